import { z } from 'zod';
import { ZJobId, type JobProfile, type Role } from '../catalog/schema';
import { ZAnyTier } from '../plans';
import { VALIDATION } from '../messages';
import { boundedText, textList } from '../text';

/** Input pieces every workflow request shares. */

const text = boundedText;
const list = textList;

/**
 * A job profile as a request carries it (spec section 7: title, skills, interests, description, sometimes
 * experienceLevels). Lenient on purpose: the server fills what is missing from the catalogue or defaults.
 */
export const ZRequestJobProfile = z.object({
  title: text(120),
  description: z.string().trim().max(2000).optional(),
  skills: list(30).default([]),
  interests: list(30).default([]),
  experienceLevels: list(10).optional(),
  personalityTraits: list(10).optional(),
  /** The catalogue id when the profile came from it. */
  job_id: ZJobId.optional(),
});
export type RequestJobProfile = z.infer<typeof ZRequestJobProfile>;

/**
 * Which role a request is about: a catalogue role id (`jobId`), a profile object (`jobProfile`), or both
 * (the id wins). Spread into each request schema and check with `requireRole`.
 */
export const roleSelection = {
  jobId: ZJobId.optional(),
  jobProfile: ZRequestJobProfile.optional(),
};

/** Refinement: at least one of jobId / jobProfile (message on `jobId`, as the role picker owns it). */
export function requireRole<T extends { jobId?: string; jobProfile?: RequestJobProfile }>(
  value: T,
  ctx: z.RefinementCtx,
): void {
  if (!value.jobId && !value.jobProfile) {
    ctx.addIssue({ code: 'custom', path: ['jobId'], message: VALIDATION.roleRequired });
  }
}

/**
 * The tier a client says the user has. Accepted because the spec's requests carry it, never read: the api takes
 * the plan from the account and stores that in the run input (ZAccountTier).
 */
export const ZClaimedTier = ZAnyTier.optional();

/** The plan in force on the account when the run was started, as the api stored it (enhanced content is Elite's). */
export const ZAccountTier = ZAnyTier.default('starter');

/**
 * The role a run works for, resolved by the api when the run is created (catalogue role, or the profile
 * given, completed with defaults) and stored in the run's input so a retry sees the same role.
 */
export const ZRunRole = z.object({
  job_id: ZJobId.optional(),
  title: text(120),
  description: z.string().max(2000),
  skills: z.array(z.string()).min(1),
  interests: z.array(z.string()).min(1),
  experienceLevels: z.array(z.string()).min(1),
  personalityTraits: z.array(z.string()).min(1),
  /** The career ladder, most junior first, when the role comes from the catalogue. */
  seniority: z.array(z.string()).optional(),
  /** True when the role is the catalogue's; false when it was built from a profile the client sent. */
  fromCatalogue: z.boolean(),
});
export type RunRole = z.infer<typeof ZRunRole>;

/** A catalogue role as a run stores it: its job profile and ladder, marked as from the catalogue. */
export function runRoleFromCatalogue(role: Role): RunRole {
  return {
    job_id: role.job_id,
    title: role.title,
    description: role.description,
    skills: [...role.skills],
    interests: [...role.interests],
    experienceLevels: [...role.experienceLevels],
    personalityTraits: [...role.personalityTraits],
    seniority: [...role.seniority],
    fromCatalogue: true,
  };
}

// A RunRole is a complete JobProfile, which is what the offline engine's generators take.
const _roleIsJobProfile: (role: RunRole) => JobProfile = (role) => role;
void _roleIsJobProfile;

/** A comma-separated list typed in a form: items trimmed, blanks removed (spec section 5). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
