import { ZCancelSubscriptionResponse, type CancelSubscriptionResponse } from '@fcs/shared/billing';
import { authFetch } from '../../../lib/auth-api';

/** POST /api/billing/cancel-subscription: the elite subscription ends at the close of the paid period. */
export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return authFetch('/billing/cancel-subscription', { method: 'POST', schema: ZCancelSubscriptionResponse });
}
