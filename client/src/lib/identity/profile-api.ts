import { ZProfileResponse } from '@fcs/shared/accounts';
import type { UserProfile } from '@fcs/shared/entities';
import { apiFetch } from '../api-client';

/** GET /api/profile with an explicit token (the session store calls it before the session is established). */
export function fetchProfile(token: string): Promise<UserProfile> {
  return apiFetch('/profile', { token, schema: ZProfileResponse });
}
