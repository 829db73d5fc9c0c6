import type { UserProfile } from '@fcs/shared/entities';
import { IDENTITY_ERRORS } from '@fcs/shared/messages';
import type { AuthUser } from '../../platform/auth';
import type { Queryable } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import { findProfile, insertProfileIfMissing, touchLastLogin } from './profile.repository';

export interface EnsureProfileOptions {
  /** Used only when the profile is created. */
  displayName?: string;
  marketingOptIn?: boolean;
  /** A sign-in: stamp lastLogin on an existing profile. */
  signIn?: boolean;
}

/**
 * The caller's profile, created on first sight as the spec's starter profile (tier starter, status incomplete,
 * maxSimulations 0). Works for every identity adapter: the uid is the adapter's.
 */
export async function ensureProfile(
  q: Queryable,
  user: AuthUser,
  options: EnsureProfileOptions = {},
): Promise<UserProfile> {
  const existing = await findProfile(q, user.uid);
  if (existing) return options.signIn ? ((await touchLastLogin(q, user.uid)) ?? existing) : existing;
  // One statement for a new user: the insert skips a uid or an e-mail already stored, and says nothing was stored
  // only when the e-mail is another profile's.
  const displayName = options.displayName?.trim() || user.displayName?.trim() || user.email.split('@')[0] || 'Member';
  const stored = await insertProfileIfMissing(q, {
    uid: user.uid,
    email: user.email,
    displayName: displayName.slice(0, 100),
    marketingOptIn: options.marketingOptIn ?? false,
  });
  if (!stored) {
    throw new AppError('conflict', IDENTITY_ERRORS['email-already-in-use']!, {
      email: IDENTITY_ERRORS['email-already-in-use']!,
    });
  }
  return stored.profile;
}
