import { describeRecallPass } from './recall-harness';

/**
 * Plain-words recall, pass 21 (issue 13, helper fixd): the everyday words of practitioners whose work the lexicon
 * missed. Electronic market makers (an e-FX or e-rates trader running a pricing algorithm) describe market
 * microstructure as the flow they see: which clients' flow is toxic or costs them money, how they tier clients by
 * markouts, how much flow they internalise rather than hedge; they describe parameter tuning as setting the
 * spreads and skew their engine quotes; and their fill statistics as markouts. Written from knowledge of the work,
 * not copied from any eval case; each must be read as evidence of at least one of the role's skills.
 */
const PLAIN_WORDS: Record<string, string[]> = {
  algorithmic_trader: [
    'I look at how the price moves in the seconds after each client trade to see whose flow is toxic.',
    'We moved the worst counterparties to a wider pricing tier after their flow kept costing us money.',
    'We internalised more of the retail flow instead of hedging every trade on the primary venues.',
    'Pushed the internalisation rate of the franchise up by a third.',
    'Tiered our clients by the toxicity of their flow.',
    'I widen the skew on the pricing engine when the market gets jumpy ahead of payrolls.',
    'Set the skew on our quotes to work down the inventory after a big client trade.',
    'Tuned the spreads our algo shows each client tier through the Asian session.',
    'Ran markout analysis on every fill to see what each venue cost us.',
    'Skew settings',
  ],
};

/** The concepts this pass widened. */
const PASS_CONCEPTS = ['microstructure', 'parameter_tuning', 'execution_analytics'];

/**
 * Sentences of other work using the same words (spreads, skew, flow, tiers, toxic, internalise, adverse
 * selection): none may read as one of this pass's concepts.
 */
const OTHER_WORK: string[] = [
  'I set the spreads on our fixed-rate mortgages as swap volatility rose.',
  'I widened the spread of the survey across more regions.',
  'The coach adjusted the spread of players to stream the match.',
  'Helped new starters internalise the safety rules and cut the ratio of accidents.',
  'I cleared toxic waste for clients of the council.',
  'Cash flow problems cost us our biggest client.',
  'We tiered our clients by the flow of orders through the restaurant.',
  'Insurers face adverse selection when pricing cover for smokers.',
  'I adjusted the survey weights because the results were skewed towards older clients.',
  'The fashion brand set prices to skew towards younger clients.',
  'We internalised payments between clients of the same bank so they settle on our books.',
];

describeRecallPass('plain-words recall, pass 21', {
  sets: [PLAIN_WORDS],
  unread: {},
  concepts: PASS_CONCEPTS,
  otherWork: OTHER_WORK,
  stillRead: [],
});
