import type { UserProfile } from '@fcs/shared/entities';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import { ensureProfile } from './ensure-profile';

/** The caller's profile; created as a starter profile on first sight (e.g. the first call with a Firebase token). */
export function getProfile(db: Db, user: AuthUser): Promise<UserProfile> {
  return ensureProfile(db, user);
}
