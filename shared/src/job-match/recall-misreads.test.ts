import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';
import { lineCredit } from './test-cvs';

/**
 * Lines of one kind of work read as a skill of another (issue 13, helper misreads), each narrowed at its cause in
 * the data, with the real work still read in other words. Written from knowledge of the work, not copied from any
 * eval case.
 */

/** Each line must not read the concept (guards), or must read it (positives). */
function itReads(concept: string, positives: readonly string[], guards: readonly string[]): void {
  it.each([...positives])(`reads "%s" as ${concept}`, (line) => {
    expect(evidenceUnits(line).has(`c:${concept}`)).toBe(true);
  });
  it.each([...guards])(`does not read "%s" as ${concept}`, (line) => {
    expect(evidenceUnits(line).has(`c:${concept}`)).toBe(false);
  });
}

/**
 * A bank's relationship manager for start-ups meets founders too, to open their accounts and lend to them: meeting
 * founders or start-ups with the bank's products in the line is not a venture fund sourcing deals.
 */
describe('venture deal sourcing is not a bank winning start-ups as customers', () => {
  itReads(
    'deal_sourcing',
    [
      'Met founders at pitch nights and took the strongest to the partners.',
      'Met a dozen start-ups every week and shortlisted the ones worth backing.',
      'Found young companies through my network before other funds saw them.',
    ],
    [
      'Went to demo days to meet founders and open bank accounts for their start-ups.',
      'Met start-up founders at pitch events and signed them up for business current accounts.',
      'Met founders every week to open accounts and arrange lending for their companies.',
      'Covered 150 start-ups for the bank, from account opening to their first overdraft.',
    ],
  );
});

/**
 * "Bank" beside a rate rise is the Bank of England only when the line is not about a bank's own book: what a rise
 * would cost a lender (its earnings, its deposits and mortgages, its exposure) is interest rate risk in the
 * banking book, not monetary policy.
 */
describe('monetary policy is not what a rate rise costs a bank', () => {
  itReads(
    'monetary_policy',
    [
      'Forecast the Bank’s next interest rate decision for our clients.',
      'Explained what each Bank rate rise meant for growth and inflation.',
      'Predicted when the rate setters would cut rates and by how much.',
    ],
    [
      'Worked out how much the bank stood to lose if interest rates rise two points.',
      'Showed the board what a rate rise would do to the bank’s net interest income.',
      'Ran rate shock scenarios for the bank: what a sharp rise would do to the value of our deposits and mortgages.',
      'Set the bank’s savings rates after each rate cut and tracked how customers moved their money.',
    ],
  );

  it('gives an interest rate risk line no credit for policy knowledge', () => {
    expect(
      lineCredit(
        'bank_economist',
        'Monetary and fiscal policy knowledge',
        'Balance Sheet Analyst',
        'Estimated what the bank would lose on its fixed-rate loans if interest rates rise.',
      ),
    ).toBe(0);
  });
});

/**
 * A developer's track record is read where a lender looks at what a developer or builder has built: "track record"
 * alone (a CV's "proven track record", a fund's published track record, a project with none to look at) is not an
 * assessment of one, nor is a line saying there is none. A private equity sponsor's or a project sponsor's
 * previous deals are not a house builder's schemes; nor is "developer experience" (a software team's tooling) or a
 * software developer's previous projects at hiring.
 */
describe('developer track record needs a developer and an assessment of what it built', () => {
  itReads(
    'track_record',
    [
      'Assessed each developer’s track record and net worth before we lent.',
      'Vetted every builder’s track record on similar blocks of flats.',
      'Checked the developer’s previous schemes: did they finish on time and on budget?',
      'Looked at the borrower’s past developments and how quickly the homes sold.',
    ],
    [
      'The plant was new, so there was no track record to look at, only the offtake contracts.',
      'The developer was a first-timer with no track record to look at, so we leant on the contractor.',
      'Proven track record of winning and keeping corporate clients.',
      'Kept our published performance track record in line with the industry standard.',
      'Checked the sponsor’s previous deals and how its buyouts had performed.',
      'Assessed the sponsor’s track record of building and running wind farms.',
      'Improved developer experience on our internal data platform.',
      'Checked the developers’ previous projects before hiring them onto the team.',
    ],
  );

  it('gives a project finance line of no track record only the weak credit of shared words', () => {
    const credit = (title: string, line: string) =>
      lineCredit('development_finance_manager', 'Developer track record assessment', title, line);
    // "track record" shares two of the skill's words (half credit at most); the assessment itself reads in full.
    expect(
      credit('Project Finance Analyst', 'Each plant was yet to be built, so there was no track record to look at.'),
    ).toBeLessThan(0.5);
    expect(credit('Lending Manager', 'Assessed each developer’s track record before we lent.')).toBe(1);
  });
});
