import { z } from 'zod';
import {
  ZBackgroundTag,
  ZCareerStage,
  ZEmployerTag,
  ZInterestTag,
  ZRewardTag,
  ZSector,
  ZSkillTag,
  ZTraitTag,
} from './vocabulary';

const text = z.string().trim().min(1);

/**
 * A job profile as the product shows it and sends to the coach and analysis tools (spec section 3).
 * Deliberately lenient: it also parses profiles that arrive in request bodies.
 */
export const ZJobProfile = z.object({
  title: text.max(120),
  description: text.max(2000),
  skills: z.array(text.max(200)).min(1),
  interests: z.array(text.max(200)).min(1),
  experienceLevels: z.array(text.max(200)).min(1),
  personalityTraits: z.array(text.max(200)).min(1),
});
export type JobProfile = z.infer<typeof ZJobProfile>;

/** Stable, URL-safe role id in snake_case, e.g. `equity_research_analyst`. */
export const ZJobId = z
  .string()
  .regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/, 'Job id must be snake_case (lowercase letters, digits, underscores)');

/** O*NET interest profile: Realistic, Investigative, Artistic, Social, Enterprising, Conventional, each 0-7. */
const riasecScore = z.number().min(0).max(7);
export const ZRiasec = z.object({
  R: riasecScore,
  I: riasecScore,
  A: riasecScore,
  S: riasecScore,
  E: riasecScore,
  C: riasecScore,
});

/** The O*NET-SOC occupation closest to the role, e.g. `{ code: '13-2051.00', title: 'Financial and Investment Analysts' }`. */
export const ZOnetSoc = z.object({
  code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'O*NET-SOC code looks like 13-2051.00'),
  title: text.max(120),
});
export type OnetSoc = z.infer<typeof ZOnetSoc>;

function uniqueTags<T extends z.ZodType<string>>(tag: T, min: number, max: number) {
  return z
    .array(tag)
    .min(min)
    .max(max)
    .refine((tags) => new Set(tags).size === tags.length, 'Tags must not repeat');
}

/**
 * Structured signals the quiz scores against. The lists are short on purpose: a role that claimed
 * every tag would match every quiz profile.
 */
export const ZRoleMatching = z.object({
  interests: uniqueTags(ZInterestTag, 2, 5),
  skills: uniqueTags(ZSkillTag, 3, 6),
  traits: uniqueTags(ZTraitTag, 2, 5),
  stages: uniqueTags(ZCareerStage, 1, 4),
  backgrounds: uniqueTags(ZBackgroundTag, 1, 6),
  employers: uniqueTags(ZEmployerTag, 1, 4),
  rewards: uniqueTags(ZRewardTag, 2, 4),
});
export type RoleMatching = z.infer<typeof ZRoleMatching>;

/** A role of the catalogue: a job profile plus the fields the quiz, the simulations and the pickers rely on. */
export const ZRole = ZJobProfile.extend({
  job_id: ZJobId,
  title: text.max(80),
  /** One line for cards and pickers. */
  summary: text.min(20).max(160),
  /** 2-4 sentences, written as a practitioner would describe the job. */
  description: text.min(120).max(900),
  sector: ZSector,
  skills: z.array(text.max(120)).min(6).max(10),
  interests: z.array(text.max(120)).min(3).max(6),
  experienceLevels: z.array(text.max(120)).min(1).max(6),
  personalityTraits: z.array(text.max(120)).min(3).max(5),
  /** The career ladder, most junior first, e.g. ['Analyst', 'Associate', 'VP', 'Director', 'MD']. */
  seniority: z.array(text.max(60)).min(2).max(8),
  onetSoc: ZOnetSoc.nullable(),
  riasec: ZRiasec,
  matching: ZRoleMatching,
});
export type Role = z.infer<typeof ZRole>;

/** A role as listed by the jobs endpoint and the quiz fallback file. */
export const ZJobListItem = z.object({
  job_id: ZJobId,
  title: text.max(120),
  description: text.max(2000),
  summary: text.max(300),
});
export type JobListItem = z.infer<typeof ZJobListItem>;
