import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for quant roles (issue 13, helper own38). A derivatives quant describes the model behind an
 * exotic's price as how volatility moves with the spot, how the underlyings of a basket move together, or how the
 * short rate evolves over time: the stochastic dynamics they write down and solve. Written from knowledge of the
 * work, not copied from any eval case. Each must be read as evidence of at least one of the role's skills.
 */
const QUANT_WORDS: Record<string, string[]> = {
  derivatives_quant: [
    'Our basket option model captures how the underlyings move together.',
    'My model for the barrier book captures how volatility moves with the spot.',
    'For the rates desk my model lets the short rate evolve randomly over time; I wrote out how the short rate moves randomly.',
    'The autocallable pricer now captures how volatility can jump with the spot, which the old one could not.',
  ],
};

/** Other work in the same words (how things move together, over time, randomly, models): none may read as stochastic calculus. */
const QUANT_OTHER_WORK: string[] = [
  'The weather model shows how storms move together across the Atlantic over time.',
  'Our traffic model predicts how the queues move randomly through the junctions.',
  'I modelled how the glaciers move over time for my geography thesis.',
];

/**
 * Neighbouring finance work in the same words (how volatility moves with the spot, how the underlyings move
 * together): a model validator, a volatility trader, market risk modellers and a salesperson. Kept apart from the
 * other work above because, as a CV, they are rightly near these finance roles; none may read as stochastic
 * calculus.
 */
const QUANT_ADJACENT_WORK: string[] = [
  'Validated the desk model of how volatility moves with the spot and raised two findings.',
  'I trade exotics and know how volatility moves with the spot around earnings.',
  'Our risk model shows how the underlying stocks move together in a crash.',
  'Built a value at risk model of how the underlyings move together in stressed markets.',
  'Our pricing team explains to clients how vol moves together across tenors.',
];

describeRecallPass('own-words recall, derivatives quant (own38)', {
  sets: [QUANT_WORDS],
  unread: {},
  concepts: ['stochastic_calculus'],
  otherWork: [...QUANT_OTHER_WORK, ...QUANT_ADJACENT_WORK],
  stillRead: [['Simulated thousands of paths to price the autocallables.', 'stochastic_calculus']],
});

/**
 * A quant researcher describes portfolio construction as combining or blending the team's signals or forecasts into
 * positions and deciding how much weight each gets, or lists it as signal blending. Written from knowledge of the
 * work; each must be read as one of the role's skills.
 */
const RESEARCHER_WORDS: Record<string, string[]> = {
  quant_researcher: [
    'Signal combination and risk targeting',
    'I blend the carry and momentum forecasts into positions for each futures market.',
    'We combine about forty signals and set the weights each month.',
    'Combined my new alphas with the existing ones and sized the positions so the book kept its risk target.',
  ],
};

/**
 * Other work in the same words (blending, combining, signals, forecasts, positions, weights): a quant developer who
 * builds the engine that combines signals, a DJ, an FP&A analyst; none may read as portfolio construction.
 */
const RESEARCHER_OTHER_WORK: string[] = [
  'Built the engine that combines signals from the research team into target positions.',
  'Maintained the library code that blends alpha signals into portfolio weights in production.',
  'The DJ blends signals from two decks into one mix.',
  'I combine forecasts from regional teams into the group budget.',
  'Blending malt whiskies by weight for the distillery’s flagship.',
  'The engineer combined signals from the radar and the camera to position the car in its lane.',
];

describeRecallPass('own-words recall, quant researcher (own38)', {
  sets: [RESEARCHER_WORDS],
  unread: {},
  concepts: ['portfolio_construction'],
  otherWork: RESEARCHER_OTHER_WORK,
  stillRead: [
    ['Position sizing and risk budgeting', 'portfolio_construction'],
    // The role's signals are read already; these must read as portfolio construction too.
    ...(RESEARCHER_WORDS.quant_researcher ?? []).map((s) => [s, 'portfolio_construction'] as const),
  ],
});

/**
 * An interdealer or energy broker describes matching buyers and sellers as finding the other side for the banks,
 * utilities or trading houses they cover, calling round for interest on what is showing on the screen, or working
 * the size between the two parties; the voice and screen platforms as working voice alongside a screen such as
 * Trayport, or putting prices and levels up on the broking screen; and the traders they cover as the book or list
 * of counterparties, dealers or trading houses they look after. Written from knowledge of the work; each must be
 * read as one of the role's skills, and the broking ones as their concepts.
 */
const BROKER_WORDS: Record<string, string[]> = {
  interdealer_broker: [
    'I find the other side for the utilities on our list when they want to hedge a winter strip.',
    'When a bank shows a bid on the screen I call round the other dealers for interest.',
    'Worked the size between both sides until the trade printed.',
    'Voice broking with a hybrid screen for the gilt desks.',
    'I post bids and offers for the big trading houses on the Trayport screen.',
    'Looked after a list of 25 dealers at the banks on the swaps desk.',
  ],
};

const BROKER_CONCEPTS: readonly (readonly [string, string])[] = [
  [BROKER_WORDS.interdealer_broker![0]!, 'matching_counterparties'],
  [BROKER_WORDS.interdealer_broker![1]!, 'matching_counterparties'],
  [BROKER_WORDS.interdealer_broker![2]!, 'matching_counterparties'],
  [BROKER_WORDS.interdealer_broker![3]!, 'broking_platforms'],
  [BROKER_WORDS.interdealer_broker![4]!, 'broking_platforms'],
  [BROKER_WORDS.interdealer_broker![5]!, 'trader_relationship'],
];

/**
 * Other work in the same words (calling round for interest, finding the other side, the size between parties,
 * prices on a screen, voice and screen, running a book or a list): an estate agent, a recruiter, a lawyer, a shop,
 * a voice-over artist, a settlements clerk, an airport; none may read as matching, broking platforms or trader
 * relationships.
 */
const BROKER_OTHER_WORK: string[] = [
  'We called round our buyers to find interest in the new flats.',
  'I ring round candidates to find interest in the role before the client interviews.',
  'I found the other side’s solicitors and agreed the claim before court.',
  'Worked out the size of the settlement between the parties.',
  'We update prices on the screens in the shop every morning.',
  'I do the voice over for screen adverts on television.',
  'When a trade fails I find out why and chase the other side.',
  'I answer the phone and update the departures screen at the airport.',
  'I run a book of gas swaps and hedge the risk with utilities.',
];

describeRecallPass('own-words recall, interdealer broker (own38)', {
  sets: [BROKER_WORDS],
  unread: {},
  concepts: ['matching_counterparties', 'broking_platforms', 'trader_relationship'],
  otherWork: BROKER_OTHER_WORK,
  stillRead: [
    ...BROKER_CONCEPTS,
    ['Voice and electronic broking platforms', 'broking_platforms'],
    ['Matched buyers and sellers of gilts between the dealer banks.', 'matching_counterparties'],
  ],
});
