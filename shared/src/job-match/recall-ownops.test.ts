import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for a private equity portfolio operations (value creation) manager (issue 13, helper ownops).
 * They say they go into the companies the fund has bought and work out where the quick wins are or what is
 * broken, agree the plan for the first months with management, run the projects, set up the few numbers each
 * management team reports, track the EBITDA their work has added against what was promised when the fund bought,
 * retender suppliers or push through price rises, win over managers who never asked for help, and get the finance
 * team faster or ready for the sale. "We've bought" is "we have bought". Written from knowledge of the work, not
 * copied from any eval case.
 */
const VALUE_CREATION_WORDS: [string, string][] = [
  ['With the CEO of each business we’ve bought, I work out where the quick wins are.', 'operational_diagnostics'],
  [
    'I spend the first weeks after we buy a company walking the sites and working out what’s broken.',
    'operational_diagnostics',
  ],
  ['Diagnosed why margins were falling at a newly bought manufacturer.', 'operational_diagnostics'],
  ['Ran a quick review of operations at every business we bought.', 'operational_diagnostics'],
  ['After each deal I draw up the plan for the first few months with the new management team.', 'portfolio_company'],
  ['Agreed the first 100 days with the founders of each newly acquired business.', 'portfolio_company'],
  ['I run the projects that add value to the businesses we back.', 'portfolio_company'],
  ['I help the businesses we’ve bought run better.', 'portfolio_company'],
  ['Cut the month-end close at a business we own from three weeks to one.', 'portfolio_company'],
  ['I set up the handful of numbers each management team reports to us every month.', 'kpi_design'],
  ['Agreed with each CEO the weekly numbers they watch.', 'kpi_design'],
  ['I report to the deal partners on the EBITDA each project has added.', 'investment_thesis'],
  ['Progress is judged against what we promised the investment committee when we bought.', 'investment_thesis'],
  ['I track how much profit each initiative has added against the deal model.', 'investment_thesis'],
  ['Report quarterly to the partners on value delivered versus the plan we bought on.', 'investment_thesis'],
  ['Retendered the haulage contracts for a food manufacturer.', 'procurement_analysis'],
  ['Pushed through a 3% price rise without losing customers.', 'procurement_analysis'],
  ['Took out £2m of supplier costs across the portfolio.', 'procurement_analysis'],
  ['Put the packaging contracts back out to tender at a manufacturer we had bought.', 'procurement_analysis'],
  ['Convincing people who had not asked for advice to try new ways of working.', 'influencing'],
  ['Most of the job is getting management teams who never asked for us to listen.', 'influencing'],
  ['Earned the trust of founders who were wary of the new owners.', 'influencing'],
  ['Before we buy, I test whether the management’s plan can actually be delivered.', 'due_diligence'],
];

/**
 * Own-words recall for a buy-side equity analyst. They say they tell the fund managers whether (or which
 * companies) we should own and why, write or set out the bull and bear case, do their own numbers rather than
 * lean on the brokers or consensus and take the brokers' views with a pinch of salt, put a value on a business or
 * say whether a stock is cheap against its peers, do channel checks or learn who is winning share in the
 * industry, and check how exposed the holdings are to climate or governance risks.
 */
const BUY_SIDE_WORDS: [string, string][] = [
  ['Each week I tell the PMs whether we should own the stock and why.', 'investment_thesis'],
  ['I cover UK retailers for our funds and decide which ones we should own.', 'investment_thesis'],
  ['Wrote the case for buying each new holding and defended it in front of the PMs.', 'investment_thesis'],
  ['Wrote up the bull and bear case for each stock I pitched.', 'investment_thesis'],
  ['I set out the bull and bear case for every name before it goes in the fund.', 'investment_thesis'],
  ['I do my own numbers and never lean on the sell side.', 'research_note'],
  ['I build my own earnings models rather than relying on the sell side.', 'research_note'],
  ['Built my own forecasts for every stock I cover instead of using consensus.', 'research_note'],
  ['I take the brokers’ forecasts with a pinch of salt and build my own.', 'research_note'],
  ['Put a value on every business I follow and revisit it after each set of results.', 'valuation'],
  ['Decide whether a stock is cheap or expensive against its history and its peers.', 'valuation'],
  ['Did channel checks on competitors’ pricing.', 'commercial_analysis'],
  ['I spend time understanding how each industry works and who is winning share.', 'commercial_analysis'],
  [
    'I know the sector inside out: who the players are, how they compete and where margins are heading.',
    'commercial_analysis',
  ],
  ['Check how exposed each holding is to climate and governance risks.', 'esg'],
];

