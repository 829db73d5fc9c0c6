import { ZProfileResponse } from '@fcs/shared/accounts';
import type { UserProfile } from '@fcs/shared/entities';
import { fetchApi } from '../api-transport';

/** GET /api/profile with an explicit token (the session store calls it before the session is established). */
export function fetchProfile(token: string): Promise<UserProfile> {
  return fetchApi('/profile', { token, schema: ZProfileResponse });
}
