import { ZPurchasableTier, type PurchasableTier } from '@fcs/shared/billing';
import { z } from 'zod';

/** sessionStorage key of the plan (and job) chosen in the paywall before signing up (spec section 4, "Paywall"). */
export const PAYWALL_SELECTION_KEY = 'fcs.paywall.selection';

const ZPaywallSelection = z.object({ tier: ZPurchasableTier, jobId: z.string().min(1).nullable() });
export type PaywallSelection = z.infer<typeof ZPaywallSelection>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the chosen plan and job while the user signs up. */
export function rememberSelection(tier: PurchasableTier, jobId: string | null): void {
  try {
    storage()?.setItem(PAYWALL_SELECTION_KEY, JSON.stringify({ tier, jobId }));
  } catch {
    // Storage blocked: the modal still holds the choice in memory for this flow.
  }
}

export function readSelection(): PaywallSelection | null {
  const raw = storage()?.getItem(PAYWALL_SELECTION_KEY);
  if (!raw) return null;
  try {
    const parsed = ZPaywallSelection.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearSelection(): void {
  storage()?.removeItem(PAYWALL_SELECTION_KEY);
}
