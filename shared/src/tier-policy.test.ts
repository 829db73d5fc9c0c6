import { describe, expect, it } from 'vitest';
import { FREE_JOB_ID } from './constants';
import {
  allowedSimulationJobIds,
  canOpenSimulation,
  coachAccess,
  COACH_SIGN_IN_MESSAGE,
  hasFeature,
  isElite,
  paymentSuccessDestination,
  purchaseRefusal,
  requiredTierFor,
  selectJobDestination,
  settingsRedirect,
  simulationLimit,
  type PolicyProfile,
} from './tier-policy';
import { UPGRADE_TO_ELITE, VALIDATION } from './messages';

const matches = Array.from({ length: 14 }, (_, i) => ({
  job_id: `job_${i + 1}`,
  title: `Job ${i + 1}`,
  match: 98 - i,
}));

function profile(overrides: Partial<PolicyProfile> = {}): PolicyProfile {
  return {
    subscriptionTier: 'starter',
    subscriptionStatus: 'incomplete',
    maxSimulations: 0,
    matchedJobs: [],
    ...overrides,
  };
}
const essential = profile({
  subscriptionTier: 'essential',
  subscriptionStatus: 'active',
  maxSimulations: 3,
  matchedJobs: matches,
});
const pro = profile({
  subscriptionTier: 'pro',
  subscriptionStatus: 'active',
  maxSimulations: 12,
  matchedJobs: matches,
});
const elite = profile({ subscriptionTier: 'elite', subscriptionStatus: 'active', maxSimulations: -1 });

describe('canOpenSimulation', () => {
  it('when anyone (even signed out) opens the free role, then it is allowed', () => {
    for (const p of [null, profile(), essential, pro, elite])
      expect(canOpenSimulation(p, FREE_JOB_ID)).toEqual({ allowed: true });
  });

  it('when no job id is given, then it redirects to /roles', () => {
    expect(canOpenSimulation(elite, '')).toMatchObject({ allowed: false, reason: 'missing_job', redirectTo: '/roles' });
  });

  it('when signed out, then another role redirects to /roles and names the plan needed', () => {
    const access = canOpenSimulation(null, 'job_5');
    expect(access).toMatchObject({
      allowed: false,
      reason: 'sign_in_required',
      redirectTo: '/roles',
      requiredTier: 'elite',
    });
  });

  it('when a starter opens another role, then it is refused with no_active_plan', () => {
    const access = canOpenSimulation(profile({ matchedJobs: matches }), 'job_1');
    expect(access).toMatchObject({
      allowed: false,
      reason: 'no_active_plan',
      redirectTo: '/roles',
      requiredTier: 'essential',
    });
    if (!access.allowed) expect(access.message).toContain('Essential');
  });

  it('when essential has no completed quiz, then it goes to /roles?required=true', () => {
    const access = canOpenSimulation({ ...essential, matchedJobs: [] }, 'job_1');
    expect(access).toMatchObject({ allowed: false, reason: 'quiz_required', redirectTo: '/roles?required=true' });
  });

  it('when pro has no completed quiz, then it goes to /roles?required=true', () => {
    expect(canOpenSimulation({ ...pro, matchedJobs: [] }, 'job_1')).toMatchObject({ reason: 'quiz_required' });
  });

  it('when essential opens its top 3 matches, then they are allowed and the 4th is refused naming Pro', () => {
    for (const id of ['job_1', 'job_2', 'job_3']) expect(canOpenSimulation(essential, id).allowed).toBe(true);
    const access = canOpenSimulation(essential, 'job_4');
    expect(access).toMatchObject({
      allowed: false,
      reason: 'not_in_plan',
      requiredTier: 'pro',
      redirectTo: '/sandbox/job_1',
    });
    if (!access.allowed) expect(access.message).toMatch(/Upgrade to Pro/);
  });

  it('when pro opens its top 12 matches, then they are allowed and the 13th is refused naming Elite', () => {
    for (let i = 1; i <= 12; i++) expect(canOpenSimulation(pro, `job_${i}`).allowed).toBe(true);
    expect(canOpenSimulation(pro, 'job_13')).toMatchObject({
      allowed: false,
      reason: 'not_in_plan',
      requiredTier: 'elite',
    });
    expect(canOpenSimulation(pro, 'not_a_match')).toMatchObject({ allowed: false, requiredTier: 'elite' });
  });

  it('when elite opens any role, then it is allowed, quiz or not', () => {
    expect(canOpenSimulation(elite, 'anything_at_all')).toEqual({ allowed: true });
  });

  it('when a paid plan is not active (past due, cancelled), then only the free role opens', () => {
    expect(canOpenSimulation({ ...elite, subscriptionStatus: 'cancelled' }, 'job_1')).toMatchObject({
      reason: 'no_active_plan',
    });
    expect(canOpenSimulation({ ...pro, subscriptionStatus: 'past_due' }, 'job_1')).toMatchObject({
      reason: 'no_active_plan',
    });
  });

  it('when a legacy premium profile is active with 12 simulations, then its top 12 open', () => {
    const premium = profile({
      subscriptionTier: 'premium',
      subscriptionStatus: 'active',
      maxSimulations: 12,
      matchedJobs: matches,
    });
    expect(canOpenSimulation(premium, 'job_12').allowed).toBe(true);
    expect(canOpenSimulation(premium, 'job_13').allowed).toBe(false);
  });
});

