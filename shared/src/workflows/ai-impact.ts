import { z } from 'zod';
import { ZAiImpactResult } from '../entities';
import type { RunStepPlan } from '../runs';
import { requireRole, roleSelection, ZRunRole } from './common';

/** POST /api/ai-jobs/analyze — spec section 7: jobProfile (title, skills, interests, description). */
const base = z.object({ ...roleSelection });
export const ZAiImpactRequest = base.superRefine(requireRole);
export type AiImpactRequest = z.input<typeof ZAiImpactRequest>;
export const ZAiImpactRunInput = base.extend({ role: ZRunRole });

/** Five steps; the structured analysis is step 3 (spec: "AI impact failure marks step 3 error"). */
export const AI_IMPACT_STEPS = [
  { id: 'load-role', name: 'Loading role profile', streamed: false },
  { id: 'map-tasks', name: "Mapping the role's core tasks", streamed: false },
  { id: 'analyse', name: 'Analysing AI disruption risk', streamed: false },
  { id: 'summary', name: 'Writing the analysis summary', streamed: true },
  { id: 'finalise', name: 'Preparing your report', streamed: false },
] as const satisfies readonly RunStepPlan[];

export const ZAiImpactRunResult = ZAiImpactResult;
