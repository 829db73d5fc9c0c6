import { describeRecallPass } from './recall-harness';

/**
 * Plain-words recall, pass 21 (issue 13, helper fixd): the everyday words of practitioners whose work the lexicon
 * missed. Electronic market makers (an e-FX or e-rates trader running a pricing algorithm) describe market
 * microstructure as the flow they see: which clients' flow is toxic or costs them money, how they tier clients by
 * markouts, how much flow they internalise rather than hedge; they describe parameter tuning as setting the
 * spreads and skew their engine quotes; and their fill statistics as markouts.
 * A private equity firm's operating people describe operational diagnostics as agreeing with founders and chief
 * executives what to fix or what holds the business back, KPI dashboards as the metrics pack, and the companies
 * they work with as those they join "after we invest". Written from knowledge of the work, not copied from any eval
 * case; each must be read as evidence of at least one of the role's skills.
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
  portfolio_operations_manager: [
    'I sit down with the founders in the first weeks and work out what needs fixing before the next round.',
    'Agreed with the chief executive of each new business what to fix first.',
    'Spent a month with the founders of each company we back to find what holds them back.',
    'Put together a metrics pack the deal partners read every month.',
    'Designed a metrics dashboard for every company in the portfolio.',
    'I coach the management teams of the companies after we invest.',
  ],
};

/** The concepts this pass widened. */
const PASS_CONCEPTS = ['microstructure', 'parameter_tuning', 'execution_analytics', 'operational_diagnostics'];

/**
 * Sentences of other work using the same words (spreads, skew, flow, tiers, toxic, internalise, adverse
 * selection; fix, holds them back): none may read as one of this pass's concepts.
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
  'I sit with the CEO and agree what we are going to fix in the IT system.',
  'The plumber agreed with the customer what needed fixing.',
  'Our founders decided what to fix on the website first.',
  'The physio worked out what holds them back and set each runner a plan.',
];

describeRecallPass('plain-words recall, pass 21', {
  sets: [PLAIN_WORDS],
  unread: {},
  concepts: PASS_CONCEPTS,
  otherWork: OTHER_WORK,
  stillRead: [],
});
