import type { UserProfile } from '@fcs/shared/entities';
import { coachAccess, hasFeature, tierInForce } from '@fcs/shared/tier-policy';
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

/** What the plan in force opens for the coach on a role (the api decides with the same rule; this chooses what to offer). */
export function coachScreenAccess(profile: UserProfile | null, jobId: string | null) {
  const access = jobId ? coachAccess(profile, jobId) : null;
  return {
    isElite: hasFeature(profile, 'resume_upload'),
    isStarter: tierInForce(profile) === 'starter',
    /** Why the coach will not answer on this role (sign in, or the plan needed), or null. */
    refusal: access?.kind === 'sign_in' || access?.kind === 'denied' ? access.message : null,
  };
}
