import { ROLES } from '@fcs/shared/catalog/roles';
import type { Role } from '@fcs/shared/catalog/schema';
import { runRoleFromCatalogue } from '@fcs/shared/workflows/common';

/**
 * Roles the generator tests run over: the first role of every sector (18) plus every twentieth role of the
 * catalogue, so each sector's knowledge is exercised and the sample does not depend on specific ids.
 */
export function sampleRoles(): Role[] {
  const bySector = new Map<string, Role>();
  for (const role of ROLES) if (!bySector.has(role.sector)) bySector.set(role.sector, role);
  const extra = ROLES.filter((_, i) => i % 20 === 0);
  const seen = new Set<string>();
  return [...bySector.values(), ...extra].filter((r) => (seen.has(r.job_id) ? false : (seen.add(r.job_id), true)));
}

/** The first catalogue role of a sector. */
export function roleOfSector(sector: Role['sector']): Role {
  const role = ROLES.find((r) => r.sector === sector);
  if (!role) throw new Error(`No role in sector ${sector}`);
  return role;
}

/** A run's role as the api stores it: the job profile and ladder, without the catalogue's sector. */
export function asRunRole(role: Role) {
  return runRoleFromCatalogue(role);
}

/** Real companies users type into the research report; the facts policy tests run every one of them. */
export const REAL_COMPANIES = [
  'Tesco',
  'Permira',
  'Hargreaves Lansdown',
  'Barclays',
  'Aviva',
  'HSBC',
  'Schroders',
  'Legal & General',
  'Rolls-Royce',
  'Unilever',
];