describe('allowedSimulationJobIds and simulationLimit', () => {
  it('when starter, then only the free role', () => {
    expect(allowedSimulationJobIds(profile({ matchedJobs: matches }))).toEqual([FREE_JOB_ID]);
    expect(allowedSimulationJobIds(null)).toEqual([FREE_JOB_ID]);
    expect(simulationLimit(profile())).toBe(0);
  });

  it('when essential, then the free role and the top 3 matches', () => {
    expect(allowedSimulationJobIds(essential)).toEqual([FREE_JOB_ID, 'job_1', 'job_2', 'job_3']);
  });

  it('when pro, then the free role and the top 12 matches', () => {
    const ids = allowedSimulationJobIds(pro);
    expect(ids).toHaveLength(13);
    expect(ids).toContain('job_12');
    expect(ids).not.toContain('job_13');
  });

  it('when a match is the free role, then it is not listed twice', () => {
    const ids = allowedSimulationJobIds({
      ...essential,
      matchedJobs: [{ job_id: FREE_JOB_ID, title: 'ERA', match: 90 }, ...matches],
    });
    expect(ids).toEqual([FREE_JOB_ID, 'job_1', 'job_2']);
  });

  it('when an active paid profile has no maxSimulations, then the tier count applies', () => {
    expect(simulationLimit({ ...pro, maxSimulations: 0 })).toBe(12);
  });

  it('when elite, then all', () => {
    expect(allowedSimulationJobIds(elite)).toBe('all');
    expect(simulationLimit(elite)).toBe(-1);
  });
});

describe('features', () => {
  it('when elite is active, then every elite feature is on', () => {
    expect(isElite(elite)).toBe(true);
    for (const f of ['resume_upload', 'resume_coaching', 'enhanced_endpoints', 'all_jobs'] as const)
      expect(hasFeature(elite, f)).toBe(true);
  });

  it('when starter, essential, pro, signed out or a cancelled elite, then no elite feature', () => {
    for (const p of [null, profile(), essential, pro, { ...elite, subscriptionStatus: 'cancelled' as const }]) {
      expect(isElite(p)).toBe(false);
      expect(hasFeature(p, 'resume_upload')).toBe(false);
    }
  });
});

