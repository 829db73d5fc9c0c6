/**
 * Job-match eval: how the fit score the product shows separates suited from unsuited CVs, resists a
 * keyword-stuffed CV, credits a practitioner who describes her work in her own words, and stays the same on
 * repeat and when skills and jobs are listed in another order. Cases: `eval/cases/job-match.json`.
 *
 * The score measured is the one a run returns: the workflow's scoring step computes it with `scoreFit`
 * (`shared/src/job-match/score-fit.ts`) on every engine, and the offline engine writes its result around it.
 * Run alone with `tsx eval/job-match.ts`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { getRole } from '@fcs/shared/catalog/roles';
import { LIMITS } from '@fcs/shared/constants';
import type { Role } from '@fcs/shared/catalog/schema';
import { scoreFit } from '@fcs/shared/job-match/score-fit';
import { ZCvDataInput, type CvDataInput } from '@fcs/shared/workflows/job-match';
import { OFFLINE_GENERATORS } from '@fcs/worker/llm/offline/generators/index';
import { createRng } from '@fcs/worker/llm/offline/generators/seed';

/**
 * A case as the product receives it: the CV form (and the CV reader, `parse-cv.ts`) keeps the first
 * `LIMITS.cvEducationMax` education entries, so a written CV with more is scored as the form would send it. The
 * case file keeps the CV as written.
 */
const ZCase = z.preprocess(
  (cv) =>
    cv && typeof cv === 'object' && Array.isArray((cv as { education?: unknown }).education)
      ? { ...cv, education: (cv as { education: unknown[] }).education.slice(0, LIMITS.cvEducationMax) }
      : cv,
  ZCvDataInput,
);
const ZJobMatchCases = z.object({
  asOf: z.string().regex(/^\d{4}-\d{2}$/),
  keywordStuffedBase: ZCase,
  roles: z
    .array(
      z.object({
        jobId: z.string(),
        suited: ZCase,
        ownWords: ZCase,
        unsuited: z.array(ZCase).min(1),
        /** Set on cases written before the lexicon they test, and never edited to suit it. */
        heldOut: z.string().optional(),
      }),
    )
    .min(6),
});
export type JobMatchCases = z.infer<typeof ZJobMatchCases>;

export interface JobMatchEval {
  min_suited_minus_unsuited: number;
  keyword_stuffed_max: number;
  own_words_min: number;
  stable: boolean;
}

/** One row per role, for reading the figures behind the headline. */
export interface JobMatchRow {
  jobId: string;
  suited: number;
  unsuited: number[];
  keywordStuffed: number;
  ownWords: number;
  /** The case's held-out note, when it has one. */
  heldOut?: string;
}

export function loadJobMatchCases(): JobMatchCases {
  const path = fileURLToPath(new URL('./cases/job-match.json', import.meta.url));
  return ZJobMatchCases.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** The chef with the role's published skill list pasted into the skills and the summary. */
export function keywordStuffed(base: CvDataInput, role: Role): CvDataInput {
  return {
    ...base,
    summary: `Aspiring ${role.title}. ${role.skills.join('. ')}. ${base.summary}`,
    skills: [...role.skills, ...base.skills].slice(0, 15),
  };
}

/** The score of the result the offline engine writes, with the assessment the workflow's scoring step hands it. */
function fitScore(role: Role, cvData: CvDataInput, asOf: string): number {
  const computed = scoreFit(cvData, role, { asOf });
  return OFFLINE_GENERATORS.job_match({ role, input: { jobId: role.job_id, cvData }, computed }).fitScore;
}

/** The same CV with its skills shuffled and its jobs in reverse order. */
function reordered(cv: CvDataInput, seed: string): CvDataInput {
  return { ...cv, skills: createRng(seed).shuffle(cv.skills), experience: [...cv.experience].reverse() };
}

export function scoreJobMatchCases(cases: JobMatchCases): { rows: JobMatchRow[]; stable: boolean } {
  let stable = true;
  const rows = cases.roles.map(({ jobId, suited, ownWords, unsuited, heldOut }) => {
    const role = getRole(jobId);
    if (!role) throw new Error(`eval/cases/job-match.json: no role ${jobId}`);
    const score = (cv: CvDataInput) => {
      const first = fitScore(role, cv, cases.asOf);
      const again = fitScore(role, cv, cases.asOf);
      if (again !== first || fitScore(role, reordered(cv, `${jobId}:${cv.name}`), cases.asOf) !== first) {
        stable = false;
      }
      return first;
    };
    return {
      jobId,
      suited: score(suited),
      unsuited: unsuited.map(score),
      keywordStuffed: score(keywordStuffed(cases.keywordStuffedBase, role)),
      ownWords: score(ownWords),
      ...(heldOut ? { heldOut } : {}),
    };
  });
  return { rows, stable };
}

/** The headline figures `npm run eval` reports under `job_match`, and one line per held-out round. */
export async function evaluateJobMatch(): Promise<JobMatchEval & { heldOutLines: string[] }> {
  const { rows, stable } = scoreJobMatchCases(loadJobMatchCases());
  return { ...summarise(rows, stable), heldOutLines: heldOutSummary(rows) };
}

/** Own-words scores of each held-out round ("round 2", "round 3"; unnamed notes are round 1). */
export function heldOutSummary(rows: readonly JobMatchRow[]): string[] {
  const rounds = new Map<string, number[]>();
  for (const row of rows) {
    if (!row.heldOut) continue;
    const round = /^round \d+/.exec(row.heldOut)?.[0] ?? 'round 1';
    rounds.set(round, [...(rounds.get(round) ?? []), row.ownWords]);
  }
  return [...rounds].map(
    ([round, scores]) =>
      `job match held-out ${round}: own-words ${scores.join(', ')} (min ${Math.min(...scores)}, ${scores.filter((s) => s >= 65).length} of ${scores.length} at 65+)`,
  );
}

function summarise(rows: JobMatchRow[], stable: boolean): JobMatchEval {
  return {
    min_suited_minus_unsuited: Math.min(...rows.map((r) => r.suited - Math.max(...r.unsuited))),
    keyword_stuffed_max: Math.max(...rows.map((r) => r.keywordStuffed)),
    own_words_min: Math.min(...rows.map((r) => r.ownWords)),
    stable,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { rows, stable } = scoreJobMatchCases(loadJobMatchCases());
  for (const row of rows) console.log(JSON.stringify(row));
  for (const line of heldOutSummary(rows)) console.log(line);
  console.log(JSON.stringify(summarise(rows, stable)));
}
