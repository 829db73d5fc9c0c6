import { z } from 'zod';
import { ZJobMatchResult, type CvData } from '../entities';
import { LIMITS } from '../constants';
import { VALIDATION } from '../messages';
import { CV_EMAIL_PLACEHOLDER, CV_NAME_PLACEHOLDER } from '../parsing/parse-cv';
import type { RunStepPlan } from '../runs';
import { requireRole, roleSelection, splitCommaList, ZRunRole } from './common';

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

export const JOB_MATCH_STEPS = [
  { id: 'read-cv', name: 'Reading your CV', streamed: false },
  { id: 'load-role', name: 'Loading role requirements', streamed: false },
  { id: 'score-fit', name: 'Scoring your fit', streamed: false },
  { id: 'assessment', name: 'Writing your assessment', streamed: true },
  { id: 'plan', name: 'Building your development plan', streamed: false },
] as const satisfies readonly RunStepPlan[];

export const ZJobMatchRunResult = ZJobMatchResult.extend({ jobTitle: z.string() });
export type JobMatchRunResult = z.infer<typeof ZJobMatchRunResult>;

// ---------------------------------------------------------------- the CV correction form

const formText = (max: number) => z.string().trim().max(max);
const isBlank = (values: readonly string[]) => values.every((v) => v.trim() === '');

/** One experience as the form edits it: achievements one per line. */
const ZCvExperienceForm = z
  .object({
    title: formText(500),
    company: formText(500),
    duration: formText(500),
    description: formText(5000),
    achievements: z.string().max(10_000),
  })
  .superRefine((entry, ctx) => {
    if (!entry.title && !isBlank([entry.company, entry.duration, entry.description, entry.achievements]))
      ctx.addIssue({ code: 'custom', path: ['title'], message: VALIDATION.cvEntryTitleRequired });
  });

const ZCvEducationForm = z
  .object({ degree: formText(500), institution: formText(500), year: formText(500) })
  .superRefine((entry, ctx) => {
    if (!entry.degree && !isBlank([entry.institution, entry.year]))
      ctx.addIssue({ code: 'custom', path: ['degree'], message: VALIDATION.cvDegreeRequired });
  });

/**
 * The CV data as the user checks and corrects it before the analysis (spec: CV parsed into name, email, up to 3
 * experiences, 2 education entries, 15 skills). Skills are typed comma-separated and achievements one per line;
 * entries left blank are dropped. The output is the request's `cvData`, so the api parses what the form sent with
 * the same rules.
 */
export const ZCvDataForm = z
  .object({
    name: z.string().trim().min(1, VALIDATION.cvNameRequired).max(200),
    email: z
      .string()
      .trim()
      .max(320)
      .refine((email) => email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), VALIDATION.emailInvalid),
    summary: formText(10_000),
    experience: z.array(ZCvExperienceForm).max(LIMITS.cvExperiencesMax),
    education: z.array(ZCvEducationForm).max(LIMITS.cvEducationMax),
    skills: z
      .string()
      .max(5000)
      .refine((text) => splitCommaList(text).length <= LIMITS.cvSkillsMax, VALIDATION.cvSkillsMax),
  })
  .transform((form): z.input<typeof ZCvDataInput> => ({
    name: form.name,
    ...(form.email ? { email: form.email } : {}),
    summary: form.summary,
    experience: form.experience
      .filter((e) => e.title)
      .map((e) => ({
        title: e.title,
        company: e.company,
        duration: e.duration,
        description: e.description,
        achievements: e.achievements
          .split('\n')
          .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
          .filter(Boolean)
          .slice(0, 20),
      })),
    education: form.education.filter((e) => e.degree),
    skills: [...new Set(splitCommaList(form.skills))],
  }))
  .pipe(ZCvDataInput);
export type CvDataFormValues = z.input<typeof ZCvDataForm>;

/** A pasted CV (spec section 5: manual paste needs non-blank text). */
export const ZCvPaste = z.object({
  text: z.string().trim().min(1, VALIDATION.resumeTextRequired).max(100_000),
});

/** A blank experience or education row of the form (the user adds one). */
export const EMPTY_CV_EXPERIENCE: CvDataFormValues['experience'][number] = {
  title: '',
  company: '',
  duration: '',
  description: '',
  achievements: '',
};
export const EMPTY_CV_EDUCATION: CvDataFormValues['education'][number] = { degree: '', institution: '', year: '' };

/** The form's values for parsed CV data (placeholders for a name or e-mail not found become empty fields). */
export function cvFormValues(cv: CvData): CvDataFormValues {
  return {
    name: cv.name === CV_NAME_PLACEHOLDER ? '' : cv.name,
    email: cv.email === CV_EMAIL_PLACEHOLDER ? '' : cv.email,
    summary: cv.summary,
    experience: cv.experience.map((e) => ({
      title: e.title,
      company: e.company,
      duration: e.duration,
      description: e.description,
      achievements: e.achievements.join('\n'),
    })),
    education: cv.education.map((e) => ({ degree: e.degree, institution: e.institution, year: e.year })),
    skills: cv.skills.join(', '),
  };
}
