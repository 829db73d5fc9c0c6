import { getRole, ROLES } from '@fcs/shared/catalog/roles';
import type { Role } from '@fcs/shared/catalog/schema';
import { runRoleFromCatalogue, type RequestJobProfile, type RunRole } from '@fcs/shared/workflows/common';
import { AppError } from '@fcs/core/platform/errors';

// Used only when a profile arrives without them; every catalogue role has its own.
const DEFAULT_EXPERIENCE_LEVELS = ['Entry level', 'Mid-level (3-6 years)', 'Senior (7+ years)'];
const DEFAULT_TRAITS = ['Analytical', 'Detail-oriented', 'Clear communicator'];

function byTitle(title: string): Role | undefined {
  const wanted = title.trim().toLowerCase();
  return ROLES.find((r) => r.title.toLowerCase() === wanted);
}

/**
 * The role a run works for: the catalogue role of `jobId` (or of `jobProfile.job_id`, or of a profile whose
 * title is a catalogue title), else the profile sent, completed with defaults. An unknown jobId is a 400.
 */
export function resolveRole(
  selection: { jobId?: string; jobProfile?: RequestJobProfile },
  fallback?: RequestJobProfile,
): RunRole {
  if (selection.jobId) {
    const role = getRole(selection.jobId);
    if (!role)
      throw new AppError('validation_failed', 'Some fields are missing or invalid', {
        jobId: `No role with id '${selection.jobId}' exists`,
      });
    return runRoleFromCatalogue(role);
  }
  const profile = selection.jobProfile ?? fallback;
  if (!profile)
    throw new AppError('validation_failed', 'Some fields are missing or invalid', { jobId: 'Please select a role' });
  const known = (profile.job_id && getRole(profile.job_id)) || byTitle(profile.title);
  if (known) return runRoleFromCatalogue(known);
  const skills = profile.skills.length ? profile.skills : profile.interests;
  return {
    title: profile.title,
    description: profile.description || `${profile.title} in financial services.`,
    skills: skills.length ? skills : [profile.title],
    interests: profile.interests.length ? profile.interests : [profile.title],
    experienceLevels: profile.experienceLevels?.length ? profile.experienceLevels : DEFAULT_EXPERIENCE_LEVELS,
    personalityTraits: profile.personalityTraits?.length ? profile.personalityTraits : DEFAULT_TRAITS,
    fromCatalogue: false,
  };
}
