import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';
import { unitCredit as credit } from './test-cvs';

/**
 * Neighbouring work read as what it is (issue 13, helper neighbours): a concept named after a requirement's "for" is
 * the field the work serves, and everyday words (a student's placement, the options open to a family, the carbon
 * price, a stake in a company, a review of advice for suitability) are not the finance work that shares them. Each
 * reading has lines it must still read and at least as many lines of other work it must not. Sentences are the
 * author's own.
 */

const reads = (line: string, concept: string) => evidenceUnits(line).has(`c:${concept}`);

describe('a concept after "for" is the field the work serves (issue 13)', () => {
  const skill = 'Data analytics tools for audit';
  it.each([
    'Led the year-end audit of a listed retailer and cleared the review points.',
    'Audited charities and housing associations for six years.',
    'Ran the interim and final audit visits for a manufacturing group.',
    'Planned and audited the group reporting packs of three subsidiaries.',
  ])('gives audit alone a third at most of "Data analytics tools for audit": "%s"', (line) => {
    expect(credit(skill, line)).toBeLessThanOrEqual(0.3);
  });

  it.each([
    'Ran every journal in the ledger through Alteryx to pick out unusual postings on the audit.',
    'Built data analytics routines for our audit clients and tested whole populations of sales.',
    'Used audit analytics on the full population of journals instead of a sample for each audit.',
  ])('still reads the analytics with the audit in full: "%s"', (line) => {
    expect(credit(skill, line)).toBe(1);
  });

  it('keeps plain words after "for" as the work they name ("pricing" in numerical methods for derivatives pricing)', () => {
    expect(
      credit('Numerical methods for derivatives pricing', 'Built the rates derivatives pricing library in C++.'),
    ).toBe(1);
  });
});

describe('everyday words of other work are not the finance work sharing them (issue 13)', () => {
  it.each([
    'Supervised nursing students on their ward placements.',
    'Organised work placements for Year 10 pupils at local employers.',
    'Arranged US private placements for mid-market issuers.',
    'Found placements for foster children with local carers.',
  ])('reads no negotiating with underwriters in "%s"', (line) => {
    expect(reads(line, 'underwriter_negotiation')).toBe(false);
  });

  it.each([
    "Negotiated placements with Lloyd's syndicates for a marine fleet.",
    'Ran the renewal placement of a cyber programme across three insurers.',
    'Handled the placement of property risks in the London market.',
  ])('still reads the broker\'s placing in "%s"', (line) => {
    expect(reads(line, 'underwriter_negotiation')).toBe(true);
  });

  it.each([
    'Worked out the options with the family and wrote them up.',
    'Compared the mortgage options on price and term.',
    'Set out the equity release options for each client.',
    'Discussed options for the future of the business with the owners.',
    'Explained the retirement options open to each scheme member.',
    'Compared supplier options on price and quality for the new canteen.',
    'Explained the income protection options if their earnings fall.',
    'Valued the options for the site against the council plan and the scheme budget.',
    'Weighed up the options and made a lot of progress with the board.',
  ])('reads no derivatives in "%s"', (line) => {
    expect(reads(line, 'derivatives_products')).toBe(false);
  });

  it.each([
    'Traded index options for the flow desk.',
    'Made markets in listed equity options.',
    'Delta hedged a book of exotic option positions.',
    'Ran the FX options book in London.',
    'Hedged the portfolio with interest rate futures.',
    'Compared Monte Carlo and tree schemes for pricing Bermudan options.',
    'Offered exporters options that protect them if the exchange rate moves against them.',
  ])('still reads the derivatives in "%s"', (line) => {
    expect(reads(line, 'derivatives_products')).toBe(true);
  });

  it.each([
    'Estimated the carbon price for the project appraisal.',
    "Calculated the impact of a higher carbon tax on the airline's margins.",
    'Reported the carbon credits the refinery bought each year.',
    'Estimated how the price of carbon would move the power curve.',
  ])('reads no carbon accounting in "%s"', (line) => {
    expect(reads(line, 'carbon_accounting')).toBe(false);
  });

  it.each([
    'Measured the carbon footprint of the loan book.',
    'Estimated scope 3 emissions for our holdings.',
    'Calculated the emissions of each portfolio company.',
  ])('still reads carbon accounting in "%s"', (line) => {
    expect(reads(line, 'carbon_accounting')).toBe(true);
  });
});

describe('a stake in a company is not staking tokens (issue 13)', () => {
  it.each([
    'Led the model for buying a minority stake in a wind farm.',
    'Took minority stakes in three software companies.',
    'Sold our stake in the care home group to a trade buyer.',
  ])('reads no token economics in "%s"', (line) => {
    expect(reads(line, 'token_economics')).toBe(false);
  });

  it.each([
    "Ran staking for the exchange's ether holdings.",
    'Analysed staking rewards across proof-of-stake networks.',
  ])('still reads staking in "%s"', (line) => {
    expect(reads(line, 'token_economics')).toBe(true);
  });
});

describe('reviewing advice for suitability is not writing the suitability report (issue 13)', () => {
  const skill = 'Suitability report writing';
  it.each([
    'Checked advice files for suitability and disclosure.',
    'Tested whether the advice met the COBS 9 rules.',
    'Rated 60 advice files a quarter on suitability.',
  ])('gives "%s" a third at most of suitability report writing', (line) => {
    expect(credit(skill, line)).toBeLessThanOrEqual(0.35);
  });

  it.each([
    'Drafted suitability letters for pension transfer advice.',
    "Wrote the suitability reports for the firm's four advisers.",
  ])('still reads the report writing in "%s"', (line) => {
    expect(credit(skill, line)).toBe(1);
  });

  it('still reads suitability itself where a role asks for it', () => {
    expect(reads('Held annual suitability reviews with each client.', 'suitability_assessment')).toBe(true);
    expect(reads('Wrote suitability reports for the advisers.', 'suitability_assessment')).toBe(true);
  });
});
