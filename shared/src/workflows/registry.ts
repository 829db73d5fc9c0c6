import type { z } from 'zod';
import { STEP_ERRORS } from '../messages';
import type { AnyTier } from '../plans';
import type { Feature } from '../tier-policy';
import type { RunStepPlan, WorkflowType } from '../runs';
import { AI_IMPACT_STEPS, ZAiImpactRequest, ZAiImpactRunInput, ZAiImpactRunResult } from './ai-impact';
import { COACH_CHAT_STEPS, ZCoachRunInput, ZCoachRunResult } from './coach';
import type { RequestJobProfile, RunRole } from './common';
import { DAY_IN_LIFE_STEPS, ZDayInLifeRequest, ZDayInLifeRunInput, ZDayInLifeRunResult } from './day-in-life';
import {
  INTERVIEW_PREP_STEPS,
  ZInterviewPrepRequest,
  ZInterviewPrepRunInput,
  ZInterviewPrepRunResult,
} from './interview-prep';
import { JOB_MATCH_STEPS, ZJobMatchRequest, ZJobMatchRunInput, ZJobMatchRunResult } from './job-match';
import {
  NEWS_INTERPRETATION_STEPS,
  ZNewsInterpretationRequest,
  ZNewsInterpretationRunInput,
  ZNewsInterpretationRunResult,
} from './news-interpretation';
import {
  RESEARCH_REPORT_STEPS,
  ZResearchReportRequest,
  ZResearchReportRunInput,
  ZResearchReportRunResult,
} from './research-report';
import {
  SANDBOX_GENERATION_STEPS,
  ZSandboxGenerationRunInput,
  ZSandboxGenerationRunResult,
} from './sandbox-generation';

/** The role choice every workflow request carries (spread from `roleSelection`). */
export type RoleSelection = { jobId?: string; jobProfile?: RequestJobProfile };

/** What the engine knows about a workflow: its steps, its stored input, its result and its step error text. */
export interface WorkflowContract {
  type: WorkflowType;
  /** Shown in the UI and in history ("AI impact analysis"). */
  title: string;
  steps: readonly RunStepPlan[];
  runInput: z.ZodType;
  result: z.ZodType;
  /** Spec section 8 "Step failures": the text a definitively failed step and run show. */
  stepError: string;
}

export const WORKFLOWS = {
  news_interpretation: {
    type: 'news_interpretation',
    title: 'News interpretation',
    steps: NEWS_INTERPRETATION_STEPS,
    runInput: ZNewsInterpretationRunInput,
    result: ZNewsInterpretationRunResult,
    stepError: STEP_ERRORS.news_interpretation,
  },
  interview_prep: {
    type: 'interview_prep',
    title: 'Interview preparation',
    steps: INTERVIEW_PREP_STEPS,
    runInput: ZInterviewPrepRunInput,
    result: ZInterviewPrepRunResult,
    stepError: STEP_ERRORS.interview_prep,
  },
  job_match: {
    type: 'job_match',
    title: 'Job match analysis',
    steps: JOB_MATCH_STEPS,
    runInput: ZJobMatchRunInput,
    result: ZJobMatchRunResult,
    stepError: STEP_ERRORS.job_match,
  },
  ai_impact: {
    type: 'ai_impact',
    title: 'AI impact analysis',
    steps: AI_IMPACT_STEPS,
    runInput: ZAiImpactRunInput,
    result: ZAiImpactRunResult,
    stepError: STEP_ERRORS.ai_impact,
  },
  day_in_life: {
    type: 'day_in_life',
    title: 'Day in the Life',
    steps: DAY_IN_LIFE_STEPS,
    runInput: ZDayInLifeRunInput,
    result: ZDayInLifeRunResult,
    stepError: STEP_ERRORS.day_in_life,
  },
  research_report: {
    type: 'research_report',
    title: 'Research report',
    steps: RESEARCH_REPORT_STEPS,
    runInput: ZResearchReportRunInput,
    result: ZResearchReportRunResult,
    stepError: STEP_ERRORS.research_report,
  },
  coach_chat: {
    type: 'coach_chat',
    title: 'AI coach',
    steps: COACH_CHAT_STEPS,
    runInput: ZCoachRunInput,
    result: ZCoachRunResult,
    stepError: STEP_ERRORS.coach_chat,
  },
  sandbox_generation: {
    type: 'sandbox_generation',
    title: 'Simulation content',
    steps: SANDBOX_GENERATION_STEPS,
    runInput: ZSandboxGenerationRunInput,
    result: ZSandboxGenerationRunResult,
    stepError: STEP_ERRORS.sandbox_generation,
  },
} as const satisfies Record<WorkflowType, WorkflowContract>;

/** The contract of a workflow type. */
export function getWorkflow(type: WorkflowType): WorkflowContract {
  return WORKFLOWS[type];
}

/** The account that starts a run, as far as the run's input may depend on it: the plan in force. */
export interface RunRequester {
  tier: AnyTier;
}

/** What the api stores for a new run: its input (request + resolved role + account facts) and its history label. */
export interface RunStart {
  input: unknown;
  label: string;
}

