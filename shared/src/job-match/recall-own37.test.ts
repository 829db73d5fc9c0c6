import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for markets roles (issue 13, helper own37). A short-term power and gas trader at a generator
 * or supplier describes imbalance risk as what the grid or the system operator charges or penalises them when
 * their position is short or long of what they produce and sold, or as the penalties paid for each half hour
 * out of balance; and reads the weather as how windy, sunny or cold it will be, and so how much electricity the
 * wind and solar farms generate. Written from knowledge of the work, not copied from any eval case. Each must be
 * read as evidence of at least one of the role's skills.
 */
const OWN_WORDS: Record<string, string[]> = {
  energy_trader: [
    'When it is windier than forecast our wind farms produce more electricity than we sold, so I sell the surplus.',
    'I check how sunny it will be tomorrow to estimate what our solar farms will generate.',
    'A cold snap pushes up how much gas people burn, so I buy more for the next day.',
    'If our forecast is off, the system operator penalises us for every megawatt we are short.',
    'Cut the penalties we paid for being out of balance in each half hour by a third.',
    'Being out of balance cost us less each month once I traded more often through the day.',
    'I manage our imbalance exposure overnight when the wind drops.',
    'Watched the cash-out price each half hour and traded to keep the portfolio balanced.',
    'Imbalance and shape risk',
  ],
};

/** The concepts this pass added or widened. */
const PASS_CONCEPTS = ['weather_demand', 'imbalance_risk'];

/**
 * Other work in the same words (cold, electricity, sunny, imbalance, grid, penalty, half hour, short), settlements and billing work on
 * imbalance charges among them: none may
 * read as one of this pass's concepts.
 */
const OTHER_WORK: string[] = [
  'Cold calling small businesses to sell them electricity and gas contracts.',
  'I cold called facilities managers about switching their electricity supplier.',
  'I calculate the order book imbalance before the closing auction for each stock.',
  'The physiotherapist treats muscle imbalance in runners who train long distances.',
  'Our grid connection was late, so the contractor paid a penalty for the shortfall.',
  'The sunny weather brought more visitors to the garden centre each weekend.',
  'I fine players a penalty if they are late for the half hour warm-up.',
  'We corrected the trade imbalance in the quarterly current account figures.',
  'I validate half-hourly meter data on client electricity bills.',
  'The trial balance was out of balance, so we paid an auditor to find the error.',
  'The wheels were out of balance and the garage charged us to fix them.',
  'I check the imbalance charges on each transporter invoice and raise disputes.',
  'Reconciled the monthly imbalance volumes against what the shippers had nominated for gas settlement.',
];

describeRecallPass('own-words recall, markets (own37)', {
  sets: [OWN_WORDS],
  unread: {},
  concepts: PASS_CONCEPTS,
  otherWork: OTHER_WORK,
  stillRead: [
    ['We read the temperature forecast to estimate gas demand for the week.', 'weather_demand'],
    ['We traded power in the last hour to stay clear of the imbalance price.', 'imbalance_risk'],
  ],
});

/**
 * An equity salesperson, or the graduate on the desk, describes summarising research for different investment
 * styles as writing summaries of the analysts' research for the sales team, or as picking which of the analysts'
 * ideas matter to each client given how each one invests. Written from knowledge of the work; each must be read as
 * one of the role's skills.
 */
const SALES_WORDS: Record<string, string[]> = {
  equity_sales: [
    'Wrote short summaries of each analyst’s research for the sales desk.',
    'Each morning I put together summaries of the overnight research for the salespeople.',
    'I pick out which stock ideas suit each fund manager’s investment style.',
    'I work out which of the analysts’ ideas each of my clients would care about, given how they invest.',
  ],
};

/** Other work in the same words (summaries of research, ideas for each client): none may read as research summaries. */
const SALES_OTHER_WORK: string[] = [
  'I wrote summaries of research findings from our consumer surveys for clients.',
  'Summarised the clinical research for each patient group for the sales team.',
  'I decide which design ideas suit each client’s style and budget.',
  'I bring fresh menu ideas to each client for their wedding.',
  'Our summaries of academic research go out to investors in the charity each quarter.',
];

describeRecallPass('own-words recall, equity sales (own37)', {
  sets: [SALES_WORDS],
  unread: {},
  concepts: ['research_summaries'],
  otherWork: SALES_OTHER_WORK,
  stillRead: [['I summarise the analysts’ research notes for each client.', 'research_summaries']],
});
