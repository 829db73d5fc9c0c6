import type { UserProfile } from '@fcs/shared/entities';
import { LEGACY_SIMULATION_COUNTS, PLANS, TIERS, type AnyTier, type Tier } from '@fcs/shared/plan-catalogue';
import { simulationLimit } from '@fcs/shared/tier-policy';

/** The plan's display name; legacy tiers (professional, premium) keep their old names. */
export function planName(tier: AnyTier): string {
  const plan = PLANS.find((p) => p.id === tier);
  if (plan) return plan.name;
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

export function isCurrentTier(tier: AnyTier): tier is Tier {
  return (TIERS as readonly string[]).includes(tier);
}

/** 'Active' or 'Incomplete' (payment not completed yet). */
export function statusLabel(profile: Pick<UserProfile, 'subscriptionStatus'>): string {
  return profile.subscriptionStatus === 'active' ? 'Active' : 'Incomplete';
}

/** How many simulations the profile opens, in words: 'Unlimited (130+ roles)', '12 simulations', '1 free simulation'. */
export function allowanceLabel(
  profile: Pick<UserProfile, 'subscriptionTier' | 'subscriptionStatus' | 'maxSimulations' | 'matchedJobs'>,
): string {
  const limit = simulationLimit(profile);
  if (limit === -1) return 'Unlimited (130+ roles)';
  if (limit > 0) return `${limit} ${limit === 1 ? 'simulation' : 'simulations'}`;
  return '1 free simulation (Equity Research Analyst)';
}

/** Simulation count for a tier on the payment page, including the legacy counts of spec section 9. */
export function tierSimulationCount(tier: AnyTier, profile: Pick<UserProfile, 'maxSimulations'> | null): string {
  if (profile && isActiveCount(profile.maxSimulations)) {
    return profile.maxSimulations === -1 ? 'Unlimited (130+ roles)' : `${profile.maxSimulations} simulations`;
  }
  const plan = PLANS.find((p) => p.id === tier);
  if (plan) return plan.simulations === 'unlimited' ? 'Unlimited (130+ roles)' : `${plan.simulations} simulations`;
  return `${LEGACY_SIMULATION_COUNTS[tier as keyof typeof LEGACY_SIMULATION_COUNTS]} simulations`;
}

function isActiveCount(maxSimulations: number): boolean {
  return maxSimulations === -1 || maxSimulations > 0;
}
