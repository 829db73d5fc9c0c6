import type {
  AiImpactResult,
  DaySimulationResult,
  InterviewGuide,
  JobMatchResult,
  NewsInterpretationResult,
  ResearchReport,
} from '@fcs/shared/entities';
import type { SandboxContent } from '@fcs/shared/sandbox/schema';
import { generateAiImpact } from './ai-impact';
import { generateDayInLife } from './day-in-life';
import { generateInterviewPrep } from './interview-prep';
import { generateJobMatch } from './job-match';
import { generateNewsInterpretation } from './news-interpretation';
import { generateResearchReport } from './research-report';
import { generateSandbox } from './sandbox-generation';
import type { GeneratorContext } from './types';

export { offlineText } from './offline-text';
export type { GeneratorContext } from './types';

/**
 * The offline engine's content: one pure, deterministic generator per structured workflow. Each builds its
 * result from the role (catalogue data plus its job family's and sector's knowledge, see ../knowledge/README.md) and the run's input, and returns an
 * object that parses with the workflow's shared schema.
 */
export const OFFLINE_GENERATORS: {
  ai_impact: (ctx: GeneratorContext) => AiImpactResult;
  job_match: (ctx: GeneratorContext) => JobMatchResult;
  news_interpretation: (ctx: GeneratorContext) => NewsInterpretationResult;
  interview_prep: (ctx: GeneratorContext) => InterviewGuide;
  day_in_life: (ctx: GeneratorContext) => DaySimulationResult;
  research_report: (ctx: GeneratorContext) => ResearchReport;
  sandbox_generation: (ctx: GeneratorContext) => SandboxContent;
} = {
  ai_impact: generateAiImpact,
  job_match: generateJobMatch,
  news_interpretation: generateNewsInterpretation,
  interview_prep: generateInterviewPrep,
  day_in_life: generateDayInLife,
  research_report: generateResearchReport,
  sandbox_generation: generateSandbox,
};
