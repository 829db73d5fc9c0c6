import { describe, expect, it } from 'vitest';
import { requirementCoverage, requirementUnits, evidenceUnits } from './evidence-text';

/**
 * Work done for a desk, or on a rated company's behalf, is not the desk's or the rater's work (issue 13, ADR 009,
 * markets): the desks a support team serves are named by what they trade, the prices valuation control checks are
 * the desk's prices, and the agencies a company's reporting team answers are the ones who rate. Sentences are the
 * author's own.
 */
const credit = (skill: string, line: string) =>
  Math.min(1, requirementCoverage(requirementUnits(skill), evidenceUnits(line)).share / 0.6);

describe('the desks support work is for (issue 13, markets)', () => {
  const EXECUTION = 'Order execution and algorithm selection';
  it.each([
    'Run a small team supporting the delta one and program trading desks in London.',
    'Operations support for the program trading desk, fixing breaks before the close.',
    'Controller for the cash equities and program trading desks across Europe.',
  ])('reads "%s" as no execution of orders', (line) => {
    expect(evidenceUnits(line).has('c:order_execution')).toBe(false);
    expect(credit(EXECUTION, line)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    'Ran the program trading desk, executing client baskets through our algorithms.',
    'Sat on the program trading desk for three years working client orders.',
    'Moved across to the program trading desk after two years in support.',
  ])('still reads the person on the desk: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:order_execution')).toBe(true);
  });

  it('keeps the desk a graduate rotated through when the support comes later in the line', () => {
    const line = 'Spent a year across the options desks, helping with risk checks and pricing small tickets.';
    expect(evidenceUnits(line).has('w:option')).toBe(true);
  });
});

describe('the prices valuation control checks (issue 13, markets)', () => {
  const PRICING = 'Bond and swap pricing';
  it.each([
    'Monthly IPV of gilt prices and swap curves against broker quotes.',
    'Check bond prices from the desk against consensus at each month end.',
  ])('reads "%s" as no pricing of bonds', (line) => {
    expect(credit(PRICING, line)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    'Quoted gilt prices to pension fund clients and checked the risk after each trade.',
    'Price bonds and swaps for real-money clients on the sterling desk.',
  ])('still reads the trader pricing: "%s"', (line) => {
    expect(credit(PRICING, line)).toBeGreaterThanOrEqual(0.8);
  });
});

describe('the raters a rated company answers (issue 13, markets)', () => {
  const METHOD = 'Applying a ratings methodology consistently';
  it.each([
    'Responded to the ESG rating agencies on behalf of the group every spring.',
    'Answer ESG ratings providers and investor surveys about our climate targets.',
    'Respond to rating agencies and prepare the annual credit presentation with the treasurer.',
  ])('reads "%s" as no rating of her own', (line) => {
    const units = evidenceUnits(line);
    expect(units.has('c:esg_methodology')).toBe(false);
    expect(units.has('c:rating_methodology')).toBe(false);
    expect(credit(METHOD, line)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    'Score retailers under our ESG ratings methodology and defend each score at committee.',
    'Responded to issuer challenges on our ESG ratings by re-reading their disclosures.',
    'Analyst at an ESG rating agency, applying the house methodology to forty utilities.',
  ])('still reads the rater: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:esg_methodology')).toBe(true);
  });
});
