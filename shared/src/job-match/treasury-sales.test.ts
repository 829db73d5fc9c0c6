import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';

/** Sentences are the author's own (issue 13, ADR 009, helper prec13). */
describe('selling treasury services to companies, written as sales of them (issue 13)', () => {
  it.each([
    'I lead sales of payments and liquidity services to multinational groups across Europe.',
    'Run sales of cash management solutions to mid-sized UK companies.',
    'Responsible for sales to multinationals of our card and collections products.',
  ])('reads "%s" as solution selling', (sentence) => {
    expect(evidenceUnits(sentence).has('c:solution_selling')).toBe(true);
  });

  it.each([
    'Sales of tickets to tourists rose by a fifth over the summer.',
    'I look after sales to walk-in customers on the shop floor.',
    'Tracked sales of our products in every store each week.',
    'Our multinational clients pay their invoices late, so I chase them.',
  ])('does not read "%s" as solution selling', (sentence) => {
    expect(evidenceUnits(sentence).has('c:solution_selling')).toBe(false);
  });
});
