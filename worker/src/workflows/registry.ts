import type { WorkflowType } from '@fcs/shared/runs';
import type { WorkflowDefinition } from '../engine/workflow';
import { aiImpactWorkflow } from './ai-impact';
import { coachChatWorkflow } from './coach-chat';
import { dayInLifeWorkflow } from './day-in-life';
import { interviewPrepWorkflow } from './interview-prep';
import { jobMatchWorkflow } from './job-match';
import { newsInterpretationWorkflow } from './news-interpretation';
import { researchReportWorkflow } from './research-report';
import { sandboxGenerationWorkflow } from './sandbox-generation';

/** Every workflow the engine runs, by type. */
export const WORKFLOW_DEFINITIONS: Record<WorkflowType, WorkflowDefinition> = {
  news_interpretation: newsInterpretationWorkflow,
  interview_prep: interviewPrepWorkflow,
  job_match: jobMatchWorkflow,
  ai_impact: aiImpactWorkflow,
  day_in_life: dayInLifeWorkflow,
  research_report: researchReportWorkflow,
  coach_chat: coachChatWorkflow,
  sandbox_generation: sandboxGenerationWorkflow,
};
