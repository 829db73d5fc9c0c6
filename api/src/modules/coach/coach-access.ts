import type { UserProfile } from '@fcs/shared/entities';
import { coachAccess, tierInForce } from '@fcs/shared/tier-policy';
import type { AnyTier } from '@fcs/shared/plans';
import type { RunRole } from '@fcs/shared/workflows/common';
import type { Db } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import type { AuthUser } from '../../platform/auth';
import { loadProfileForAccess } from '../profile/access';
import { resolveRole } from '../workflows/resolve-role';

/** Who is asking the coach about which role, and what the plan gives them there. */
export type CoachCaller =
  | { kind: 'canned'; role: RunRole; user: AuthUser | null }
  | { kind: 'model'; role: RunRole; user: AuthUser; profile: UserProfile; tier: AnyTier; elite: boolean };

/**
 * Resolves the role (400 for an unknown id) and applies the coach's plan rule from the account alone: canned for
 * starter and for signed-out visitors on the free role, the model for a paid plan on a role it opens; 401 for a
 * signed-out visitor elsewhere, 403 naming the plan for a role outside the plan.
 */
export async function coachCaller(db: Db, user: AuthUser | undefined, jobId: string): Promise<CoachCaller> {
  const role = resolveRole({ jobId });
  const profile = user ? await loadProfileForAccess(db, user) : null;
  const access = coachAccess(profile, jobId);
  switch (access.kind) {
    case 'sign_in':
      throw AppError.unauthorized(access.message);
    case 'denied':
      throw AppError.forbidden(access.message);
    case 'canned':
      return { kind: 'canned', role, user: user ?? null };
    case 'model':
      return { kind: 'model', role, user: user!, profile: profile!, tier: tierInForce(profile), elite: access.elite };
  }
}
