import { DEFAULT_MAX_SIMULATIONS_FALLBACK, MAX_SIMULATIONS, getPlan, type AnyTier, type Tier } from './plans';
import { FREE_JOB_ID, QUIZ } from './constants';
import type { UserProfile } from './entities';
import { UPGRADE_TO_ELITE, VALIDATION } from './messages';
import { ROUTES, quizPath, simulationPath } from './routes';

/**
 * The plan rules in one place (spec sections 4 "Simulation access", "Selecting a job" and 6). The client uses
 * them to show what is open; the api uses the same functions to refuse, whatever the client does.
 */

/** The part of a profile the rules read. */
export type PolicyProfile = Pick<
  UserProfile,
  'subscriptionTier' | 'subscriptionStatus' | 'maxSimulations' | 'matchedJobs'
>;

export const FEATURES = ['resume_upload', 'resume_coaching', 'enhanced_endpoints', 'all_jobs'] as const;
export type Feature = (typeof FEATURES)[number];

/** Why a feature is refused, naming the plan that opens it. */
export const FEATURE_DENIED: Record<Feature, string> = {
  resume_upload: UPGRADE_TO_ELITE,
  resume_coaching: UPGRADE_TO_ELITE,
  enhanced_endpoints: 'Enhanced analysis with live web search is part of the Elite plan. Upgrade to Elite to use it.',
  all_jobs: 'The full catalogue of 130+ roles is part of the Elite plan. Upgrade to Elite to load every role.',
};

/** True when the profile's plan is paid for and in force. */
export function isActive(profile: PolicyProfile | null | undefined): profile is PolicyProfile {
  return profile?.subscriptionStatus === 'active';
}

/** Elite in force: every simulation, resume upload and coaching, enhanced endpoints, all jobs. */
export function isElite(profile: PolicyProfile | null | undefined): boolean {
  return isActive(profile) && (profile.subscriptionTier === 'elite' || profile.maxSimulations === -1);
}

/** The tier of the plan in force on the account: its tier while active, otherwise starter. */
export function tierInForce(profile: PolicyProfile | null | undefined): AnyTier {
  if (isElite(profile)) return 'elite';
  return isActive(profile) ? profile.subscriptionTier : 'starter';
}

/** Whether the profile's plan includes an elite-only feature. */
export function hasFeature(profile: PolicyProfile | null | undefined, _feature: Feature): boolean {
  // Every gated feature belongs to Elite today; the parameter keeps call sites explicit if that changes.
  return isElite(profile);
}

/** A completed quiz is what essential and pro simulations are chosen from. */
export function hasCompletedQuiz(profile: Pick<PolicyProfile, 'matchedJobs'> | null | undefined): boolean {
  return (profile?.matchedJobs.length ?? 0) > 0;
}

/**
 * How many matched simulations the plan opens: -1 for all, else the profile's maxSimulations, falling back to
 * the tier's count and then to the spec's default of 3.
 */
export function simulationLimit(profile: PolicyProfile | null | undefined): number {
  if (!isActive(profile)) return 0;
  if (isElite(profile)) return -1;
  if (profile.subscriptionTier === 'starter') return 0;
  if (profile.maxSimulations > 0) return profile.maxSimulations;
  const byTier = MAX_SIMULATIONS[profile.subscriptionTier];
  return byTier > 0 ? byTier : DEFAULT_MAX_SIMULATIONS_FALLBACK;
}

/**
 * Job ids the profile may open: 'all' for elite; otherwise the free role plus the top matches up to the plan's
 * limit (none of them when the quiz is not completed).
 */
export function allowedSimulationJobIds(profile: PolicyProfile | null | undefined): 'all' | string[] {
  if (isElite(profile)) return 'all';
  const ids = [FREE_JOB_ID];
  const limit = simulationLimit(profile);
  if (profile && limit > 0) {
    for (const job of profile.matchedJobs.slice(0, limit)) if (!ids.includes(job.job_id)) ids.push(job.job_id);
  }
  return ids;
}

export type DenialReason = 'missing_job' | 'sign_in_required' | 'no_active_plan' | 'quiz_required' | 'not_in_plan';

export type SimulationAccess =
  | { allowed: true }
  | {
      allowed: false;
      reason: DenialReason;
      /** Where the client sends the user (spec redirects; not_in_plan: the first job the plan opens). */
      redirectTo: string;
      /** The lowest plan that would open this job. */
      requiredTier: Tier;
      message: string;
    };

/** The lowest plan that opens jobId for this profile: essential within the top 3 matches, pro within 12, else elite. */
export function requiredTierFor(profile: PolicyProfile | null | undefined, jobId: string): Tier {
  if (jobId === FREE_JOB_ID) return 'starter';
  const rank = profile?.matchedJobs.findIndex((j) => j.job_id === jobId) ?? -1;
  if (rank >= 0 && rank < MAX_SIMULATIONS.essential) return 'essential';
  if (rank >= 0 && rank < Math.min(MAX_SIMULATIONS.pro, QUIZ.topMatches)) return 'pro';
  return 'elite';
}

function planName(tier: AnyTier): string {
  return tier === 'professional' || tier === 'premium' ? tier[0]!.toUpperCase() + tier.slice(1) : getPlan(tier).name;
}

