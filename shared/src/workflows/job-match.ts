import { z } from 'zod';
import { ZJobMatchResult } from '../entities';
import { LIMITS } from '../constants';
import type { RunStepPlan } from '../runs';
import { requireRole, roleSelection, ZRunRole } from './common';

const short = z.string().trim().max(500);

/** Parsed CV as the request carries it (spec: cvData (name, experience, education, skills, summary)). */
export const ZCvDataInput = z.object({
  id: z.string().max(100).optional(),
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().max(320).optional(),
  experience: z
    .array(
      z.object({
        id: z.string().max(100).optional(),
        title: short,
        company: short.default(''),
        duration: short.default(''),
        description: z.string().trim().max(5000).default(''),
        achievements: z.array(short).max(20).default([]),
      }),
    )
    .max(LIMITS.cvExperiencesMax)
    .default([]),
  education: z
    .array(
      z.object({
        id: z.string().max(100).optional(),
        degree: short,
        institution: short.default(''),
        year: short.default(''),
      }),
    )
    .max(LIMITS.cvEducationMax)
    .default([]),
  skills: z.array(z.string().trim().min(1).max(200)).max(LIMITS.cvSkillsMax).default([]),
  summary: z.string().trim().max(10_000).default(''),
});
export type CvDataInput = z.infer<typeof ZCvDataInput>;

/** POST /api/job-match/analyze — cvData, jobProfile. */
const base = z.object({ cvData: ZCvDataInput, ...roleSelection });
export const ZJobMatchRequest = base.superRefine(requireRole);
export type JobMatchRequest = z.input<typeof ZJobMatchRequest>;
export const ZJobMatchRunInput = base.extend({ role: ZRunRole });
export type JobMatchRunInput = z.infer<typeof ZJobMatchRunInput>;

export const JOB_MATCH_STEPS = [
  { id: 'read-cv', name: 'Reading your CV', streamed: false },
  { id: 'load-role', name: 'Loading role requirements', streamed: false },
  { id: 'score-fit', name: 'Scoring your fit', streamed: false },
  { id: 'assessment', name: 'Writing your assessment', streamed: true },
  { id: 'plan', name: 'Building your development plan', streamed: false },
] as const satisfies readonly RunStepPlan[];

export const ZJobMatchRunResult = ZJobMatchResult.extend({ jobTitle: z.string() });
export type JobMatchRunResult = z.infer<typeof ZJobMatchRunResult>;
