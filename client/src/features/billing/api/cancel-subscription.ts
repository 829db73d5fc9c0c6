import { ZCancelSubscriptionResponse, type CancelSubscriptionResponse } from '@fcs/shared/billing';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** POST /api/billing/cancel-subscription: the elite subscription ends at the close of the paid period. */
export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return apiRequest('/billing/cancel-subscription', { method: 'POST', schema: ZCancelSubscriptionResponse });
}

/** Cancels the subscription; the session takes the profile the api answers with. */
export function useCancelSubscription() {
  const { setProfile } = useSession();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: (result) => setProfile(result.profile) });
}
