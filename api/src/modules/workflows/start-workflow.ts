import type { AuthUser } from '../../platform/auth';
import { parseInput } from '@fcs/core/platform/errors';
import { ZAiImpactRequest } from '@fcs/shared/workflows/ai-impact';
import { COACH_WORKFLOWS, ZCoachChatRequest, ZCoachWorkflowRequest } from '@fcs/shared/workflows/coach';
import { ZDayInLifeRequest } from '@fcs/shared/workflows/day-in-life';
import { ZInterviewPrepRequest } from '@fcs/shared/workflows/interview-prep';
import { ZJobMatchRequest } from '@fcs/shared/workflows/job-match';
import { ZNewsInterpretationRequest } from '@fcs/shared/workflows/news-interpretation';
import { ZResearchReportRequest } from '@fcs/shared/workflows/research-report';
import { ZSandboxGenerationRequest } from '@fcs/shared/workflows/sandbox-generation';
import type { WorkflowEndpoint } from '@fcs/shared/workflows/registry';
import type { WorkflowType } from '@fcs/shared/runs';
import { assertFeature, loadProfileForAccess } from '../profile/access';
import { startRun } from '../runs/start-run';
import type { RunsContext } from '../runs/runs-context';
import { resolveRole } from './resolve-role';

/** The stored input of a run (request + resolved role) and the label of its history entry. */
function toRunInput(
  type: WorkflowType,
  mode: 'chat' | 'workflow' | undefined,
  body: unknown,
): { input: unknown; label: string } {
  switch (type) {
    case 'news_interpretation': {
      const r = parseInput(ZNewsInterpretationRequest, body);
      const role = resolveRole(r);
      return { input: { ...r, role }, label: `${r.article.title} — ${role.title}` };
    }
    case 'interview_prep': {
      const r = parseInput(ZInterviewPrepRequest, body);
      // Without a chosen role, the job description is the role.
      const role = resolveRole(r, {
        title: r.jobDescription.title.slice(0, 120),
        description: r.jobDescription.description.slice(0, 2000),
        skills: r.jobDescription.requirements.map((s) => s.slice(0, 200)),
        interests: r.jobDescription.responsibilities.map((s) => s.slice(0, 200)),
      });
      return { input: { ...r, role }, label: `${r.jobDescription.title} at ${r.jobDescription.company}` };
    }
    case 'job_match': {
      const r = parseInput(ZJobMatchRequest, body);
      const role = resolveRole(r);
      return { input: { ...r, role }, label: role.title };
    }
    case 'ai_impact': {
      const r = parseInput(ZAiImpactRequest, body);
      const role = resolveRole(r);
      return { input: { ...r, role }, label: role.title };
    }
    case 'day_in_life': {
      const r = parseInput(ZDayInLifeRequest, body);
      const role = resolveRole(r);
      return { input: { ...r, role }, label: role.title };
    }
    case 'research_report': {
      const r = parseInput(ZResearchReportRequest, body);
      const role = resolveRole(r);
      return { input: { ...r, role }, label: `${r.companyName} — ${role.title}` };
    }
    case 'coach_chat': {
      if (mode === 'workflow') {
        const r = parseInput(ZCoachWorkflowRequest, body);
        const role = resolveRole(r);
        const title = COACH_WORKFLOWS.find((w) => w.id === r.workflowType)?.title ?? r.workflowType;
        return { input: { ...r, mode: 'workflow', role }, label: `${title} — ${role.title}` };
      }
      const r = parseInput(ZCoachChatRequest, body);
      const role = resolveRole(r);
      return {
        input: { ...r, mode: 'chat', role },
        label: `${role.title}: ${(r.messages.at(-1)?.content ?? '').slice(0, 80)}`,
      };
    }
    case 'sandbox_generation': {
      const r = parseInput(ZSandboxGenerationRequest, body);
      const role = resolveRole(r);
      return { input: { ...r, role }, label: role.title };
    }
  }
}

/**
 * Starts the run an endpoint stands for; a malformed body is a 400 with field errors and nothing is enqueued.
 * Resume-aware coaching is Elite's: a coach chat carrying a resume needs that plan (403 otherwise).
 */
export async function startWorkflow(
  ctx: RunsContext,
  user: AuthUser,
  endpoint: WorkflowEndpoint,
  body: unknown,
): Promise<{ runId: string }> {
  const { input, label } = toRunInput(endpoint.type, 'mode' in endpoint ? endpoint.mode : undefined, body);
  if ((input as { resumeContext?: unknown }).resumeContext)
    assertFeature(await loadProfileForAccess(ctx.db, user), 'resume_coaching');
  return startRun(ctx, { ownerUid: user.uid, type: endpoint.type, input, label });
}
