import { ROLES } from '../catalog/roles';
import { LEXICON_READER, type TextReader } from './evidence-text';
import { titleCouldName } from './titles';

/**
 * The content reading of job match (issue 13, ADR 009): which catalogue roles a CV job's lines describe, whatever
 * its title says. Each role has a profile built once from the catalogue (its title, summary, description and
 * skills), as the scorer reads text: the concepts the lexicon finds there (with their phrasings, so plain words
 * meet jargon) and the content words. A unit weighs by how specific it is over the catalogue (inverse role
 * frequency, TF-IDF): a unit most roles' profiles use ("client", "report") says little of whose work a job is, one
 * only two roles use says much. A job's lines (the scorer gives its description sentences and achievements: its
 * title is read by `titles.ts`, and the skills list and the summary are never read here, so a pasted skill list
 * earns nothing) are read as a set of units, each by its specificity, and each role scores the cosine of the two:
 * how much of what the job says the role's profile says too, and as strongly.
 */

/** A unit as the content reading counts it: objects ("swaps" in support work) are still the subject's words. */
function contentUnit(unit: string): string | undefined {
  if (unit.startsWith('c:') || unit.startsWith('w:')) return unit;
  if (unit.startsWith('o:')) return `w:${unit.slice(2)}`;
  return undefined;
}

/** A concept found in the text says more than a single word: it weighs this much more. */
const CONCEPT_WEIGHT = 1.5;
/** Units in more than this share of the catalogue's profiles are everyday words of finance: left out. */
const COMMON_SHARE = 0.2;

export interface ContentRole {
  job_id: string;
  title: string;
  summary?: string;
  description?: string;
  skills: readonly string[];
}

export interface ContentProfiles {
  /** Each role's units with their weights (TF-IDF), and the vector's length. */
  roles: { jobId: string; weights: Map<string, number>; norm: number }[];
  /** Each unit's specificity over the catalogue. */
  idf: Map<string, number>;
  reader: TextReader;
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The units a text shows, each sentence read on its own. */
function unitsOfLines(lines: readonly string[], reader: TextReader): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines)
    for (const raw of reader.evidenceUnits(line)) {
      const u = contentUnit(raw);
      if (u) counts.set(u, (counts.get(u) ?? 0) + 1);
    }
  return counts;
}

/** Profiles of the catalogue's roles (built once). */
export function contentProfiles(roles: readonly ContentRole[], reader: TextReader = LEXICON_READER): ContentProfiles {
  const counts = roles.map((role) =>
    unitsOfLines(
      [role.title, ...sentencesOf(role.summary ?? ''), ...sentencesOf(role.description ?? ''), ...role.skills],
      reader,
    ),
  );
  const df = new Map<string, number>();
  for (const c of counts) for (const u of c.keys()) df.set(u, (df.get(u) ?? 0) + 1);
  const n = roles.length;
  const idf = new Map<string, number>();
  for (const [u, d] of df) {
    if (d > Math.max(2, n * COMMON_SHARE)) continue;
    idf.set(u, Math.log(n / d) * (u.startsWith('c:') ? CONCEPT_WEIGHT : 1));
  }
  return {
    roles: roles.map((role, i) => {
      const weights = new Map<string, number>();
      for (const [u, tf] of counts[i]!) {
        const w = idf.get(u);
        if (w) weights.set(u, (1 + Math.log(tf)) * w);
      }
      const norm = Math.sqrt([...weights.values()].reduce((s, w) => s + w * w, 0));
      return { jobId: role.job_id, weights, norm };
    }),
    idf,
    reader,
  };
}

export interface ContentRank {
  jobId: string;
  score: number;
  /** How many of the job's units the role's profile shares. */
  shared: number;
}

/**
 * Every role's similarity to a job's lines (title, description sentences, achievements), best first: `lines` as
 * text, or as the units the scorer read in each (`TextReader.evidenceUnits`).
 */
export function rankContent(
  lines: readonly string[] | readonly Set<string>[],
  profiles: ContentProfiles = PROFILES,
): ContentRank[] {
  const job = new Map<string, number>();
  for (const line of lines)
    for (const raw of typeof line === 'string' ? profiles.reader.evidenceUnits(line) : line) {
      const u = contentUnit(raw);
      const w = u && profiles.idf.get(u);
      if (w) job.set(u, w);
    }
  const jobNorm = Math.sqrt([...job.values()].reduce((s, w) => s + w * w, 0));
  if (jobNorm === 0) return [];
  return profiles.roles
    .map((role) => {
      let dot = 0;
      let shared = 0;
      for (const [u, w] of job) {
        const r = role.weights.get(u);
        if (r) {
          dot += w * r;
          shared += 1;
        }
      }
      return { jobId: role.jobId, score: role.norm ? dot / (role.norm * jobNorm) : 0, shared };
    })
    .sort((a, b) => b.score - a.score || (a.jobId < b.jobId ? -1 : 1));
}

const PROFILES = contentProfiles(ROLES);

/** The content reading's similarity a job needs to its role at least, and its lead over the next role. */
export const CONTENT_FLOOR = 0.15;
export const CONTENT_MARGIN = 1.25;
/** Fewest units of the role's profile a job's lines show: one or two shared words are no reading of its work. */
const MIN_SHARED = 3;

/**
 * Whether a job's title could name the role among others (`titleCouldName`) and its lines read as this role's work
 * first among the roles the title could name, by a clear margin: "Underwriter, Property and Cyber" whose lines
 * price and sign property and cyber risks at Lloyd's is the Lloyd's underwriter's job, not a mortgage
 * underwriter's. `lines`: the job's title line, description sentences and achievements.
 */
export function readsAsTitledRole(
  title: string,
  lines: readonly string[] | readonly Set<string>[],
  jobId: string,
): boolean {
  if (!titleCouldName(title, jobId)) return false;
  const ranked = rankContent(lines);
  const at = ranked.findIndex((r) => r.jobId === jobId);
  const own = ranked[at];
  if (!own || own.score < CONTENT_FLOOR || own.shared < MIN_SHARED) return false;
  // The roles ranked above it that the title could name: none; the next such role below it: far enough behind.
  if (ranked.slice(0, at).some((r) => titleCouldName(title, r.jobId))) return false;
  const next = ranked.slice(at + 1).find((r) => r.score > own.score / CONTENT_MARGIN && titleCouldName(title, r.jobId));
  return next === undefined;
}
