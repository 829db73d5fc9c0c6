import { getRole } from '@fcs/shared/catalog/roles';
import type { Role } from '@fcs/shared/catalog/schema';
import { AppError } from '@fcs/core/platform/errors';

/** The public view of a role: everything but the quiz's internal matching tags. */
export type PublicJobProfile = Omit<Role, 'matching'>;

/** The job profile of a catalogue role, or a 404 naming the id that does not exist. */
export function getJobProfile(jobId: string): PublicJobProfile {
  const role = getRole(jobId);
  if (!role) throw AppError.notFound(`No role with id '${jobId}' exists in the catalogue`);
  const { matching: _matching, ...profile } = role;
  return profile;
}
