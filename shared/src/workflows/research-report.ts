import { z } from 'zod';
import { ZResearchReport } from '../entities';
import { VALIDATION } from '../messages';
import type { RunStepPlan } from '../runs';
import { requireRole, roleSelection, ZAccountTier, ZClaimedTier, ZRunRole } from './common';

/** POST /api/research-report/generate (and /generate-enhanced) — companyName, jobProfile, userTier (ignored). */
const base = z.object({
  companyName: z
    .string({ error: VALIDATION.companyNameRequired })
    .trim()
    .min(1, VALIDATION.companyNameRequired)
    .max(200),
  ...roleSelection,
});
export const ZResearchReportRequest = base.extend({ userTier: ZClaimedTier }).superRefine(requireRole);
export type ResearchReportRequest = z.input<typeof ZResearchReportRequest>;
/** userTier: the account's plan when the run started. */
export const ZResearchReportRunInput = base.extend({ role: ZRunRole, userTier: ZAccountTier });

export const RESEARCH_REPORT_STEPS = [
  { id: 'load-role', name: 'Loading role profile', streamed: false },
  { id: 'scope', name: 'Scoping the company research', streamed: false },
  { id: 'research', name: 'Researching the company and role', streamed: false },
  { id: 'briefing', name: 'Writing the executive summary', streamed: true },
  { id: 'finalise', name: 'Compiling the report', streamed: false },
] as const satisfies readonly RunStepPlan[];

export const ZResearchReportRunResult = ZResearchReport.extend({ jobTitle: z.string() });
export type ResearchReportRunResult = z.infer<typeof ZResearchReportRunResult>;