/** Whether profile (null when signed out) may open the simulation of jobId, and where to go if not. */
export function canOpenSimulation(
  profile: PolicyProfile | null | undefined,
  jobId: string | null | undefined,
): SimulationAccess {
  if (jobId === FREE_JOB_ID) return { allowed: true };
  if (!jobId) {
    return {
      allowed: false,
      reason: 'missing_job',
      redirectTo: ROUTES.quiz,
      requiredTier: 'starter',
      message: 'Choose a role to simulate.',
    };
  }
  const requiredTier = requiredTierFor(profile, jobId);
  const needed = getPlan(requiredTier).name;
  if (!profile) {
    return {
      allowed: false,
      reason: 'sign_in_required',
      redirectTo: ROUTES.quiz,
      requiredTier,
      message: `Sign in and choose the ${needed} plan or higher to open this simulation. The Equity Research Analyst simulation is free.`,
    };
  }
  if (!isActive(profile)) {
    return {
      allowed: false,
      reason: 'no_active_plan',
      redirectTo: ROUTES.quiz,
      requiredTier,
      message: `This simulation needs the ${needed} plan or higher. The Equity Research Analyst simulation is free.`,
    };
  }
  if (isElite(profile)) return { allowed: true };
  if (!hasCompletedQuiz(profile)) {
    return {
      allowed: false,
      reason: 'quiz_required',
      redirectTo: quizPath({ required: true }),
      requiredTier,
      message: `Your ${planName(profile.subscriptionTier)} plan opens simulations from your quiz matches. Take the career quiz first.`,
    };
  }
  const allowed = allowedSimulationJobIds(profile);
  if (allowed === 'all' || allowed.includes(jobId)) return { allowed: true };
  const firstMatch = allowed.find((id) => id !== FREE_JOB_ID) ?? FREE_JOB_ID;
  return {
    allowed: false,
    reason: 'not_in_plan',
    redirectTo: simulationPath(firstMatch),
    requiredTier,
    message: `Your ${planName(profile.subscriptionTier)} plan includes ${simulationLimit(profile)} simulations from your top matches and this role is not one of them. Upgrade to ${needed} to open it.`,
  };
}

/**
 * Spec "Selecting a job" (a Try Simulation button): status active with maxSimulations above 0 or -1 goes to the
 * sandbox, otherwise the paywall opens. The free role always goes to the sandbox (it is open to everyone).
 */
export function selectJobDestination(
  profile: PolicyProfile | null | undefined,
  jobId: string,
): { kind: 'sandbox'; path: string } | { kind: 'paywall' } {
  if (jobId === FREE_JOB_ID) return { kind: 'sandbox', path: simulationPath(jobId) };
  if (isActive(profile) && (profile.maxSimulations > 0 || profile.maxSimulations === -1)) {
    return { kind: 'sandbox', path: simulationPath(jobId) };
  }
  return { kind: 'paywall' };
}

/** Why buying tier is refused for this profile (null when signed out), or null when it may be bought. */
export function purchaseRefusal(
  profile: PolicyProfile | null | undefined,
  signedIn: boolean,
  tier: Tier,
): string | null {
  if (tier === 'starter') return VALIDATION.starterNotPurchasable;
  if (!signedIn) return VALIDATION.signInToPurchase;
  if (tier === 'elite' && isElite(profile)) return 'You already have an active Elite subscription.';
  return null;
}

/** Where the payment success page goes once the plan is active: the remembered job, else /sandbox; signed out: /roles. */
export function paymentSuccessDestination(signedIn: boolean, pendingJobId: string | null | undefined): string {
  if (!signedIn) return ROUTES.quiz;
  return pendingJobId ? simulationPath(pendingJobId) : ROUTES.sandbox;
}

/** Settings is for signed-in users; everyone else goes home. */
export function settingsRedirect(signedIn: boolean): string | null {
  return signedIn ? null : ROUTES.home;
}

/** What the AI coach does for an account on a role (spec sections 4 and 6). */
export type CoachAccess =
  /** Starter, and signed-out visitors on the free role: the canned reply pointing to the quiz, no model call. */
  | { kind: 'canned' }
  /** A paid plan on a role it opens: the model answers (resume-aware and live-search workflows for elite). */
  | { kind: 'model'; elite: boolean }
  /** Signed out on a role other than the free one. */
  | { kind: 'sign_in'; message: string }
  /** A paid plan on a role it does not open: the message names the plan needed. */
  | { kind: 'denied'; message: string; requiredTier: Tier };

export const COACH_SIGN_IN_MESSAGE =
  'Please sign in to chat with the coach about this role. The Equity Research Analyst coach is free.';

/** The coach's rule for profile (null when signed out) on jobId; the api enforces it, the client mirrors it. */
export function coachAccess(profile: PolicyProfile | null | undefined, jobId: string): CoachAccess {
  if (!profile) return jobId === FREE_JOB_ID ? { kind: 'canned' } : { kind: 'sign_in', message: COACH_SIGN_IN_MESSAGE };
  if (tierInForce(profile) === 'starter') return { kind: 'canned' };
  const access = canOpenSimulation(profile, jobId);
  if (!access.allowed) return { kind: 'denied', message: access.message, requiredTier: access.requiredTier };
  return { kind: 'model', elite: isElite(profile) };
}
