import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for an algorithmic trader who runs automated market making (issue 13, helper own40). They say
 * their systems quote or make prices in stocks, ETFs or futures all day; they set how wide or tight to quote and
 * how much the systems may hold, rework how they price around news; they watch the systems while markets are open
 * and switch them off when something looks wrong; they go back through their fills to see where better-informed
 * traders picked them off, and sit with the developers to make the quoting faster. Written from knowledge of the
 * work, not copied from any eval case.
 */
const MARKET_MAKER_WORDS: Record<string, string[]> = {
  algorithmic_trader: [
    'Our systems make prices in index futures and single-stock options from the open to the close.',
    'Most days we were getting run over by better-informed traders in the small caps.',
    'Every evening I went through the fills to find where we had been run over.',
    'I set how tight we quote each ETF depending on how volatile it is.',
    'Reworked our quoting around earnings announcements after a run of bad days.',
    'I keep an eye on the strategies during market hours and pull the plug if one starts misbehaving.',
    'I set limits on how much inventory each quoting strategy may hold.',
    'Sat with the devs to make the quoting quicker.',
  ],
};

/** Other work in the same plain words (quoting, picking off, switching off, how wide, quicker): none may read. */
const MARKET_MAKER_OTHER_WORK: string[] = [
  'Our systems quote prices for home insurance automatically.',
  'Our competitors picked off our best customers with faster delivery.',
  'I monitor the heating systems while the building is open.',
  'Switch off the machines if anything looks wrong on the factory floor.',
  'I decide how wide the new cycle lane should be.',
  'The shop changed how we price around Black Friday news.',
  'I worked with the developers to make the checkout quicker for shoppers.',
];

describeRecallPass('own-words recall, algorithmic trader (own40)', {
  sets: [MARKET_MAKER_WORDS],
  unread: {},
  concepts: ['microstructure', 'execution_analytics', 'parameter_tuning', 'realtime_risk', 'latency_dev'],
  otherWork: MARKET_MAKER_OTHER_WORK,
  stillRead: [
    ['Our systems make prices in index futures and single-stock options from the open to the close.', 'microstructure'],
    ['Most days we were getting run over by better-informed traders in the small caps.', 'microstructure'],
    ['Every evening I went through the fills to find where we had been run over.', 'execution_analytics'],
    ['I set how tight we quote each ETF depending on how volatile it is.', 'parameter_tuning'],
    ['Reworked our quoting around earnings announcements after a run of bad days.', 'parameter_tuning'],
    [
      'I keep an eye on the strategies during market hours and pull the plug if one starts misbehaving.',
      'realtime_risk',
    ],
    ['I set limits on how much inventory each quoting strategy may hold.', 'realtime_risk'],
    ['Sat with the devs to make the quoting quicker.', 'latency_dev'],
  ],
});

/**
 * A retail credit strategy analyst says they try new rules or cut-offs on a share or sample of applicants and
 * compare them with the old ones, estimate how many loans will go bad or fall behind, and own the rules that decide
 * who gets a loan or card and how much. Written from knowledge of the work.
 */
const CREDIT_STRATEGY_WORDS: Record<string, string[]> = {
  retail_credit_strategy_analyst: [
    'We trialled a new cut-off on a sample of applicants before rolling it out.',
    'Tried new limit rules on a slice of cardholders and compared them with the old ones.',
    'I estimate how many of this year’s loans will default.',
    'Predicted how many borrowers would fall behind after the rate rise.',
    'Our scorecard cut-offs determine how much each customer can borrow.',
  ],
};

const CREDIT_STRATEGY_OTHER_WORK: string[] = [
  'We tried new rules for the five-a-side league on some of the players.',
  'Estimated how many of the apples would go bad in storage.',
  'The landlord worried how many tenants would fall behind on rent.',
  'Library rules determine how much members can borrow.',
  'Club rules determine the rate of the membership fee.',
];

describeRecallPass('own-words recall, retail credit strategy (own40)', {
  sets: [CREDIT_STRATEGY_WORDS],
  unread: {},
  concepts: ['champion_challenger', 'loss_forecasting', 'decision_strategy'],
  otherWork: CREDIT_STRATEGY_OTHER_WORK,
  stillRead: [
    ['We trialled a new cut-off on a sample of applicants before rolling it out.', 'champion_challenger'],
    ['Tried new limit rules on a slice of cardholders and compared them with the old ones.', 'champion_challenger'],
    ['I estimate how many of this year’s loans will default.', 'loss_forecasting'],
    ['Predicted how many borrowers would fall behind after the rate rise.', 'loss_forecasting'],
    ['Our scorecard cut-offs determine how much each customer can borrow.', 'decision_strategy'],
  ],
});

/**
 * A financial promotions reviewer says adverts come to them before they go out, that they sign them off as fair and
 * not misleading, that the small print or risk warnings must stand out, that claims in an advert must be backed up,
 * and that customers must be able to understand the representative example. Written from knowledge of the work.
 */
const PROMOTIONS_WORDS: Record<string, string[]> = {
  financial_promotions_reviewer: [
    'I sign off every advert the marketing team writes so that nothing is misleading.',
    'Checked the small print on our loan adverts was easy to read.',
    'Made sure the risk warnings stand out on every banner.',
    'Any rate claims in our adverts have to be backed up.',
    'Rewrote the representative example so borrowers could understand it.',
  ],
};

const PROMOTIONS_OTHER_WORK: string[] = [
  'I moderate the forum and make sure posts are fair to all members.',
  'The insurance claims were backed up by receipts and I checked them.',
  'Rewrote the worked examples so the students could understand them.',
  'Made key information easy to find on the council website.',
  'Warnings on the machinery must be easy to see.',
  'I check the small print on the menu is easy to read.',
];

