/**
 * The plans as data (spec section 1), with no schema library: the landing page's pricing grid renders them without
 * loading zod. Their schemas (ZTier, ZAnyTier, ZPlan) are in plans.ts, which re-exports all of this.
 */

/** Subscription tiers sold today. Legacy tiers (professional, premium) only appear on old payment links. */
export const TIERS = ['starter', 'essential', 'pro', 'elite'] as const;
export type Tier = (typeof TIERS)[number];

export const LEGACY_TIERS = ['professional', 'premium'] as const;
export type AnyTier = Tier | (typeof LEGACY_TIERS)[number];

/** A plan as shown in the pricing grid, the paywall and Settings (spec section 3, "Plan"). */
export interface Plan {
  id: Tier;
  name: string;
  tagline: string;
  /** A number of simulations, or 'unlimited' (shown as ∞). 130 or more is shown as '130+'. */
  simulations: number | 'unlimited';
  /** Price in GBP; 0 for the free plan. */
  price: number;
  /** Name of the configuration entry holding the payment provider's price id; null for the free plan. */
  priceId: string | null;
  features: string[];
  isSubscription: boolean;
  popular: boolean;
}

export const CURRENCY = 'GBP' as const;

/** The four plans of spec section 1, in display order. */
export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    tagline: 'Try a real finance job, free',
    simulations: 1,
    price: 0,
    priceId: null,
    features: [
      'Career quiz with ranked role matches',
      'Equity Research Analyst simulation',
      'No card, no sign-up needed to try',
    ],
    isSubscription: false,
    popular: false,
  },
  {
    id: 'essential',
    name: 'Essential',
    tagline: 'Test-drive your top matches',
    simulations: 3,
    price: 4.99,
    priceId: 'essential',
    features: [
      '3 simulations from your top quiz matches',
      'AI coach who has done the job',
      'Analysis tools for each role',
      'One-time payment',
    ],
    isSubscription: false,
    popular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    tagline: 'Explore a broad shortlist',
    simulations: 12,
    price: 7.99,
    priceId: 'pro',
    features: [
      '12 simulations from your quiz matches',
      'AI coach who has done the job',
      'All analysis tools',
      'One-time payment',
    ],
    isSubscription: false,
    popular: false,
  },
  {
    id: 'elite',
    name: 'Elite',
    tagline: 'Every role, coached on your own CV',
    simulations: 'unlimited',
    price: 14.99,
    priceId: 'elite',
    features: [
      '130+ simulations: every role in the catalog',
      'Resume upload and resume-aware coaching',
      'Enhanced news, research and live-search workflows',
      'Monthly subscription, cancel any time',
    ],
    isSubscription: true,
    popular: true,
  },
];

/** maxSimulations stored on a profile for each tier; -1 means unlimited. */
export const MAX_SIMULATIONS: Record<AnyTier, number> = {
  starter: 0,
  essential: 3,
  pro: 12,
  elite: -1,
  professional: 6,
  premium: 12,
};

/** Legacy simulation counts shown for old tiers (spec section 9). */
export const LEGACY_SIMULATION_COUNTS = { starter: 3, professional: 6, premium: 12 } as const;
export const DEFAULT_MAX_SIMULATIONS_FALLBACK = 3;

export function getPlan(tier: Tier): Plan {
  const plan = PLANS.find((p) => p.id === tier);
  if (!plan) throw new Error(`Unknown tier ${tier}`);
  return plan;
}

/** How the grid shows a simulation count: '130+' for 130 or more, '∞' for unlimited. */
export function formatSimulations(simulations: Plan['simulations']): string {
  if (simulations === 'unlimited') return '∞';
  return simulations >= 130 ? '130+' : String(simulations);
}

/** '£4.99', 'Free' for 0. */
export function formatPrice(plan: Pick<Plan, 'price' | 'isSubscription'>): string {
  if (plan.price === 0) return 'Free';
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY }).format(plan.price);
  return plan.isSubscription ? `${amount}/month` : amount;
}

export function isPurchasable(plan: Plan): boolean {
  return plan.price > 0 && plan.priceId !== null;
}
