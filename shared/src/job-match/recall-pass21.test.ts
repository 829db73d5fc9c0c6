import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';
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
 * case. A spot FX trader whose flow arrives through electronic pricing describes the engine as how wide she makes
 * her prices and which way she leans them, switching the stream off or pricing by hand around a rate decision or a
 * budget; position risk as what she picks up from clients and works out, or keeps in check through the day.
 * An operational risk analyst describes a control self-assessment as going through what could go wrong with a
 * team and whether the checks they rely on work, a loss event as something that broke, logged with why it happened
 * and what it cost, and an impact tolerance as how long the bank could cope before customers are harmed.
 * Each must be read as evidence of at least one of the role's skills.
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
  fx_trader: [
    'I lean our streaming prices towards whichever side gets us out of the position.',
    'Ahead of payrolls I widen the prices our engine streams to clients.',
    'I switch the price stream off when the market goes thin.',
    'The risk we take on from clients I work out in the interbank market through the afternoon.',
    'I keep the book within limits through the trading day.',
  ],
  operational_risk_analyst: [
    'With each department I talk through what might go wrong and whether the controls they lean on really work.',
    'When a payment run fails I record it, look into the cause and estimate the losses.',
    'Each time a trade is booked wrong I record it, find out why it happened and what it cost us.',
    'We worked out how long the bank could last without its payments system before customers were harmed.',
  ],
};

/** The concepts this pass widened. */
const PASS_CONCEPTS = [
  'microstructure',
  'parameter_tuning',
  'execution_analytics',
  'operational_diagnostics',
  'pricing_tools',
  'hedging_risk',
  'news_flow',
  'rcsa',
  'incident_analysis',
  'operational_resilience',
];

/**
 * Sentences of other work using the same words (spreads, skew, flow, tiers, toxic, internalise, adverse
 * selection; fix, holds them back; wide, lean, automatic, keep in check, pick up; what could go wrong, log, what it cost, how long we could cope): none may read as one of this pass's concepts.
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
  'We internalised payments between clients of the same bank so they settle on our books.',
  'I sit with the CEO and agree what we are going to fix in the IT system.',
  'The plumber agreed with the customer what needed fixing.',
  'Our founders decided what to fix on the website first.',
  'The physio worked out what holds them back and set each runner a plan.',
  'The shop’s automatic tills widen the price labels.',
  'Before the budget I turn the automatic pricing off on the shop’s website.',
  'After the surprise budget, the council widened the bands of its fees.',
  'We turned the automatic lights off at night.',
  'I keep the team’s workload in check through the day.',
  'Customers picked up the boxes and sold them back to us.',
  'When the boiler breaks I log it, find out why it happened and tell the landlord what it cost.',
  'I go through what could go wrong on school trips and whether the safeguards actually work.',
  'I plan what could go wrong at the wedding and check the caterers actually work to the timetable.',
  'We looked at how long the crops could survive without rain before they were harmed.',
  'I write up what happened at each match and the cost of tickets.',
];

describeRecallPass('plain-words recall, pass 21', {
  sets: [PLAIN_WORDS],
  unread: {},
  concepts: PASS_CONCEPTS,
  otherWork: OTHER_WORK,
  stillRead: [],
});

/**
 * Skew in other work: neither reads as parameter tuning. (The FX trader's electronic pricing concept reads any
 * "skewed" through its bare term "skewing", from before this pass: left as it was.)
 */
describe('plain-words recall, pass 21: skew in other work is no parameter tuning', () => {
  it.each([
    'I adjusted the survey weights because the results were skewed towards older clients.',
    'The fashion brand set prices to skew towards younger clients.',
  ])('"%s"', (sentence) => {
    expect(evidenceUnits(sentence).has('c:parameter_tuning')).toBe(false);
  });
});
