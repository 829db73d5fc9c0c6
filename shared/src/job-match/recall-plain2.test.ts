import { describeRecallPass } from './recall-harness';

/**
 * Plain-word recall, second pass (issue 13, helper recall2): how practitioners say work the scorer read only in its
 * jargon. Planners and advisers: a first meeting about a client's income and savings (a fact find), whether the money
 * lasts year by year or when someone can afford to retire (cashflow modelling), showing that clients get fair value
 * for the fees (Consumer Duty), what happens to a pension if markets fall (explaining risk). Fund selectors and
 * pension consultants: what a fund actually holds, skill or luck in a track record, funds to add, drop or put on
 * watch, getting a scheme to full funding. Index managers: a company in the index taken over or splitting its shares,
 * the gap between a fund's return and its index, futures so new money is not left in cash. Lenders: putting the case
 * together for credit, arranging loans for machinery or premises; credit analysts: a forecast of an issuer's debt and
 * cash. Traders and salespeople: a price worked out from where a bond last traded, small trades auto-priced on the
 * screens, picking out of the morning meeting what suits each client, walking a client through a swap in plain
 * English, taking management teams round investors and getting investors in front of management (corporate access).
 * Payments teams watching the queues before the cut-off. Written from knowledge of the work, not copied from any eval
 * case.
 */

/** Other work in the same plain words (first meeting, money lasts, good value, merged, gap, queues...). */
const OTHER_WORK: string[] = [
  'In the first meeting with tenants I check their income and references.',
  'At the first meeting with a business owner I go through the company’s income and tax return.',
  'Built a forecast showing whether the startup’s money lasts until the next funding round.',
  'Planned the school trip budget so the money lasts the whole year.',
  'I help employees work out when they can retire from the scheme.',
  'Showed clients good value for our agency fees with monthly campaign reports.',
  'We record supplier charges to prove value for money in the council tender.',
  'My column explains to readers what happens if markets fall.',
  'I check the fund holds enough liquid assets to meet redemptions.',
  'I reconcile what each fund holds with the custodian’s records every day.',
  'The coach asks whether the club’s good season came from skill or luck.',
  'Recommended adding funds to the marketing budget for the spring campaign.',
  'I suggest which charities to add to the grant fund each year.',
  'We got the community energy scheme to full funding through a share offer.',
  'A fully funded PhD on asset pricing and returns.',
  'Brought the hospital appeal to full funding within a year.',
  'Advised two companies on their merger and the integration of their teams.',
  'After our company merged with a rival, I moved my portfolio of clients across.',
  'Our fund beat its benchmark by 3% a year; I explain the difference to clients.',
  'I watch the gap between the ETF’s price and its index value.',
  'I move margin cash for the futures book and reconcile it with our brokers.',
  'I put the planning case together for the council committee.',
  'Put together mortgage applications for lender approval.',
  'Arranged personal loans for customers buying cars.',
  'I forecast the charity’s cash and debt each month.',
  'I help families forecast their debt and cash for the year.',
  'At month end we work out the price of illiquid bonds from recent trades for the valuation.',
  'I work out what a house is worth from recent trades on the street.',
  'Products on the website are auto-priced against competitors.',
  'I pick out the survey findings that matter for each client’s brand.',
  'I walk new starters through our product range in plain English.',
  'I talk patients through their treatment options in plain English.',
  'I watch the call queues so every customer is answered before the deadline.',
  'I monitor the order queues so parcels go out before the courier cut-off.',
  'I took the management team round the new factory before the open day.',
  'Getting candidates in front of hiring managers quickly is my job.',
  'I put customers in front of our product managers every month.',
  'We took the chief executive round the stores to meet staff.',
];

describeRecallPass('plain-word recall, second pass (recall2)', {
  sets: [],
  unread: {},
  concepts: [
    'fact_find',
    'cashflow_model',
    'consumer_duty',
    'risk_explanation',
    'performance_analysis',
    'fund_ratings',
    'alm',
    'corporate_actions',
    'tracking_error',
    'equitisation',
    'credit_application',
    'lending_structuring',
    'liquidity_analysis',
    'bond_swap_pricing',
    'pricing_tools',
    'research_summaries',
    'derivatives_explanation',
    'trade_matching',
    'roadshow',
  ],
  otherWork: OTHER_WORK,
  stillRead: [
    ['Our first meeting is about a couple’s income, savings and pensions before I advise.', 'fact_find'],
    ['I spend the first meeting on what they earn, what they spend and what they own.', 'fact_find'],
    ['I build each client a plan showing whether their pension money will last through retirement.', 'cashflow_model'],
    ['We map their money year by year so they can see when they can afford to retire.', 'cashflow_model'],
    ['I help people work out whether they can afford to retire at 60.', 'cashflow_model'],
    ['I keep a file for each client evidencing that they get fair value for our ongoing advice fees.', 'consumer_duty'],
    ['Much of my week goes on showing that clients are getting good value.', 'consumer_duty'],
    ['I show clients what would happen to their pension if markets fall sharply.', 'risk_explanation'],
    ['Each quarter I go through what every fund in our range owns, line by line.', 'performance_analysis'],
    ['I test whether a manager’s track record came from skill or from luck.', 'performance_analysis'],
    ['I recommend which funds to add or drop from our approved list each quarter.', 'fund_ratings'],
    ['When a star manager quits I suggest we put the fund on watch.', 'fund_ratings'],
    ['I advise trustees on the mix of shares and bonds that gets the scheme to full funding with less risk.', 'alm'],
    ['I suggest changes to the mix of assets that would get the fund to full funding with less risk.', 'alm'],
    ['When a company in the index is taken over or splits its shares, I trade the fund to match.', 'corporate_actions'],
    ['I investigate any difference between the fund’s return and the index.', 'tracking_error'],
    ['Cut the gap between our funds and their index by a few basis points a year.', 'tracking_error'],
    ['I use index futures so new money is never left in cash.', 'equitisation'],
    ['I put the lending case together for the credit committee.', 'credit_application'],
    ['Put together the paperwork for loan approval.', 'credit_application'],
    ['Arranged loans and asset finance for machinery and new premises.', 'lending_structuring'],
    ['I model each issuer’s debt and cash for the next three years.', 'liquidity_analysis'],
    ['I work out a price for each bond from where it last traded.', 'bond_swap_pricing'],
    ['The smaller tickets get auto-priced and only the big ones reach me.', 'pricing_tools'],
    ['After the morning meeting I pick out the two ideas that suit each client.', 'research_summaries'],
    ['I walk clients through the swap in plain English before they sign.', 'derivatives_explanation'],
    ['On pay days I watch the queues so the salaries go out before the cut-off.', 'trade_matching'],
    ['I take chief executives round fund managers in London and Edinburgh after their results.', 'roadshow'],
    ['I get our biggest investors in front of company management twice a year.', 'roadshow'],
  ],
});
