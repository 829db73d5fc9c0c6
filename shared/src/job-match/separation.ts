import type { Role } from '../catalog/schema';
import { requiredYearsOf, scoreFit, type FitCv } from './score-fit';

/**
 * The cross-role separation measure (issue 13): how far the fit score keeps a role apart from its neighbours.
 * For a role A and another role B, a synthetic practitioner of B (B's title, B's description and skills as the
 * job's description, a realistic tenure) is scored against A and compared with A's own synthetic practitioner.
 * Where the two roles' skill lists share most of their concepts, the neighbour scores nearly as high as the
 * real practitioner: the margin says how much of what is specific to A the list names.
 */

/** How a synthetic practitioner is dated: "Present" is this month. */
export const SEPARATION_AS_OF = '2026-11';

/** Years a synthetic practitioner has held the job: the role's entry requirement and three more. */
const EXTRA_YEARS = 3;

/**
 * A CV of someone doing the role: its title as the job title, its description and skills written as one job's
 * description (as a job advert or a CV would list the duties), held since the role's entry years plus three.
 */
export function practitionerCv(role: Role, asOf = SEPARATION_AS_OF): FitCv {
  const since = Number(asOf.slice(0, 4)) - requiredYearsOf(role) - EXTRA_YEARS;
  return {
    experience: [
      {
        title: role.title,
        company: 'A UK firm',
        duration: `Jan ${since} - Present`,
        description: `${role.description} Day to day: ${role.skills.join('; ')}.`,
      },
    ],
  };
}

/** A neighbour's practitioner scored against a role. */
export interface Neighbour {
  jobId: string;
  score: number;
  /** The role's own practitioner's score minus the neighbour's: small margins are the risk. */
  margin: number;
}

export interface RoleSeparation {
  jobId: string;
  /** The role's own synthetic practitioner's score. */
  own: number;
  /** Every other role's practitioner against this role, nearest (smallest margin) first. */
  neighbours: Neighbour[];
}

/** One role's row of the matrix: its own practitioner's score and every other role's practitioner against it. */
export function separationOf(role: Role, others: readonly Role[], asOf = SEPARATION_AS_OF): RoleSeparation {
  const own = scoreFit(practitionerCv(role, asOf), role, { asOf }).fitScore;
  const neighbours = others
    .filter((other) => other.job_id !== role.job_id)
    .map((other) => {
      const score = scoreFit(practitionerCv(other, asOf), role, { asOf }).fitScore;
      return { jobId: other.job_id, score, margin: own - score };
    })
    .sort((a, b) => a.margin - b.margin || a.jobId.localeCompare(b.jobId));
  return { jobId: role.job_id, own, neighbours };
}
