import { COACH_TEXTS, ZCoachWorkflowBody, type CoachWorkflowStartResponse } from '@fcs/shared/coach/contract';
import { hasFeature } from '@fcs/shared/tier-policy';
import { COACH_WORKFLOWS, type CoachRunInput } from '@fcs/shared/workflows/coach';
import { uniqueViolation } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { coachRepository, ONE_COACH_WORKFLOW_INDEX } from '@fcs/core/coach/coach.repository';
import type { Db } from '@fcs/core/platform/db';
import type { AuthUser } from '../../platform/auth';
import { startRun } from '../runs/start-run';
import type { RunsContext } from '../runs/runs-context';
import { coachCaller } from './coach-access';

/**
 * One of the coach's six workflows (POST /api/coach/workflow/stream): a coach_chat run in workflow mode for a paid
 * plan on a role it opens (live-search workflows: elite only), the canned answer for starter and signed-out
 * visitors on the free role. One coach workflow at a time per user: a unique index refuses a second one queued or
 * running beside the first, however close together the requests come (409 naming the running one).
 */
export async function startCoachWorkflow(
  ctx: RunsContext,
  user: AuthUser | undefined,
  body: unknown,
): Promise<{ status: 200 | 202; body: CoachWorkflowStartResponse }> {
  const request = parseInput(ZCoachWorkflowBody, body);
  const caller = await coachCaller(ctx.db, user, request.jobId);
  const workflow = COACH_WORKFLOWS.find((w) => w.id === request.workflowType)!;
  if (caller.kind === 'canned') {
    return {
      status: 200,
      body: { canned: true, content: COACH_TEXTS.cannedWorkflow(workflow.title, caller.role.title) },
    };
  }
  if (workflow.liveData && !hasFeature(caller.profile, 'enhanced_endpoints')) {
    throw AppError.forbidden(COACH_TEXTS.liveDataElite);
  }
  const input: CoachRunInput = {
    mode: 'workflow',
    jobId: request.jobId,
    workflowType: request.workflowType,
    role: caller.role,
    userTier: caller.tier,
    groundOnResume: caller.elite,
  };
  try {
    const started = await startRun(ctx, {
      ownerUid: caller.user.uid,
      type: 'coach_chat',
      input,
      label: `${workflow.title} — ${caller.role.title}`,
    });
    return { status: 202, body: started };
  } catch (err) {
    if (uniqueViolation(err) !== ONE_COACH_WORKFLOW_INDEX) throw err;
    const running = await coachRepository(ctx.db).activeWorkflowRunId(caller.user.uid);
    throw new AppError('conflict', COACH_TEXTS.workflowRunning, undefined, running ?? undefined);
  }
}

/** The caller's coach workflow still queued or running (a reloaded /coach re-attaches to it), or null. */
export async function activeCoachWorkflow(db: Db, user: AuthUser): Promise<{ runId: string | null }> {
  return { runId: await coachRepository(db).activeWorkflowRunId(user.uid) };
}