describe('selectJobDestination', () => {
  it('when active with simulations left, then the sandbox', () => {
    expect(selectJobDestination(essential, 'job_2')).toEqual({ kind: 'sandbox', path: '/sandbox/job_2' });
    expect(selectJobDestination(elite, 'job_99')).toEqual({ kind: 'sandbox', path: '/sandbox/job_99' });
  });

  it('when starter, incomplete, or signed out, then the paywall (except the free role)', () => {
    expect(selectJobDestination(profile(), 'job_2')).toEqual({ kind: 'paywall' });
    expect(selectJobDestination(null, 'job_2')).toEqual({ kind: 'paywall' });
    expect(selectJobDestination({ ...pro, maxSimulations: 0 }, 'job_2')).toEqual({ kind: 'paywall' });
    expect(selectJobDestination(null, FREE_JOB_ID)).toEqual({ kind: 'sandbox', path: `/sandbox/${FREE_JOB_ID}` });
  });
});

describe('purchases and redirects', () => {
  it('when buying starter, then refused; signed out, then asked to sign in; elite twice, then refused', () => {
    expect(purchaseRefusal(null, false, 'starter')).toBe(VALIDATION.starterNotPurchasable);
    expect(purchaseRefusal(null, false, 'pro')).toBe(VALIDATION.signInToPurchase);
    expect(purchaseRefusal(elite, true, 'elite')).toMatch(/already/);
    expect(purchaseRefusal(profile(), true, 'pro')).toBeNull();
  });

  it('when the payment page finishes, then it goes to the pending job, else /sandbox, or /roles when signed out', () => {
    expect(paymentSuccessDestination(true, 'job_3')).toBe('/sandbox/job_3');
    expect(paymentSuccessDestination(true, null)).toBe('/sandbox');
    expect(paymentSuccessDestination(false, 'job_3')).toBe('/roles');
  });

  it('when settings is opened signed out, then home', () => {
    expect(settingsRedirect(false)).toBe('/');
    expect(settingsRedirect(true)).toBeNull();
  });

  it('when ranking decides the plan needed, then top 3 essential, top 12 pro, else elite', () => {
    expect(requiredTierFor(pro, 'job_3')).toBe('essential');
    expect(requiredTierFor(pro, 'job_4')).toBe('pro');
    expect(requiredTierFor(pro, 'job_13')).toBe('elite');
    expect(UPGRADE_TO_ELITE).toContain('Elite');
  });
});

describe('the coach', () => {
  it('when signed out, then canned on the free role and sign in elsewhere', () => {
    expect(coachAccess(null, FREE_JOB_ID)).toEqual({ kind: 'canned' });
    expect(coachAccess(null, 'job_1')).toEqual({ kind: 'sign_in', message: COACH_SIGN_IN_MESSAGE });
  });

  it('when on starter, or a paid plan that is not active, then canned on every role', () => {
    expect(coachAccess(profile(), FREE_JOB_ID)).toEqual({ kind: 'canned' });
    expect(coachAccess(profile({ matchedJobs: matches }), 'job_1')).toEqual({ kind: 'canned' });
    expect(coachAccess({ ...pro, subscriptionStatus: 'cancelled' }, 'job_1')).toEqual({ kind: 'canned' });
  });

  it('when on a paid plan, then the model on the roles it opens and a refusal naming the plan elsewhere', () => {
    expect(coachAccess(essential, 'job_3')).toEqual({ kind: 'model', elite: false });
    expect(coachAccess(essential, FREE_JOB_ID)).toEqual({ kind: 'model', elite: false });
    const denied = coachAccess(essential, 'job_4');
    expect(denied).toMatchObject({ kind: 'denied', requiredTier: 'pro' });
    expect(denied.kind === 'denied' && denied.message).toMatch(/Upgrade to Pro/);
    expect(coachAccess(pro, 'job_13')).toMatchObject({ kind: 'denied', requiredTier: 'elite' });
    expect(coachAccess(elite, 'job_13')).toEqual({ kind: 'model', elite: true });
  });
});
