import { z } from 'zod';
import { LEGACY_TIERS, TIERS, type AnyTier, type Plan, type Tier } from './plan-catalogue';

export * from './plan-catalogue';

export const ZTier = z.enum(TIERS);
export const ZAnyTier = z.enum([...TIERS, ...LEGACY_TIERS]);

/** A plan as shown in the pricing grid, the paywall and Settings (spec section 3, "Plan"). */
export const ZPlan = z.object({
  id: ZTier,
  name: z.string().min(1),
  tagline: z.string().min(1),
  simulations: z.union([z.number().int().nonnegative(), z.literal('unlimited')]),
  price: z.number().nonnegative(),
  priceId: z.string().min(1).nullable(),
  features: z.array(z.string().min(1)).min(1),
  isSubscription: z.boolean(),
  popular: z.boolean(),
});

// The schemas and the catalogue's types describe the same values (a change to one side alone does not compile).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.infer<typeof ZTier>, Tier>,
  Same<z.infer<typeof ZAnyTier>, AnyTier>,
  Same<z.infer<typeof ZPlan>, Plan>,
] = [true, true, true];
void sameShapes;
