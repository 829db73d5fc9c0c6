import { ZProfilePatch } from '@fcs/shared/accounts';
import type { UserProfile } from '@fcs/shared/entities';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { ensureProfile } from './ensure-profile';
import { updateOwnFields } from './profile.repository';

/** Changes the caller's own display name and marketing opt-in; any other field is refused with 400. */
export async function updateProfile(db: Db, user: AuthUser, body: unknown): Promise<UserProfile> {
  const patch = parseInput(ZProfilePatch, body);
  await ensureProfile(db, user);
  const updated = await updateOwnFields(db, user.uid, patch);
  if (!updated) throw AppError.notFound('Profile not found');
  return updated;
}
