import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';
import { unitCredit } from './test-cvs';

/**
 * A quant developer's pricing library and risk engine (issue 13, ADR 009, gapqd): the library, the engine, the
 * pricer or the pricing code the developer maintains is the skill; a front-office quant developing and calibrating
 * pricing models, or a support engineer looking after risk applications, shows its words ("pricing", "risk",
 * "development") but not the library. Sentences are the author's own.
 */
const SKILL = 'Pricing library and risk engine development';
const credit = (line: string) => unitCredit(SKILL, line);

describe('the pricing library and risk engine a quant developer builds (issue 13, gapqd)', () => {
  it.each([
    'Core contributor to the bank’s C++ pricing library for rates exotics.',
    'Moved the credit risk engine onto a compute grid.',
    'I look after the swaptions pricer and the intraday risk service the desk relies on.',
    'I wrote much of the FX options pricing code in C++ with Python wrappers.',
    'I rewrote the slow parts and wired them into the system the traders use to price their books.',
    'Ported the quants’ research prototypes into the production library.',
  ])('reads "%s" as the skill', (line) => {
    expect(credit(line)).toBe(1);
  });

  it.each([
    'Develop and calibrate pricing models for barrier options and support the risk managers.',
    'Lead a team supporting bond trading and risk applications, and development of monitoring.',
    'Developed a credit risk scorecard and priced new loan products.',
  ])('gives "%s" half at most', (line) => {
    expect(credit(line)).toBeLessThanOrEqual(0.5);
  });

  it.each([
    'I maintain the document library for the legal team.',
    'Looked after the village library and its lending service.',
    'I own the price list and the booking system for the salon.',
  ])('reads no quant library in other work: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:quant_library')).toBe(false);
  });
});
