import { ROLES } from '@fcs/shared/catalog/roles';
import type { JobListItem, Role } from '@fcs/shared/catalog/schema';

/** A role as the quiz's job list shows it: the list item plus the job profile fields (spec section 3). */
export type QuizJobListItem = JobListItem &
  Pick<Role, 'sector' | 'skills' | 'interests' | 'experienceLevels' | 'personalityTraits'>;

function toListItem(role: Role): JobListItem {
  return { job_id: role.job_id, title: role.title, summary: role.summary, description: role.description };
}

function toQuizItem(role: Role): QuizJobListItem {
  return {
    ...toListItem(role),
    sector: role.sector,
    skills: role.skills,
    interests: role.interests,
    experienceLevels: role.experienceLevels,
    personalityTraits: role.personalityTraits,
  };
}

// The catalogue is compiled in, so both lists are built once per process.
const LIST = ROLES.map(toListItem);
const QUIZ_LIST = ROLES.map(toQuizItem);

/**
 * Every role of the catalogue, in catalogue order. The list is public product data, so it is the same for
 * every caller (elite's "all jobs loaded" is about what the simulations offer, not about this list).
 */
export function listJobs(options: { forQuiz: boolean }): readonly JobListItem[] | readonly QuizJobListItem[] {
  return options.forQuiz ? QUIZ_LIST : LIST;
}
