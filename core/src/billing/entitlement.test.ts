import { describe, expect, it } from 'vitest';
import { deriveEntitlement } from './entitlement';

const sub = (status: string, extra: Partial<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: string }> = {}) => ({
  id: `sub_${status}`,
  tier: 'elite' as const,
  status: status as never,
  cancelAtPeriodEnd: extra.cancelAtPeriodEnd ?? false,
  currentPeriodEnd: extra.currentPeriodEnd ?? '2030-01-01T00:00:00.000Z',
});

describe('deriveEntitlement', () => {
  it('when nothing was paid, then starter incomplete with 0 simulations', () => {
    expect(deriveEntitlement([], [])).toMatchObject({ tier: 'starter', status: 'incomplete', maxSimulations: 0 });
  });

  it('when essential then pro were bought, then the latest purchase (pro) applies with 12', () => {
    const e = deriveEntitlement(
      [
        { id: 'cs_b', tier: 'pro', paidAt: '2026-02-01T00:00:00.000Z' },
        { id: 'cs_a', tier: 'essential', paidAt: '2026-01-01T00:00:00.000Z' },
      ],
      [],
    );
    expect(e).toMatchObject({ tier: 'pro', status: 'active', maxSimulations: 12 });
  });

  it('when two purchases are dated the same second, then the higher plan applies whatever their ids', () => {
    const at = '2026-03-01T10:00:00.000Z';
    for (const [essentialId, proId] of [
      ['cs_a', 'cs_z'],
      ['cs_z', 'cs_a'],
    ])
      expect(
        deriveEntitlement(
          [
            { id: proId!, tier: 'pro', paidAt: at },
            { id: essentialId!, tier: 'essential', paidAt: at },
          ],
          [],
        ).tier,
      ).toBe('pro');
  });

  it('when an elite subscription is active, then elite unlimited, with its cancellation flag', () => {
    const e = deriveEntitlement(
      [{ id: 'cs_a', tier: 'pro', paidAt: '2026-01-01T00:00:00.000Z' }],
      [sub('active', { cancelAtPeriodEnd: true })],
    );
    expect(e).toMatchObject({
      tier: 'elite',
      status: 'active',
      maxSimulations: -1,
      cancelAtPeriodEnd: true,
      subscriptionId: 'sub_active',
    });
  });

  it('when the elite subscription ended, then an earlier one-time plan comes back; without one, cancelled', () => {
    expect(
      deriveEntitlement([{ id: 'cs_a', tier: 'pro', paidAt: '2026-01-01T00:00:00.000Z' }], [sub('canceled')]),
    ).toMatchObject({
      tier: 'pro',
      status: 'active',
    });
    expect(deriveEntitlement([], [sub('canceled')])).toMatchObject({
      tier: 'starter',
      status: 'cancelled',
      maxSimulations: 0,
    });
  });

  it('when the subscription payment failed, then past_due with no simulations', () => {
    expect(deriveEntitlement([], [sub('past_due')])).toMatchObject({
      tier: 'elite',
      status: 'past_due',
      maxSimulations: 0,
    });
  });
});
