import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';

/**
 * A dealer's "two-way risk" is a risk price (issue 13, ADR 009, gapmk): quoting or showing two-way risk in bonds or
 * swaps is market-making. The FX Global Code named beside the orders, trades or fixes a dealer works under it is
 * its conduct standards. Sentences are the author's own.
 */
describe('dealers quoting two-way risk and working under the Global Code (issue 13, gapmk)', () => {
  it.each([
    'Quote two-way risk to LDI managers through the sales desk.',
    'Show risk prices to the credit sales team on new issues and secondary flow.',
    'Made two-way prices to real money accounts all day.',
  ])('reads "%s" as bond and swap pricing', (line) => {
    expect(evidenceUnits(line).has('c:bond_swap_pricing')).toBe(true);
  });

  it.each([
    'Report the risk on the bond book to the CRO every morning.',
    'Show the two-way traffic between the two databases on a dashboard.',
    'Made the risk committee pack for the rates desk.',
  ])('reads "%s" as no market-making', (line) => {
    expect(evidenceUnits(line).has('c:bond_swap_pricing')).toBe(false);
  });

  it.each([
    'Handle the 4pm fix for real money accounts in line with Global Code principles.',
    'Work large orders under the FX Global Code standards on last look and pre-hedging.',
  ])('reads "%s" as conduct standards', (line) => {
    expect(evidenceUnits(line).has('c:appropriateness')).toBe(true);
  });

  it.each([
    'Refactored the global code base of the payments app.',
    'Wrote global code review guidelines for the engineering team.',
  ])('reads "%s" as no conduct standards', (line) => {
    expect(evidenceUnits(line).has('c:appropriateness')).toBe(false);
  });
});
