import { ZProfileResponse, type ProfilePatch } from '@fcs/shared/accounts';
import type { UserProfile } from '@fcs/shared/entities';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** PATCH /api/profile: the user's own display name and marketing opt-in; nothing else can change here. */
export function updateProfile(patch: ProfilePatch): Promise<UserProfile> {
  return apiRequest('/profile', { method: 'PATCH', body: patch, schema: ZProfileResponse });
}

/** Saves a profile change; the session takes the profile the api answers with. */
export function useUpdateProfile() {
  const { setProfile } = useSession();
  return useMutation({ mutationFn: updateProfile, onSuccess: setProfile });
}

export interface RefreshedProfile {
  /** The profile now held: the one just read, the old one when the read failed, or null. */
  profile: UserProfile | null;
  /** Whether the read brought a new profile. */
  changed: boolean;
}

/** 'Refresh Profile': reads the profile again (spec section 8: a failure keeps the old one, it is not an error). */
export function useRefreshProfile() {
  const { profile, refreshProfile } = useSession();
  return useMutation({
    mutationFn: async (): Promise<RefreshedProfile> => {
      const after = await refreshProfile();
      return { profile: after, changed: after !== null && after !== profile };
    },
  });
}
