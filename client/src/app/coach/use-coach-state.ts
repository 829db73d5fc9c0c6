import { coachAccess } from '@fcs/shared/tier-policy';
import { useContext } from 'react';
import { useCoachChat } from '../../features/coach/hooks/use-coach-chat';
import { useCoachWorkflow } from '../../features/coach/hooks/use-coach-workflow';
import type { CoachState } from '../../features/coach/coach-state';
import { useRememberedRun } from '../../features/runs/hooks/use-remembered-run';
import { useRun } from '../../features/runs/hooks/use-run';
import { runStorageKey } from '../../features/runs/run-storage';
import { AccountDialogContext } from '../../lib/account-dialog';
import { useSession } from '../../lib/session';

/**
 * The coach of one role as both coach screens show it: the conversation and workflows (coach feature), each
 * followed live through the runs feature: the reply that is streaming, and the workflow (remembered across
 * reloads, and re-attached to when the api says one is still running).
 */
export function useCoachState(jobId: string | null): CoachState & { sessionLoading: boolean } {
  const session = useSession();
  const accountDialog = useContext(AccountDialogContext);
  const uid = session.user?.uid ?? null;
  const access = jobId ? coachAccess(session.profile, jobId) : null;
  const chat = useCoachChat({ uid, jobId, loadStored: access?.kind !== 'denied' });
  const reply = useRun(uid ? chat.followRunId : null, { getToken: session.getToken });

  const workflowKey = uid ? runStorageKey('coach-workflow', uid) : null;
  const [rememberedRunId, rememberRun] = useRememberedRun(workflowKey);
  const workflow = useCoachWorkflow({ uid, rememberedRunId, onRunStarted: rememberRun });
  const workflowRun = useRun(uid ? workflow.runId : null, { getToken: session.getToken, persistKey: workflowKey });

  return {
    sessionLoading: session.status === 'loading',
    uid,
    profile: session.profile,
    chat,
    replyRun: reply.run,
    workflow,
    workflowRun: workflowRun.run,
    workflowProblem: workflowRun.problem?.message ?? null,
    onSignIn: accountDialog ? () => accountDialog.openAccountDialog('sign-in') : undefined,
  };
}
