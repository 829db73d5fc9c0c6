import type { UserProfile } from '@fcs/shared/entities';
import { allowedSimulationJobIds, hasFeature, tierInForce } from '@fcs/shared/tier-policy';
import type { CoachRunView } from './coach-run-view';
import type { CoachChat } from './hooks/use-coach-chat';
import type { CoachWorkflow } from './hooks/use-coach-workflow';

/**
 * Everything a coach screen shows, put together by the page: the conversation and workflow hooks of this
 * feature, and the runs the runs feature follows for them (the reply streaming now, the workflow).
 */
export interface CoachState {
  uid: string | null;
  profile: UserProfile | null;
  chat: CoachChat;
  /** The run of the reply being streamed (chat.followRunId), or null. */
  replyRun: CoachRunView | null;
  workflow: CoachWorkflow;
  /** The workflow run (workflow.runId), or null. */
  workflowRun: CoachRunView | null;
  /** Why the workflow run cannot be shown (another account's, gone), or null. */
  workflowProblem: string | null;
  /** Opens the sign-in dialog (visitors), when the page has one. */
  onSignIn?: () => void;
}

/** What the plan in force opens for the coach (the api decides; this only chooses what to offer). */
export function coachAccess(profile: UserProfile | null, jobId: string | null) {
  const allowed = allowedSimulationJobIds(profile);
  const tier = tierInForce(profile);
  return {
    isElite: hasFeature(profile, 'resume_upload'),
    isStarter: tier === 'starter',
    /** The coach answers (for real or canned) on this role for this plan. */
    roleOpen: jobId !== null && (allowed === 'all' || allowed.includes(jobId)),
  };
}
