import { describe, expect, it } from 'vitest';
import { evidenceUnits, stemWord } from './evidence-text';
import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for practitioners whose plain lines earned little of skills they plainly do (issue 13, helper
 * ownrec): a securitisation analyst who watches a loan pool's arrears and early repayments, prepares what the deal
 * must publish and reruns the rating firms' stresses; a credit analyst who says bonds trade too cheap or whether a
 * price is fair next to the issuer's other bonds, and reads the bond small print for the protection it gives; a bond
 * fund manager who decides how much rate exposure to carry and fronts the clients' quarterly meetings; an operating
 * partner's one-page dashboards, overpayment hunts and first months' priorities; a distressed analyst's recoveries,
 * break-up values, loopholes and creditor groups; a quant's predictable patterns and the costs and capacity of
 * ideas; a short-term power trader's auctions and balancing; a broker who shows orders anonymously on a screen and
 * haggles; an ombudsman who judges what is fair between a firm and its customer. Written from knowledge of the work,
 * not copied from any eval case. Each line must read the concept named beside it.
 */

/** Other work in the same plain words (arrears, publish, too cheap, small print, who gets what...): none may read. */
const OTHER_WORK: string[] = [
  'Customers who fall behind on payments or want to pay off early call our helpline.',
  'We have to publish the scheme’s annual report for the trustees and members.',
  'I rerun the stress scenarios on our bank’s capital plan each quarter.',
  'Our menu was priced too cheaply for the area, so I raised prices.',
  'I read the loan paperwork with customers to explain their rights.',
  'Spotted a flaw in the tenancy agreement before signing.',
  'Working out recovery times for patients after surgery.',
  'I help couples work out who gets what if the marriage falls apart.',
  'An ad hoc group of residents negotiated with the council over parking.',
  'We measure the interest rate exposure the bank carries and report it monthly.',
  'Chaired the quarterly meetings with the architects and engineering consultants on site.',
  'I chaired the annual meeting with the charity’s trustees.',
  'Designed a one-page flyer for the founders’ charity dinner.',
  'I help households spot where they are overpaying on energy bills and switch tariff.',
  'I build models that make demand for fresh produce predictable across stores.',
  'Farmers bid in the half-hourly auctions at the cattle market.',
  'Positioned and balanced the solar panels on the warehouse roof.',
  'Survey results are shown anonymously on the screen at the staff meeting.',
  'I decide what’s fair pay for the firm’s shop staff.',
];

describeRecallPass('own-words recall (ownrec, rounds 18-45)', {
  sets: [],
  unread: {},
  concepts: [
    'prepayment_default',
    'securitisation_disclosure',
    'rating_methodology',
    'relative_value',
    'bond_documentation',
    'credit_agreements',
    'recovery_analysis',
    'creditor_negotiation',
    'duration_positioning',
    'client_reporting',
    'kpi_design',
    'operational_diagnostics',
    'portfolio_company',
    'return_signals',
    'execution_analytics',
    'energy_exchanges',
    'hedging_risk',
    'broking_platforms',
    'impartial_judgement',
  ],
  otherWork: OTHER_WORK,
  stillRead: [
    [
      'Our monthly pool report shows which car loans are in arrears and which customers are redeeming early.',
      'prepayment_default',
    ],
    ['I prepare the figures we are obliged to publish for noteholders every quarter.', 'securitisation_disclosure'],
    ['Before each new deal I rerun the stress scenarios the rating firms apply to the pool.', 'rating_methodology'],
    ['I flag to the portfolio managers when a utility’s bonds are trading too cheap.', 'relative_value'],
    [
      'When a new bond is announced I judge whether its price is fair next to the issuer’s other bonds.',
      'relative_value',
    ],
    [
      'I go through the bond small print to see what rights we have if the issuer gets into trouble.',
      'bond_documentation',
    ],
    ['Each month I decide how much rate exposure to carry across the gilt and credit books.', 'duration_positioning'],
    ['I fronted the annual meetings with our pension fund clients.', 'client_reporting'],
    ['I set up a single-page dashboard so each founder sees the same numbers every Monday.', 'kpi_design'],
    ['Went through a distributor’s supplier contracts to spot where it was overpaying.', 'operational_diagnostics'],
    ['In my first three months at each business I agree what to fix with the CEO.', 'portfolio_company'],
    ['I estimate recoveries for each tranche if the company restructures.', 'recovery_analysis'],
    ['Most of my time goes on working out who gets what if the retailer goes under.', 'recovery_analysis'],
    ['I value the group on a break-up basis, division by division.', 'recovery_analysis'],
    ['Spotted a loophole in the facility agreement that let the owners move assets away.', 'credit_agreements'],
    ['I sat in the ad hoc group of bondholders through the restructuring.', 'creditor_negotiation'],
    ['I research anomalies that make currencies predictable over the following week.', 'return_signals'],
    ['Most of my ideas die once trading costs and capacity are counted.', 'execution_analytics'],
    ['I bid our solar output into the intraday auctions.', 'energy_exchanges'],
    ['On nights I balance the position against what the wind farms are actually generating.', 'hedging_risk'],
    ['I show the order anonymously on our platform and call round the desks.', 'broking_platforms'],
    ['I read the insurer’s file and the policy wording, then judge what is fair.', 'impartial_judgement'],
    ['Haggled over the last quarter-point with the other desk.', 'negotiate'],
  ],
});

/**
 * Irregular past forms read as their verb (Porter stems only regular endings): "sold" is selling, "bought" buying,
 * "met" meeting, "ran" running, "wrote" writing. Forms that are also another word keep their own reading.
 */
describe('irregular past forms (ownrec)', () => {
  it.each([
    ['sold', 'selling'],
    ['bought', 'buys'],
    ['swept', 'sweeping'],
    ['met', 'meeting'],
    ['led', 'leading'],
    ['ran', 'running'],
    ['wrote', 'writing'],
    ['written', 'writes'],
    ['built', 'building'],
    ['kept', 'keeping'],
    ['made', 'making'],
    ['took', 'taking'],
    ['underwrote', 'underwriting'],
    ['dealt', 'dealing'],
    ['lent', 'lending'],
    ['paid', 'pays'],
  ])('reads "%s" as "%s" does', (past, form) => {
    expect(stemWord(past)).toBe(stemWord(form));
  });

  it.each([
    ['broke', 'breaking'],
    ['left', 'leaving'],
    ['fed', 'feeding'],
    ['rung', 'ringing'],
  ])('keeps "%s" apart from "%s" (another word too)', (past, form) => {
    expect(stemWord(past)).not.toBe(stemWord(form));
  });

  it('a line of what was sold and bought meets the words of selling and buying', () => {
    const units = evidenceUnits('Sold index options to pension funds and bought them back at expiry.');
    expect(units.has(`w:${stemWord('selling')}`)).toBe(true);
    expect(units.has(`w:${stemWord('buying')}`)).toBe(true);
  });

  it('a line of other work keeps its own words', () => {
    const units = evidenceUnits('The band broke up and the shop was left empty.');
    expect(units.has(`w:${stemWord('break')}`)).toBe(false);
    expect(units.has(`w:${stemWord('leave')}`)).toBe(false);
  });
});