/**
 * A REST endpoint that starts a run (paths under /api; spec section 7). The api's one start path parses the body
 * once with `request` (400 with field errors otherwise; nothing is enqueued), resolves the role (the request's
 * jobId/jobProfile, else `fallbackRole`), checks the plan, and stores what `toRun` builds. Each answers 202 {runId}.
 */
export interface WorkflowEndpoint<P extends string = string> {
  path: P;
  type: WorkflowType;
  /** The plan feature every caller needs (403 otherwise, before the body is read). */
  feature?: Feature;
  request: z.ZodType<RoleSelection>;
  /** A plan feature this particular request needs beyond `feature` (none of today's endpoints uses it). */
  featureFor(request: RoleSelection): Feature | undefined;
  /** The profile that stands for the role when the request names none. */
  fallbackRole(request: RoleSelection): RequestJobProfile | undefined;
  toRun(request: RoleSelection, role: RunRole, requester: RunRequester): RunStart;
}

interface EndpointSpec<S extends z.ZodType<RoleSelection>, P extends string> {
  path: P;
  type: WorkflowType;
  feature?: Feature;
  request: S;
  featureFor?: (request: z.output<S>) => Feature | undefined;
  fallbackRole?: (request: z.output<S>) => RequestJobProfile;
  toRun: (request: z.output<S>, role: RunRole, requester: RunRequester) => RunStart;
}

function defineEndpoint<S extends z.ZodType<RoleSelection>, const P extends string>(
  spec: EndpointSpec<S, P>,
): WorkflowEndpoint<P> {
  // The start path hands these functions only what this endpoint's own `request` schema parsed, so the casts
  // restate a fact instead of hiding a mismatch.
  const parsed = (request: RoleSelection) => request as z.output<S>;
  return {
    path: spec.path,
    type: spec.type,
    feature: spec.feature,
    request: spec.request,
    featureFor: (request) => spec.featureFor?.(parsed(request)),
    fallbackRole: (request) => spec.fallbackRole?.(parsed(request)),
    toRun: (request, role, requester) => spec.toRun(parsed(request), role, requester),
  };
}

/** The role's title is the label of most runs. */
const byRoleTitle = <R extends object>(request: R, role: RunRole): RunStart => ({
  input: { ...request, role },
  label: role.title,
});

const newsInterpretation = <P extends string>(path: P, feature?: Feature) =>
  defineEndpoint({
    path,
    type: 'news_interpretation',
    feature,
    request: ZNewsInterpretationRequest,
    toRun: (request, role, requester) => ({
      input: { ...request, role, userTier: requester.tier },
      label: `${request.article.title} — ${role.title}`,
    }),
  });

const researchReport = <P extends string>(path: P, feature?: Feature) =>
  defineEndpoint({
    path,
    type: 'research_report',
    feature,
    request: ZResearchReportRequest,
    toRun: (request, role, requester) => ({
      input: { ...request, role, userTier: requester.tier },
      label: `${request.companyName} — ${role.title}`,
    }),
  });

/**
 * The tools' endpoints. The coach's (/coach/chat, /coach/workflow/stream) are not plain runs: they keep
 * conversations, canned replies and one-at-a-time rules, so the api's coach module serves them (ZCoachChatBody,
 * ZCoachWorkflowBody in shared/src/coach/contract.ts).
 */
export const WORKFLOW_ENDPOINTS = [
  newsInterpretation('/news-interpreter/analyze'),
  // The enhanced endpoints are Elite's (tier policy 'enhanced_endpoints'); they run the same workflow.
  newsInterpretation('/news-interpreter/analyze-enhanced', 'enhanced_endpoints'),
  defineEndpoint({
    path: '/interview-prep/analyze',
    type: 'interview_prep',
    request: ZInterviewPrepRequest,
    // Without a chosen role, the job description is the role.
    fallbackRole: ({ jobDescription }) => ({
      title: jobDescription.title.slice(0, 120),
      description: jobDescription.description.slice(0, 2000),
      skills: jobDescription.requirements.map((s) => s.slice(0, 200)),
      interests: jobDescription.responsibilities.map((s) => s.slice(0, 200)),
    }),
    toRun: (request, role) => ({
      input: { ...request, role },
      label: `${request.jobDescription.title} at ${request.jobDescription.company}`,
    }),
  }),
  defineEndpoint({ path: '/job-match/analyze', type: 'job_match', request: ZJobMatchRequest, toRun: byRoleTitle }),
  defineEndpoint({ path: '/ai-jobs/analyze', type: 'ai_impact', request: ZAiImpactRequest, toRun: byRoleTitle }),
  defineEndpoint({
    path: '/day-in-life/simulate',
    type: 'day_in_life',
    request: ZDayInLifeRequest,
    toRun: byRoleTitle,
  }),
  researchReport('/research-report/generate'),
  researchReport('/research-report/generate-enhanced', 'enhanced_endpoints'),
] as const satisfies readonly WorkflowEndpoint[];

/** The path of a run-starting endpoint (under /api): the client's tool screens can name only these. */
export type WorkflowEndpointPath = (typeof WORKFLOW_ENDPOINTS)[number]['path'];
