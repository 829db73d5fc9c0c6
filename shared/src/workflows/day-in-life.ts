import { z } from 'zod';
import { ZDaySimulationResult } from '../entities';
import type { RunStepPlan } from '../runs';
import { requireRole, roleSelection, ZRunRole } from './common';

/** POST /api/day-in-life/simulate — jobProfile {title, skills, interests, description}. */
const base = z.object({ ...roleSelection });
export const ZDayInLifeRequest = base.superRefine(requireRole);
export type DayInLifeRequest = z.input<typeof ZDayInLifeRequest>;
export const ZDayInLifeRunInput = base.extend({ role: ZRunRole });

/** Two steps before the simulation (step 3), two after (spec: "on failure step 3 is error"). */
export const DAY_IN_LIFE_STEPS = [
  { id: 'persona-brief', name: 'Preparing the persona brief', streamed: false },
  { id: 'plan-day', name: 'Planning the working day', streamed: false },
  { id: 'simulate', name: 'Simulating the day', streamed: false },
  { id: 'narrate', name: 'Narrating the day', streamed: true },
  { id: 'finalise', name: 'Finalising the schedule', streamed: false },
] as const satisfies readonly RunStepPlan[];

/** Five periods with the titles, times and energy of spec section 9 (DAY_PERIODS). */
export const ZDayInLifeRunResult = ZDaySimulationResult.extend({ jobTitle: z.string() });
export type DayInLifeRunResult = z.infer<typeof ZDayInLifeRunResult>;
