import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for a development set of eight roles (issue 13, helper devsetb; seed 20261162): a payments
 * engineer who checks our own records against what the payment scheme or card networks sent and writes every
 * movement of money down twice; a collections specialist who works through a member's budget with them, or what
 * money they have coming in and what goes out; an event-driven analyst who weighs whether regulators stop or delay
 * the deal, sees shares trade below the price on offer and works out what the shares do if the deal completes or
 * collapses; a sustainable finance specialist who works with the firms that give an independent opinion on a bond
 * and checks whether a company's plan to cut its emissions is believable; a private equity associate who works out
 * what we could make on the companies we back. Written from knowledge of the work, not copied from any eval case.
 * Each line must read the concept named beside it.
 */

/** Other work in the same plain words (records, budgets, money coming in, regulators, offer price...): none may read. */
const OTHER_WORK: string[] = [
  'I checked our records against the files in the archive, line by line.',
  "Checked our records were up to date with Visa's new rules.",
  "A glitch meant every payment was recorded twice on customers' accounts, so we refunded them.",
  'Every pound our staff raised got a matching donation from the company.',
  'I work through the budget with each department head every quarter.',
  "Went through the customer's budget for their holiday and found a cheaper hotel.",
  'I draw up the budget with the members of the committee each year.',
  'I work through budgets with the members of the school board.',
  'I keep track of the money coming in and going out of the business.',
  'I log the money coming in and going out of the petty cash so they can check it.',
  'The government delayed the trade deal with Australia.',
  'Regulators delayed the new rules on buy now pay later deals.',
  'Our shares have traded below the offer price since the IPO.',
  'If the sale completes before the chain collapses, we make our fee.',
  'The gig went ahead after the stage collapsed and we made a profit anyway.',
  'I gave an independent opinion on our curriculum framework.',
  "I check whether the council's plan to cut emissions from buses is realistic.",
  'We set targets to cut carbon across our offices and report progress to the board.',
  'Worked out how much we could make on the deal for the new office lease.',
  'I work out what we could make on each event we put on.',
  'We went through the budgets with customers planning a new kitchen.',
  "The independent reviewer looked at the school's safeguarding framework.",
];

describeRecallPass(
  'own-words recall (devsetb: payments engineer, collections, event-driven, sustainable finance, PE)',
  {
    sets: [],
    unread: {},
    concepts: [
      'affordability',
      'ledger_design',
      'merger_arbitrage',
      'merger_control',
      'reconciliation',
      'return_metrics',
      'spo',
      'transition_plans',
    ],
    otherWork: OTHER_WORK,
    stillRead: [
      [
        'Wrote the nightly job that checks our own records against the files the payment scheme sends us.',
        'reconciliation',
      ],
      [
        'Built the process that matched what the card networks said they paid us against what we expected, line by line.',
        'reconciliation',
      ],
      ['Every pound in our books has a matching entry on the other side.', 'ledger_design'],
      [
        'Each movement of money is written down twice, once going out of one account and once going into another.',
        'ledger_design',
      ],
      ["We work through the member's budget with them and agree a plan they can keep to.", 'affordability'],
      ['I fill in a budget planner with the caller before we agree any payments.', 'affordability'],
      ['I go through what money they have coming in and what goes out each month.', 'affordability'],
      ['I weigh up the chance that regulators stop or delay the deal.', 'merger_control'],
      [
        'When a company agrees to be bought, its shares usually trade a bit below the price on offer.',
        'merger_arbitrage',
      ],
      [
        'For each deal I work out what we make if it completes, what the shares would fall to if it collapsed.',
        'merger_arbitrage',
      ],
      ['I work with the outside firms who give an independent opinion on the bond.', 'spo'],
      ["I check whether the company's plan to cut its emissions is believable.", 'transition_plans'],
      ['I look at which companies are worth backing and work out what we could make on them.', 'return_metrics'],
    ],
  },
);