/**
 * Other work in the same plain words: a sales manager's wins, an IT fix after a supplier deal, a house, a lottery
 * syndicate, a stock picker's benchmark, a social worker, a bid writer, a nurse, a drainage plan, a home or a van
 * owned or rented, an insurance or mortgage broker, a shop's stock, a software purchase, a retail area manager's
 * store visits, a seller to a whole sector. None may read this pass's concepts.
 */
const OTHER_WORK: string[] = [
  'As a sales manager I work out where the biggest wins came from with the management team.',
  'I work out what’s broken on the laptops after a deal with a new supplier.',
  'Diagnosed why the boiler pressure was falling in the house we bought.',
  'I set up the numbers the lottery syndicate picks each week.',
  'Our stock picks added value against the benchmark across the portfolio.',
  'Persuading families who didn’t ask for help to accept support.',
  'Our team won the tender for the council cleaning contract.',
  'Earned the trust of patients who were wary of hospitals.',
  'I test whether the drainage plan can be delivered before planning permission.',
  'We advise clients whether they should own or rent their home for the next ten years.',
  'I help the business decide whether to own or lease its delivery vans.',
  'I do my own numbers rather than rely on the broker’s submission.',
  'Always challenge the broker’s numbers on the premium before we quote.',
  'I do my own affordability numbers rather than rely on the mortgage broker.',
  'We sold cheap stock to customers against the market trend.',
  'I write the case for buying new software for the finance team.',
  'Store visits every week to talk to customers and check prices as area manager.',
  'I do store checks on pricing and displays for the regional manager.',
  'The sector has a lot of players and I sold to all of them.',
];

/**
 * Finance work next to these roles, which has its own roles in the catalogue (so it is no "other work" line for
 * the vocabulary script): a fund accountant, fund operations (reconciliations with the custodian, corporate
 * actions, onboarding funds, overseeing the administrator), a settlements clerk, an investor relations letter, a
 * sell-side analyst's advice to clients, a group controller's close. None may read this pass's concepts either.
 */
const NEIGHBOURING_FINANCE_WORK: string[] = [
  'I value the fund’s assets every day as part of the NAV calculation.',
  'Reconciled the fund’s positions and cash with the custodian every morning.',
  'Chased the fund administrator to clear reconciliation breaks before the NAV.',
  'Processed corporate actions and booked trades for the funds.',
  'Onboarded new funds and oversaw the outsourced administrator.',
  'Settled trades with brokers and chased failed settlements.',
  'I pushed back on brokers who chased us for settlement of late trades.',
  'I write the quarterly letters telling our investors how value was created across the portfolio.',
  'I tell clients which stocks to own in the sector.',
  'Advised clients whether to own the shares into results.',
  'Cut the month-end close from ten days to five as group financial controller.',
];

describeRecallPass('own-words recall, portfolio operations and buy-side analysis (ownops)', {
  sets: [
    { portfolio_operations_manager: VALUE_CREATION_WORDS.map(([line]) => line) },
    { buy_side_equity_analyst: BUY_SIDE_WORDS.map(([line]) => line) },
  ],
  unread: {},
  concepts: [
    'operational_diagnostics',
    'portfolio_company',
    'investment_thesis',
    'procurement_analysis',
    'kpi_design',
    'influencing',
    'due_diligence',
    'valuation',
    'research_note',
    'commercial_analysis',
    'esg',
  ],
  otherWork: [...OTHER_WORK, ...NEIGHBOURING_FINANCE_WORK],
  // Each line reads as the concept its reading was written for (some also read other skills of the role already).
  stillRead: [...VALUE_CREATION_WORDS, ...BUY_SIDE_WORDS],
});
