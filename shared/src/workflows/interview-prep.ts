import { z } from 'zod';
import { ZInterviewGuide, ZSelfProfile } from '../entities';
import { LIMITS } from '../constants';
import { VALIDATION } from '../messages';
import type { RunStepPlan } from '../runs';
import { roleSelection, splitCommaList, ZRunRole } from './common';

const line = z.string().trim().min(1).max(500);

/** The job description as the request carries it (spec: title, company, description, requirements, responsibilities). */
export const ZJobDescriptionInput = z.object({
  id: z.string().min(1).max(100).optional(),
  title: z.string().trim().min(1).max(200),
  company: z
    .string()
    .trim()
    .max(200)
    .default('Unknown Company')
    .transform((c) => c || 'Unknown Company'),
  description: z.string().trim().min(1, VALIDATION.jobDescriptionRequired).max(50_000),
  requirements: z.array(line).max(LIMITS.jobDescriptionLinesMax).default([]),
  responsibilities: z.array(line).max(LIMITS.jobDescriptionLinesMax).default([]),
});

/** The "Tell Us About Yourself" form; experience is required (spec section 5). */
export const ZSelfProfileInput = ZSelfProfile.extend({
  experience: z.string().trim().min(1, VALIDATION.experienceRequired).max(5000),
  skills: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  strengths: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  areas: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
});

/**
 * POST /api/interview-prep/analyze — jobDescription, userProfile. A role (jobId/jobProfile) is optional here:
 * without one the server builds the role from the job description.
 */
const base = z.object({ jobDescription: ZJobDescriptionInput, userProfile: ZSelfProfileInput, ...roleSelection });
export const ZInterviewPrepRequest = base;
export type InterviewPrepRequest = z.input<typeof ZInterviewPrepRequest>;
export const ZInterviewPrepRunInput = base.extend({ role: ZRunRole });
export type InterviewPrepRunInput = z.infer<typeof ZInterviewPrepRunInput>;

export const INTERVIEW_PREP_STEPS = [
  { id: 'read-description', name: 'Reading the job description', streamed: false },
  { id: 'review-profile', name: 'Reviewing your profile', streamed: false },
  { id: 'briefing', name: "Briefing from the hiring manager's side", streamed: true },
  { id: 'build-guide', name: 'Building your interview guide', streamed: false },
  { id: 'finalise', name: 'Adding confidence boosters', streamed: false },
] as const satisfies readonly RunStepPlan[];

export const ZInterviewPrepRunResult = ZInterviewGuide.extend({ jobTitle: z.string(), company: z.string() });
export type InterviewPrepRunResult = z.infer<typeof ZInterviewPrepRunResult>;

// ---------------------------------------------------------------- forms

/** "Tell Us About Yourself" as typed: skills, strengths and areas comma-separated (spec section 5). */
export const ZSelfProfileForm = z
  .object({
    experience: z.string().max(5000),
    skills: z.string().max(5000),
    strengths: z.string().max(5000),
    areas: z.string().max(5000),
  })
  .transform((form): z.input<typeof ZSelfProfileInput> => ({
    experience: form.experience,
    skills: splitCommaList(form.skills),
    strengths: splitCommaList(form.strengths),
    areas: splitCommaList(form.areas),
  }))
  .pipe(ZSelfProfileInput);
export type SelfProfileFormValues = z.input<typeof ZSelfProfileForm>;
export type SelfProfileValue = z.output<typeof ZSelfProfileForm>;

/** The form's values for a stored self-profile. */
export function selfProfileFormValues(profile: SelfProfileValue | null): SelfProfileFormValues {
  return {
    experience: profile?.experience ?? '',
    skills: profile?.skills.join(', ') ?? '',
    strengths: profile?.strengths.join(', ') ?? '',
    areas: profile?.areas.join(', ') ?? '',
  };
}

/** A pasted job description (spec section 5: must be non-empty). */
export const ZJobDescriptionPaste = z.object({
  text: z.string().trim().min(1, VALIDATION.jobDescriptionRequired).max(50_000),
});
