import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';
import { unitCredit as credit } from './test-cvs';

/**
 * Documents of writing the person reviews or approves are not her writing (issue 13, ADR 009, gapcredit): a
 * second-line credit approver reads and sanctions the credit papers relationship teams write, an audit committee
 * member reads the auditors' reports. And a credit analyst's own words for the ratios and the liquidity she
 * forecasts. Sentences are the author's own.
 */
const COMMENTARY = 'Writing fast new-issue commentary';
const REVIEWING = 'Reviewing and challenging credit applications';
const METRICS = 'Credit metrics and leverage analysis';
const LIQUIDITY = 'Cash flow and liquidity modelling';

describe('documents of writing reviewed or approved (issue 13, gapcredit)', () => {
  it.each([
    'Independent approval and challenge of credit submissions from the mid-market lending teams.',
    'I sanction around 150 lending proposals a year within my personal authority.',
    'Review credit papers brought by coverage bankers before they go to committee.',
    'As an audit committee member I read the external audit reports and question the partner.',
  ])('reads no writing in "%s"', (line) => {
    expect(evidenceUnits(line).has('c:write')).toBe(false);
    expect(credit(COMMENTARY, line)).toBeLessThanOrEqual(0.2);
  });

  it.each([
    'Independent approval and challenge of credit submissions from the mid-market lending teams.',
    'Review credit papers brought by coverage bankers before they go to committee.',
  ])('still reads the approver reviewing credit applications: "%s"', (line) => {
    expect(credit(REVIEWING, line)).toBe(1);
  });

  it.each([
    'Drafted credit papers for the lending committee on new facilities.',
    'Prepared and reviewed the annual credit submissions for my portfolio of borrowers.',
    'Wrote the audit reports for three listed clients.',
  ])('still reads the author writing: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:write')).toBe(true);
  });
});

describe('an authority to decide (issue 13, gapcredit)', () => {
  it.each([
    'Decide loans up to £25m within my delegated authority.',
    'Liaised with the local authorities on the planning consent.',
  ])('reads no writing in "%s"', (line) => {
    expect(evidenceUnits(line).has('c:write')).toBe(false);
  });

  it('still reads an author writing', () => {
    expect(evidenceUnits('Authored the quarterly outlook for our bond funds.').has('c:write')).toBe(true);
  });
});

describe('a credit analyst’s ratios and liquidity forecasts (issue 13, gapcredit)', () => {
  it.each([
    'Forecast FFO/debt and RCF/net debt for every issuer I follow.',
    'Track debt/EBITDA and EBITDA/interest against the agencies’ downgrade thresholds.',
  ])('reads credit metrics in "%s"', (line) => {
    expect(credit(METRICS, line)).toBe(1);
  });

  it.each([
    'Project liquidity and leverage for each name over the next two years.',
    'I build liquidity forecasts beside the gearing and interest cover of each borrower.',
  ])('reads liquidity modelling in "%s"', (line) => {
    expect(credit(LIQUIDITY, line)).toBe(1);
  });

  it.each([
    'Model FFO, debt maturities and NAV for listed REITs.',
    'Produce the daily liquidity forecasts and the leverage ratio return for ALCO.',
    'Prepared the group’s cash and liquidity forecasts for the treasurer.',
  ])('reads no credit analyst’s liquidity modelling in "%s"', (line) => {
    expect(evidenceUnits(line).has('c:liquidity_analysis')).toBe(false);
  });

  it('reads no credit ratio in a REIT analyst’s earnings and debt', () => {
    expect(evidenceUnits('Model FFO, debt maturities and NAV for listed REITs.').has('c:credit_metrics')).toBe(false);
  });
});

describe('a valuer drafting the valuations of shares and businesses (issue 13, gapcredit)', () => {
  const REPORT = 'Valuation report writing';

  it.each([
    'Drafted share valuations for employee schemes and agreed them with HMRC.',
    'Write up the valuation of each private company stake for the auditors.',
    'I draft goodwill and brand valuations for acquisitions by listed clients.',
  ])('reads valuation report writing in "%s"', (line) => {
    expect(credit(REPORT, line)).toBe(1);
  });

  it.each([
    'Drafted the valuation policy for the company’s pension scheme.',
    'Drafted the completion accounts while the valuation was under way.',
    'Drafted share purchase agreements after the valuation was agreed.',
  ])('reads no valuation report in "%s"', (line) => {
    expect(evidenceUnits(line).has('c:valuation_report')).toBe(false);
  });
});