describeRecallPass('own-words recall, financial promotions reviewer (own40)', {
  sets: [PROMOTIONS_WORDS],
  unread: {},
  concepts: ['financial_promotions', 'substantiation', 'consumer_understanding'],
  otherWork: PROMOTIONS_OTHER_WORK,
  stillRead: [
    ['I sign off every advert the marketing team writes so that nothing is misleading.', 'financial_promotions'],
    ['Checked the small print on our loan adverts was easy to read.', 'financial_promotions'],
    ['Made sure the risk warnings stand out on every banner.', 'financial_promotions'],
    ['Any rate claims in our adverts have to be backed up.', 'substantiation'],
    ['Rewrote the representative example so borrowers could understand it.', 'consumer_understanding'],
  ],
});

/** A market risk analyst at an asset manager: a fund over its limits is raised with its manager or the committee. */
const MARKET_RISK_WORDS: Record<string, string[]> = {
  market_risk_analyst: [
    'When a portfolio breaches its limits I raise it with the fund manager.',
    'Escalated two exposure breaches to the risk committee.',
  ],
};

describeRecallPass('own-words recall, market risk at an asset manager (own40)', {
  sets: [MARKET_RISK_WORDS],
  unread: {},
  concepts: ['limit_monitoring'],
  otherWork: [
    'When a patient goes over the limits, I talk to the doctor.',
    'Raised it with the risk committee when the project went over budget.',
    'Any claim over my authority limit goes to my manager.',
  ],
  stillRead: [
    ['When a portfolio breaches its limits I raise it with the fund manager.', 'limit_monitoring'],
    ['Escalated two exposure breaches to the risk committee.', 'limit_monitoring'],
  ],
});

/**
 * A buy-side analyst says they work out what the shares are worth, meet the bosses of the companies they cover, read
 * what the brokers say and make up their own mind, write up each idea for the fund managers and argue it in front
 * of them. Written from knowledge of the work.
 */
const BUY_SIDE_WORDS: Record<string, string[]> = {
  buy_side_equity_analyst: [
    'I work out what the shares are really worth.',
    'I meet the bosses of the companies we own twice a year.',
    'I read what the sell-side says, then make my own call.',
    'I write up each idea for the portfolio managers.',
    'I argue the case for each stock in front of the portfolio managers.',
  ],
};

describeRecallPass('own-words recall, buy-side analyst (own40)', {
  sets: [BUY_SIDE_WORDS],
  unread: {},
  concepts: ['valuation', 'earnings_call', 'research_note', 'investment_thesis', 'investment_committee', 'present'],
  otherWork: [
    'I know what the house is really worth.',
    'I meet the bosses of the local football clubs every season.',
    'I read what the mortgage brokers say about our rates.',
    'I wrote up the minutes for the meeting.',
    'I defend my thesis in front of the examiners.',
  ],
  stillRead: [
    ['I work out what the shares are really worth.', 'valuation'],
    ['I meet the bosses of the companies we own twice a year.', 'earnings_call'],
    ['I read what the sell-side says, then make my own call.', 'research_note'],
    ['I write up each idea for the portfolio managers.', 'investment_thesis'],
    ['I write up each idea for the portfolio managers.', 'investment_committee'],
    ['I argue the case for each stock in front of the portfolio managers.', 'present'],
  ],
});

/**
 * An M&A analyst values a business by comparing it with similar companies and with what buyers paid in past deals,
 * and models whether a deal dilutes the buyer's earnings per share. Written from knowledge of the work.
 */
const MA_WORDS: Record<string, string[]> = {
  mergers_acquisitions_analyst: [
    'I value businesses by comparing them with peers and recent deals.',
    'Looked at what buyers paid for in previous deals to value the target.',
    'Showed the client how far the takeover would dilute its earnings per share.',
  ],
};

describeRecallPass('own-words recall, M&A analyst (own40)', {
  sets: [MA_WORDS],
  unread: {},
  concepts: ['trading_comps', 'merger_model'],
  otherWork: [
    'I compare our house price with similar houses to see what it is worth.',
    'Reviewed past deals worth over a million pounds with the sales team.',
    'Add a little water to dilute the sauce before serving.',
  ],
  stillRead: [
    ['I value businesses by comparing them with peers and recent deals.', 'trading_comps'],
    ['Looked at what buyers paid for in previous deals to value the target.', 'trading_comps'],
    ['Showed the client how far the takeover would dilute its earnings per share.', 'merger_model'],
  ],
});

/**
 * A transaction banking salesperson finds treasurers or finance teams whose banking set-up (their accounts,
 * collections and payments with the bank) is creaking or costly and pitches a better one: the account structures
 * of cash management. Written from knowledge of the work.
 */
describeRecallPass('own-words recall, transaction banking sales (own40)', {
  sets: [
    {
      transaction_banking_sales: [
        'I look for corporates whose banking set-up is clunky and pitch them a better one.',
        'Redesigned the banking arrangements of a retailer’s finance team across six countries.',
      ],
    },
  ],
  unread: {},
  concepts: ['cash_management'],
  otherWork: ['The plumber fixed the set-up in the kitchen.', 'I pitched a better set-up for the band’s stage.'],
  stillRead: [
    ['I look for corporates whose banking set-up is clunky and pitch them a better one.', 'cash_management'],
    ['Redesigned the banking arrangements of a retailer’s finance team across six countries.', 'cash_management'],
  ],
});
