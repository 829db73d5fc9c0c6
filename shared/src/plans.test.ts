import { describe, expect, it } from 'vitest';
import { formatPrice, formatSimulations, getPlan, isPurchasable, PLANS, ZPlan } from './plans';

describe('plans', () => {
  it('when listed, then they are the four tiers of the spec with GBP prices and one popular plan', () => {
    expect(PLANS.map((p) => [p.id, p.price, p.simulations, p.isSubscription])).toEqual([
      ['starter', 0, 1, false],
      ['essential', 4.99, 3, false],
      ['pro', 7.99, 12, false],
      ['elite', 14.99, 'unlimited', true],
    ]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['elite']);
    for (const plan of PLANS) expect(ZPlan.safeParse(plan).success).toBe(true);
  });

  it('when formatted, then prices are in pounds and counts follow the spec', () => {
    expect(PLANS.map(formatPrice)).toEqual(['Free', '£4.99', '£7.99', '£14.99/month']);
    expect(formatSimulations('unlimited')).toBe('∞');
    expect(formatSimulations(130)).toBe('130+');
    expect(formatSimulations(12)).toBe('12');
  });

  it('when the free plan is checked, then it cannot be purchased', () => {
    expect(isPurchasable(getPlan('starter'))).toBe(false);
    expect(isPurchasable(getPlan('elite'))).toBe(true);
  });
});
