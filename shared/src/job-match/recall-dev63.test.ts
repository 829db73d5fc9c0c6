import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for a development set of eight roles (issue 13, helper devsetc; seed 20261163): an export
 * finance underwriter who checks that nobody paid a backhander to win the contract or keeps bribes out of the
 * exporter's agents' commissions, who checks a project will not push people off their land, and who asks whether
 * a country can keep paying its debts; an interdealer broker who knows who wants the other side of a trade, or
 * puts buyers and sellers of swaps, gilts or gas together; a bank economist who follows the government's tax and
 * spending plans and how much the government will need to borrow. Written from knowledge of the work, not copied
 * from any eval case. Each line must read the concept named beside it.
 */

/** Other work in the same plain words (bribes, land, debts, buyers and sellers, borrowing): none may read. */
const OTHER_WORK: string[] = [
  'A customer offered me a bribe to let them off the parking fine.',
  'Reported a supplier who tried to bribe our buyer to win the contract.',
  'The police officer was jailed for taking kickbacks on council contracts.',
  "I check the agent's commission is paid on time each month.",
  'I negotiate commission on every contract and never lose a deal to a rival.',
  'HS2 forced farmers off their land to build the line.',
  'We make sure the cattle are moved off the land before the floods.',
  'I check the families are not moved from their homes during the works.',
  'We moved the residents out of the block while the cladding was replaced.',
  "I help people around the country who can't pay their debts.",
  'The company could not pay its debts, so we put it into administration.',
  'I bring buyers and sellers together and agree a price on each home.',
  'I put buyers and sellers together right through to exchange of contracts.',
  'Our marketplace app brings buyers and sellers together in the motor trade.',
  'The shop brings buyers and sellers of vintage clothes together with fair rates for everyone.',
  'We bring buyers and sellers together on our energy comparison site.',
  'At the auction house I bring buyers and sellers together for art and antiques.',
  'I knew what the other side wanted in the trade talks with Japan.',
  'As a negotiator I know what the other side needs before the trade union does.',
  "I help small businesses that need to borrow through the government's start up loans scheme.",
  "I work out how much the council can borrow from the government's lender.",
  "The government's grant covered the deficit in our pension scheme.",
  "I manage the council's budget deficit and the savings plan to close it.",
  'The treasury team needs to borrow from the bank each month to pay suppliers.',
  'I tell students how much the government will lend them for tuition.',
  'I sold my bond holdings to buy a house.',
];

describeRecallPass('own-words recall (devsetc: export finance underwriter, interdealer broker, bank economist)', {
  sets: [],
  unread: {},
  concepts: ['esg_dd', 'country_risk', 'matching_counterparties', 'monetary_policy'],
  otherWork: OTHER_WORK,
  stillRead: [
    ['I check that nobody has paid a backhander to win the contract.', 'esg_dd'],
    ['I go through who the exporter pays commission to, to keep bribes out.', 'esg_dd'],
    ['Made sure no kickbacks went to the local agents on the deal.', 'esg_dd'],
    ['I check the project will not push people off their land.', 'esg_dd'],
    ['We make sure the dam does not force villagers off their land without fair compensation.', 'esg_dd'],
    ['I spend a lot of time on whether the country can keep paying its debts.', 'country_risk'],
    ['I judge whether the government can service its debts if oil prices fall.', 'country_risk'],
    ['The skill is knowing who is likely to want the other side of a trade.', 'matching_counterparties'],
    ['I put buyers and sellers of swaps together for the big banks.', 'matching_counterparties'],
    ['I get buyers and sellers of gilts together without either knowing who the other is.', 'matching_counterparties'],
    ["I write about the government's tax and spending plans and what they mean for gilts.", 'monetary_policy'],
    ['I forecast how much the government will need to borrow next year.', 'monetary_policy'],
    ["On budget day I write up what the Chancellor's plans mean for the budget deficit.", 'monetary_policy'],
  ],
});
