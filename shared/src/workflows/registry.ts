import type { z } from 'zod';
import { STEP_ERRORS } from '../messages';
import type { Feature } from '../tier-policy';
import type { RunStepPlan, WorkflowType } from '../runs';
import { AI_IMPACT_STEPS, ZAiImpactRequest, ZAiImpactRunInput, ZAiImpactRunResult } from './ai-impact';
import { COACH_CHAT_STEPS, ZCoachChatRequest, ZCoachRunInput, ZCoachRunResult, ZCoachWorkflowRequest } from './coach';
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

/**
 * REST endpoints that start a run (paths under /api; spec section 7). Each answers 202 {runId}, or 400 with
 * field errors when the body does not parse (nothing is enqueued). `mode` is added to the stored input;
 * `feature` names the plan feature the caller needs (403 otherwise).
 */
export const WORKFLOW_ENDPOINTS = [
  { path: '/news-interpreter/analyze', type: 'news_interpretation', request: ZNewsInterpretationRequest },
  // The enhanced endpoints are Elite's (tier policy 'enhanced_endpoints'); they run the same workflow.
  {
    path: '/news-interpreter/analyze-enhanced',
    type: 'news_interpretation',
    request: ZNewsInterpretationRequest,
    feature: 'enhanced_endpoints',
  },
  { path: '/interview-prep/analyze', type: 'interview_prep', request: ZInterviewPrepRequest },
  { path: '/job-match/analyze', type: 'job_match', request: ZJobMatchRequest },
  { path: '/ai-jobs/analyze', type: 'ai_impact', request: ZAiImpactRequest },
  { path: '/day-in-life/simulate', type: 'day_in_life', request: ZDayInLifeRequest },
  { path: '/research-report/generate', type: 'research_report', request: ZResearchReportRequest },
  {
    path: '/research-report/generate-enhanced',
    type: 'research_report',
    request: ZResearchReportRequest,
    feature: 'enhanced_endpoints',
  },
  { path: '/coach/chat', type: 'coach_chat', request: ZCoachChatRequest, mode: 'chat' },
  { path: '/coach/workflow/stream', type: 'coach_chat', request: ZCoachWorkflowRequest, mode: 'workflow' },
] as const satisfies readonly {
  path: string;
  type: WorkflowType;
  request: z.ZodType;
  mode?: 'chat' | 'workflow';
  feature?: Feature;
}[];
export type WorkflowEndpoint = (typeof WORKFLOW_ENDPOINTS)[number];
