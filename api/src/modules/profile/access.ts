import type { RequestHandler } from 'express';
import type { UserProfile } from '@fcs/shared/entities';
import { FEATURE_DENIED, canOpenSimulation, hasFeature, type Feature } from '@fcs/shared/tier-policy';
import { currentUser, type AuthUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import { ensureProfile } from './ensure-profile';

/** The caller's profile for an access decision (created as starter when missing). */
export function loadProfileForAccess(db: Db, user: AuthUser): Promise<UserProfile> {
  return ensureProfile(db, user);
}

/** Throws 403 naming the plan needed unless the profile includes the feature. */
export function assertFeature(profile: UserProfile | null, feature: Feature): void {
  if (!hasFeature(profile, feature)) throw AppError.forbidden(FEATURE_DENIED[feature]);
}

/** Throws 403 with a message naming the plan needed unless the profile (null: signed out) may open jobId. */
export function assertCanOpenSimulation(profile: UserProfile | null, jobId: string): void {
  const access = canOpenSimulation(profile, jobId);
  if (!access.allowed) throw AppError.forbidden(access.message);
}

/**
 * Express guard for elite-only endpoints: 401 when signed out, 403 with the plan's message when the caller's
 * plan lacks the feature. The loaded profile is left in res.locals.profile for the handler.
 */
export function requireFeature(db: Db, feature: Feature): RequestHandler {
  return async (req, res, next) => {
    const profile = await loadProfileForAccess(db, currentUser(req));
    assertFeature(profile, feature);
    res.locals.profile = profile;
    next();
  };
}
