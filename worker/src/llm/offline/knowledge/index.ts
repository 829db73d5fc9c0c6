import { SECTORS, type Sector } from '@fcs/shared/catalog/vocabulary';
import { once, readKnowledgeFile, readKnowledgeFolder } from './load';
import {
  ZCommonKnowledge,
  ZFamilyKnowledge,
  ZSectorKnowledge,
  type CommonKnowledge,
  type CompanyCheck,
  type FamilyKnowledge,
  type SectorKnowledge,
  type Theme,
} from './schema';

/**
 * The offline engine's knowledge, read once from the JSON files of this folder (README.md explains them).
 * A role's knowledge is its job family's first and its sector's second: `roleKnowledge` merges the two.
 */

/** File names are the ids in kebab-case: `insurance-actuarial.json` holds `insurance_actuarial`. */
export function fileNameOf(id: string): string {
  return id.replace(/_/g, '-');
}

const sectors = once(() => {
  const files = readKnowledgeFolder('sectors', ZSectorKnowledge);
  const bySector = new Map<Sector, SectorKnowledge>();
  for (const sector of SECTORS) {
    const k = files.get(fileNameOf(sector));
    if (!k) throw new Error(`Knowledge for sector ${sector} is missing (sectors/${fileNameOf(sector)}.json)`);
    if (k.id !== sector) throw new Error(`sectors/${fileNameOf(sector)}.json holds id ${k.id}`);
    bySector.set(sector, k);
  }
  return bySector;
});

const families = once(() => {
  const files = readKnowledgeFolder('families', ZFamilyKnowledge);
  const byRole = new Map<string, FamilyKnowledge>();
  for (const [file, family] of files) {
    if (file !== fileNameOf(family.id)) throw new Error(`families/${file}.json holds id ${family.id}`);
    for (const jobId of family.roles) {
      const other = byRole.get(jobId);
      if (other) throw new Error(`Role ${jobId} is in two families: ${other.id} and ${family.id}`);
      byRole.set(jobId, family);
    }
  }
  return { all: [...files.values()], byRole };
});

/** What the engine knows about a sector. */
export function sectorKnowledge(sector: Sector): SectorKnowledge {
  return sectors().get(sector) as SectorKnowledge;
}

/** Every job family, in file order. */
export function allFamilies(): readonly FamilyKnowledge[] {
  return families().all;
}

/** The job family of a catalogue role, or undefined for roles outside the catalogue. */
export function familyOf(jobId: string): FamilyKnowledge | undefined {
  return families().byRole.get(jobId);
}

/** Knowledge every role shares. */
export const commonKnowledge: () => CommonKnowledge = once(() => readKnowledgeFile('common.json', ZCommonKnowledge));

/** Family items first, then the sector's that the family does not repeat. */
function firstThen<T>(family: readonly T[] | undefined, sector: readonly T[]): T[] {
  if (!family || family.length === 0) return [...sector];
  const seen = new Set(family.map((x) => JSON.stringify(x)));
  return [...family, ...sector.filter((x) => !seen.has(JSON.stringify(x)))];
}

/**
 * A role's knowledge: its family's sections first and its sector's second. Lists put the family's items
 * first; whole pieces (the day, the week, the culture, pay, hours) are the family's when it has them.
 * `familyItems` says how many items of each list came from the family, so generators can prefer them.
 */
export interface RoleKnowledge extends SectorKnowledge {
  /** The role's family, with what the role does differently (`byRole`) already put first. */
  family: FamilyKnowledge | undefined;
  /** The family's label, or the sector's when the role has no family. */
  familyLabel: string;
  familyItems: Partial<Record<ListKey, number>>;
  /** Sector-level themes of the family (the role's own first); empty when the family has none. */
  themes: Theme[];
  /** How a company a user names usually relates to the work, when the family says. */
  covers: string | undefined;
  /** What a practitioner checks about a named company, and where. */
  checks: CompanyCheck[];
}

const LIST_KEYS = [
  'employers',
  'tools',
  'regulation',
  'counterparties',
  'colleagues',
  'deliverables',
  'kpis',
  'calendar',
  'challenges',
  'highlights',
  'breakIn',
  'interview',
  'fundamentals',
  'news',
  'companies',
  'resources',
] as const satisfies readonly (keyof SectorKnowledge & keyof FamilyKnowledge)[];
type ListKey = (typeof LIST_KEYS)[number];

/**
 * A family as one of its roles sees it: the role's own sections (`byRole`) before the family's. Lists put the
 * role's items first; whole pieces are the role's when it has them.
 */
export function familyForRole(family: FamilyKnowledge, jobId: string | undefined): FamilyKnowledge {
  const own = jobId ? family.byRole?.[jobId] : undefined;
  if (!own) return family;
  const merged: Record<string, unknown> = { ...family };
  for (const [key, value] of Object.entries(own)) {
    const base = (family as Record<string, unknown>)[key];
    merged[key] = Array.isArray(value) && Array.isArray(base) ? firstThen(value, base) : value;
  }
  return merged as FamilyKnowledge;
}

/** Merges a family over its role's sector (see RoleKnowledge); `jobId` picks the role's own sections. */
export function mergeKnowledge(
  sector: SectorKnowledge,
  familyOfRole: FamilyKnowledge | undefined,
  jobId?: string,
): RoleKnowledge {
  if (!familyOfRole) {
    return {
      ...sector,
      family: undefined,
      familyLabel: sector.label,
      familyItems: {},
      themes: [],
      covers: undefined,
      checks: [],
    };
  }
  const family = familyForRole(familyOfRole, jobId);
  const merged: RoleKnowledge = {
    ...sector,
    department: family.department ?? sector.department,
    teamSize: family.teamSize ?? sector.teamSize,
    pay: family.pay ?? sector.pay,
    hours: family.hours ?? sector.hours,
    culture: family.culture ?? sector.culture,
    day: family.day ?? sector.day,
    week: family.week ?? sector.week,
    baseRisk: family.ai?.baseRisk ?? sector.baseRisk,
    stabilityFactors: firstThen(family.ai?.stabilityFactors, sector.stabilityFactors),
    disruptionFactors: firstThen(family.ai?.disruptionFactors, sector.disruptionFactors),
    aiTools: firstThen(family.ai?.tools, sector.aiTools),
    family,
    familyLabel: family.label,
    familyItems: {},
    themes: family.themes ?? [],
    covers: family.covers,
    checks: family.checks ?? [],
  };
  for (const key of LIST_KEYS) {
    const own = family[key] as unknown[] | undefined;
    (merged as unknown as Record<string, unknown[]>)[key] = firstThen(own, sector[key] as unknown[]);
    merged.familyItems[key] = own?.length ?? 0;
  }
  return merged;
}

/** The knowledge a role draws on: its family (when it is a catalogue role with one) over its sector. */
export function roleKnowledge(jobId: string | undefined, sector: Sector): RoleKnowledge {
  const family = jobId ? familyOf(jobId) : undefined;
  return mergeKnowledge(sectorKnowledge(sector), family, jobId);
}
