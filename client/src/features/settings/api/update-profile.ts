import { ZProfileResponse, type ProfilePatch } from '@fcs/shared/accounts';
import type { UserProfile } from '@fcs/shared/entities';
import { authFetch } from '../../../lib/auth-api';

/** PATCH /api/profile: the user's own display name and marketing opt-in; nothing else can change here. */
export function updateProfile(patch: ProfilePatch): Promise<UserProfile> {
  return authFetch('/profile', { method: 'PATCH', body: patch, schema: ZProfileResponse });
}
