import {
  conceptsIn,
  evidenceUnits,
  isConceptUnit,
  requirementCoverage,
  requirementUnits,
  type RequirementUnit,
  LEXICON_READER,
  type TextReader,
} from './evidence-text';
import { inheritedUnits } from './coreference';
import { monthIndex, readTenure, weightedMonths, weightedYears, type Tenure } from './tenure';
import {
  namesLawFirmPractice,
  namesOccupation,
  namesOtherTrade,
  namesRole,
  readOtherWork,
  readTitle,
  readsDefenceWork,
  sameWorkRoles,
} from './titles';
import { roleVocabulary, type RoleVocabulary, type VocabularyRole } from './vocabulary';
import { PROPERTY_SENSED, valuesProperty, valuesPropertyRole, withoutPropertySense } from './property-valuation';
import { auditsInternally, internalAuditRole, withoutInternalAuditSense } from './internal-audit';
import { readsAsTitledRole } from './content';

/**
 * The job-match fit score: one deterministic, explainable number computed from evidence in the CV, used by
 * every engine (the model writes the narrative around it, never the score). Same CV and role, same score,
 * whatever the order of the skills or jobs.
 *
 * Points (100 in all):
 * - skills, 60: each of the role's core skills is looked for in the CV through the lexicon (synonyms,
 *   abbreviations, word forms). Evidence from a job (its title, description and achievements) earns full
 *   credit; a skill only listed in the skills section, the summary or the education earns at most
 *   `CLAIM_CAP` of it, so pasting the role's skill list into a CV is worth little. Skills the role leads with
 *   weigh more (the catalogue lists what a job is built on first).
 * - relevant experience, 15: years in jobs that show the role's work (by their evidence or their title),
 *   with overlapping date ranges counted once, against the years the role's entry level asks for plus two.
 * - seniority, 10: relevant years against the role's entry requirement ("after 2-3 years in banking"),
 *   counted only as far as the jobs show the role's skills.
 * - subject alignment, 10: the role's subjects (its interests and title) in the candidate's work.
 * - education, 5: a relevant degree subject (3) and a professional qualification (2).
 */

/** Most credit for a skill that no job in the CV shows (only listed, claimed in the summary or studied). */
export const CLAIM_CAP = 0.35;
/** Share of a skill's units that counts as full evidence of it: the rest is phrasing. */
const FULL_COVERAGE = 0.6;
/** A job counts towards relevant experience from this relevance up. */
const MIN_RELEVANCE = 0.3;
/**
 * The vocabulary reading (`vocabulary.ts`) is read only in a job already recognised as the role's work: by
 * its title (or by its title naming the role's occupation on an area of its work, `namesOccupation`), or by
 * the concepts its lines show (at least this relevance before the vocabulary reading). At the relevance that
 * counts a job as experience (0.3), other work written in finance-like words rose by up to 9 points for some
 * roles; from 0.6 none rose (ADR 009).
 */
const VOCABULARY_GATE = 0.6;
/**
 * A job titled as the role (its title or a rung of its ladder, `namesRole`) claims the role's skills as a skills
 * list does: each of them earns at least the claim credit, scaled by the months in such jobs (counted once) from
 * `TITLE_CLAIM_MIN_MONTHS` (half) to `TITLE_CLAIM_FULL_MONTHS` (in full); a few months in the title claim nothing.
 */
const TITLE_CLAIM_MIN_MONTHS = 6;
const TITLE_CLAIM_FULL_MONTHS = 12;

export const FIT_POINTS = { skills: 60, experience: 15, seniority: 10, alignment: 10, education: 5 } as const;

export interface FitCv {
  summary?: string;
  skills?: readonly string[];
  experience?: readonly {
    title?: string;
    company?: string;
    duration?: string;
    description?: string;
    achievements?: readonly string[];
  }[];
  education?: readonly { degree?: string; institution?: string; year?: string }[];
}

export interface FitRole {
  /** The catalogue role's id: job titles are read against the catalogue's names of it (`titles.ts`). */
  job_id?: string;
  title: string;
  /** What the work is: its sentences that name a skill's concepts add to that skill's vocabulary. */
  description?: string;
  skills: readonly string[];
  interests: readonly string[];
  experienceLevels: readonly string[];
  /** Career ladder, most junior first (catalogue roles). */
  seniority?: readonly string[];
}

/**
 * `titled`: no line shows the skill, but a job titled as the role claims it (credit as a listed skill at most).
 */
export type SkillEvidence = 'experience' | 'listed' | 'titled' | 'none';
export type Importance = 'critical' | 'important' | 'nice-to-have';

export interface SkillAssessment {
  skill: string;
  /** Position in the role's list (0 first). */
  index: number;
  importance: Importance;
  /** 0-1 credit towards the skills points. */
  credit: number;
  /** Where the best evidence came from: a job, only a list or claim, a job's title as the role, or nowhere. */
  evidence: SkillEvidence;
  /** What of the skill the evidence showed, in the role's words. */
  met: string[];
  /** CV lines that show it, best first (at most two). */
  quotes: string[];
}

export interface FitComponent {
  points: number;
  max: number;
}

/** The fit score with everything needed to explain it. */
export interface FitAssessment {
  fitScore: number;
  /** For the narrative: 80+ excellent, 60-79 good, 40-59 moderate, below 40 weak (spec colours: below 60 red). */
  band: FitBand;
  components: Record<keyof typeof FIT_POINTS, FitComponent>;
  skills: SkillAssessment[];
  /** Years in jobs that show the role's work, overlapping dates counted once. */
  relevantYears: number;
  /** Years in any job, overlapping dates counted once. */
  totalYears: number;
  /** Years the role's entry level asks for. */
  requiredYears: number;
  /** Degree subjects and qualifications that counted. */
  education: string[];
  /**
   * Jobs whose titles name another catalogue role (`titles.ts`): the job's title as written and the roles it
   * names. Their months count towards this role's experience only as far as they show its skills. Absent from
   * an assessment checkpointed before the title reading.
   */
  otherWork?: { title: string; roles: string[] }[];
  /**
   * Jobs titled as the role (as written) when their months claim the role's skills, and those months (counted
   * once). Absent when no job's title claims them.
   */
  titledAs?: { titles: string[]; months: number };
  /**
   * Of those jobs, the ones whose title names the role only among others ("Underwriter, Property and Cyber") and
   * whose lines read as this role's work (`content.ts`), as "title at employer": "your work at X reads as this
   * role's".
   */
  readAs?: string[];
  /** Month "Present" was read as (YYYY-MM). */
  asOf: string;
}

export type FitBand = 'excellent' | 'good' | 'moderate' | 'weak';

/** Narrative band of a fit score. */
export function fitBand(score: number): FitBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'moderate';
  return 'weak';
}

/** "an excellent fit", "a good fit", "a moderate fit", "a weak fit". */
export function describeFit(band: FitBand): string {
  return band === 'excellent' ? 'an excellent fit' : `a ${band} fit`;
}

/** Month of a date as YYYY-MM (UTC), the form `scoreFit` takes for "Present". */
export function yearMonth(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

interface Block {
  /** Lines as shown in evidence quotes. */
  lines: string[];
  units: Set<string>;
  /** What each line shows: its own words and what its references back stand for (`coreference.ts`). */
  lineUnits: Set<string>[];
  /** What each line's own words show. */
  writtenUnits: Set<string>[];
}

/** `inherited`: units each line inherits from what it refers back to (`coreference.ts`). */
function block(lines: string[], reader: TextReader, inherited: readonly Set<string>[] = []): Block {
  const writtenUnits = lines.map((line) => reader.evidenceUnits(line));
  return unitsOf(
    lines,
    writtenUnits,
    writtenUnits.map((units, i) => (inherited[i]?.size ? new Set([...units, ...inherited[i]!]) : units)),
  );
}

function unitsOf(lines: string[], writtenUnits: Set<string>[], lineUnits: Set<string>[]): Block {
  const units = new Set<string>();
  for (const set of lineUnits) for (const u of set) units.add(u);
  return { lines, units, lineUnits, writtenUnits };
}

/** A block without its first line (a job's title line). */
function withoutFirstLine(source: Block): Block {
  return unitsOf(source.lines.slice(1), source.writtenUnits.slice(1), source.lineUnits.slice(1));
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+(?=[A-Z0-9"'(])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function importanceOf(index: number, total: number): Importance {
  if (index < Math.min(3, Math.ceil(total / 3))) return 'critical';
  if (index < Math.ceil((2 * total) / 3)) return 'important';
  return 'nice-to-have';
}
const IMPORTANCE_WEIGHT: Record<Importance, number> = { critical: 1.3, important: 1, 'nice-to-have': 0.7 };

const credit = (share: number) => Math.min(1, share / FULL_COVERAGE);

/**
 * Whether a job title's concepts are all valuation words that lines valuing property read as property valuation
 * (`PROPERTY_SENSED`): "Valuation", "Valuations Analyst"; not "Chartered Surveyor" nor "Corporate Finance".
 */
function namesOnlySensed(title: string, reader: TextReader): boolean {
  const concepts = [...reader.evidenceUnits(title)].filter((u) => u.startsWith('c:'));
  return concepts.length > 0 && concepts.every((u) => PROPERTY_SENSED.has(u));
}

/** Job titles that say how senior someone is, not what they do. */
const GENERIC_TITLE_WORDS = new Set(
  (
    'analyst associate manager officer specialist executive senior junior lead head director assistant trainee ' +
    'graduate consultant vice president partner principal chief intern summer'
  )
    .split(' ')
    .flatMap((w) => [...evidenceUnits(w)]),
);

/**
 * Whether a job title names only a rank ("Manager", "Senior Associate"): it says how senior the job was, not what
 * it was, so it is no evidence of any skill ("Manager" of consensus or pipeline management).
 */
function namesOnlyRank(title: string, reader: TextReader): boolean {
  const units = [...reader.evidenceUnits(title)];
  return units.length > 0 && units.every((u) => GENERIC_TITLE_WORDS.has(u));
}

/** How far a job title names the role (0-1): its specific words, or a rung of the role's own ladder. */
function titleSimilarity(jobTitle: string, role: FitRole): number {
  const job = evidenceUnits(jobTitle);
  const specific = (title: string) => [...evidenceUnits(title)].filter((u) => !GENERIC_TITLE_WORDS.has(u));
  const rungs = (role.seniority ?? []).map(specific).filter((units) => units.length > 0);
  if (rungs.some((units) => units.every((u) => job.has(u)))) return 1;
  const wanted = specific(role.title);
  if (wanted.length === 0) return 0;
  return wanted.filter((u) => job.has(u)).length / wanted.length;
}

/** Years the role's entry level asks for: "Associate (after 2-3 years in banking)" is 2; a graduate role 0. */
export function requiredYearsOf(role: FitRole): number {
  const entry = role.experienceLevels[0] ?? '';
  const years = /(\d+)\s*(?:[-–]\s*\d+\s*)?\+?\s*years?/i.exec(entry);
  return years ? Number(years[1]) : 0;
}

/**
 * How the scorer reads text: a lexicon's reader and its vocabulary reading (none: concepts only). The default
 * is the lexicon's; measurements pass others (a family's phrasings left out, the vocabulary reading off).
 */
export interface FitReading {
  reader: TextReader;
  vocabulary?: (role: VocabularyRole) => RoleVocabulary;
}

const DEFAULT_READING: FitReading = { reader: LEXICON_READER, vocabulary: roleVocabulary };

/**
 * Scores a CV against a role. `asOf` (YYYY-MM) is the month "Present" stands for; pass the run's month so a
 * retried run scores the same. `reading` is for measurements only.
 */
export function scoreFit(cv: FitCv, role: FitRole, options: { asOf: string; reading?: FitReading }): FitAssessment {
  const { reader, vocabulary: vocabularyOf } = options.reading ?? DEFAULT_READING;
  const asOf = monthIndex(options.asOf);
  const read = cvBlocks(cv, reader);
  const { educationLines } = read;
  // Lines read together (a job's, the skills list, the summary) may use a role's words in another sense. Lines that
  // value property are property valuation: their valuation words are no evidence of valuing businesses or
  // securities (`property-valuation.ts`), except for a role of property work. Lines of internal audit are internal
  // audit: their words of audit are no evidence of an audit of financial statements (`internal-audit.ts`), except
  // for a role of internal audit.
  const propertyRole = valuesPropertyRole(role);
  const internalRole = internalAuditRole(role);
  const senses = (b: Block, title = '') => ({
    property: !propertyRole && valuesProperty(b.units, title),
    internal: !internalRole && auditsInternally(b.lines, b.units),
  });
  const sensed = (b: Block, { property, internal }: ReturnType<typeof senses>) => {
    if (!property && !internal) return b;
    const readUnits = (units: Set<string>) => {
      const read = property ? withoutPropertySense(units) : units;
      return internal ? withoutInternalAuditSense(read) : read;
    };
    return unitsOf(b.lines, b.writtenUnits, b.lineUnits.map(readUnits));
  };
  const jobBlocks = read.jobs.map((job) => {
    const sense = senses(job.block, job.title);
    const propertyTitle = sense.property && namesOnlySensed(job.title, reader);
    return {
      ...job,
      sensedBlock: sensed(job.block, sense),
      sensedSkillBlock: job.skillBlock === job.block ? undefined : sensed(job.skillBlock, sense),
      propertyTitle,
    };
  });
  const skillsList = sensed(read.skillsList, senses(read.skillsList));
  const claims = sensed(read.claims, senses(read.claims));
  // A title naming another catalogue role says the job is that role's work: the title is no evidence of this
  // one, whatever words it shares with it ("Payments Operations" with "Payments Product Manager"). In a CV with a
  // job titled as this role, the other jobs are the way the candidate came to it, and are read as before.
  // A job named as work outside the catalogue (a solicitor's, or any job at a law firm) reads the same way, except
  // for roles of law and regulation, which such work leads to.
  const lawRole = LAW_ROLE.test(role.title);
  const titles = jobBlocks.map((job, i): ReturnType<typeof readTitle> | undefined => {
    // A title naming the role only by valuation words ("Associate Director, Valuation") in a job that values
    // property names the property valuer's work, not this role's: it neither holds the role nor claims its skills.
    if (job.propertyTitle) return { kind: 'unknown' };
    const reading = role.job_id ? readTitle(job.title, role.job_id) : undefined;
    const entry = cv.experience?.[i];
    // A law firm's fee earner titled by a practice area of the role's work ("Senior Associate, Real Estate
    // Finance") does legal work on it, not the role's (`namesLawFirmPractice`).
    const lawyer = namesLawFirmPractice(job.title, entry?.company ?? '');
    const lines = [entry?.description ?? '', ...(entry?.achievements ?? [])].join('\n');
    // A role that investigates or enforces is not done by those who defend the investigated: a law firm's job
    // whose lines act for firms and people under investigation is the other side's work (`readsDefenceWork`).
    const defence = ENFORCING_ROLE.test(role.title) && readsDefenceWork(job.title, entry?.company ?? '', lines);
    if (!defence && ((reading?.kind === 'own' && !lawyer) || lawRole)) return reading;
    const outside = readOtherWork(job.title, entry?.company ?? '', lines);
    return outside ? { kind: 'other', roles: [outside] } : reading;
  });
  const holdsRole = titles.some((t) => t?.kind === 'own');
  const jobs = jobBlocks.map((job, i) => {
    const reading = titles[i];
    const otherRoles = reading?.kind === 'other' && !holdsRole ? reading.roles : undefined;
    // A title naming a one-word trade name of the role beside words of other work ("Car Dealer", "Ship Broker")
    // is not the role's title (`namesOtherTrade`): it does not count as the role's for the years, the seniority
    // or the vocabulary reading (`titleOf`). Its line still counts as before (an "FX Quant" whose "FX" the
    // catalogue's words miss keeps the subject its title shows).
    const otherTrade = !!role.job_id && namesOtherTrade(job.title, role.job_id);
    const skillBlock = job.sensedSkillBlock ?? job.sensedBlock;
    return {
      ...job,
      // The title of a job titled as another role names that role's work ("Senior Investment Consultant" is not
      // managing investment consultants): its lines are the evidence of skills, not its title. The title's area
      // ("Financial Services") still counts for the role's subject matter (`subjectBlock`).
      subjectBlock: job.sensedBlock,
      block: otherRoles && job.titled ? withoutFirstLine(skillBlock) : skillBlock,
      tenure: readTenure(cv.experience?.[i]?.duration ?? '', asOf),
      otherRoles,
      otherTrade,
    };
  });
  // A title that names the role and a role of the same work alike ("Audit Manager": an internal auditor's rung, an
  // external auditor's audit title) is the other role's when the lines of the jobs at that employer show work only
  // the other role's skills ask for and none only this role's do (`siblingTitled`): an audit manager of statutory
  // audits under ISAs claims no internal auditor's skills, nor an internal audit manager writing graded findings
  // reports an external auditor's. Its lines still count as evidence, as any job's.
  const requirements = role.skills.map((skill) => reader.requirementUnits(skill));
  const siblingTitle = siblingTitled(role, cv, jobs, reader, requirements);
  const titleOf = (job: (typeof jobs)[number], j: number) =>
    job.otherRoles || job.otherTrade || siblingTitle[j] || job.propertyTitle ? 0 : titleSimilarity(job.title, role);

  const weights = role.skills.map((_, index) => IMPORTANCE_WEIGHT[importanceOf(index, role.skills.length)]);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  /** Share of the role's weighted skills a set of per-skill credits shows. */
  const shareOf = (credits: readonly number[]) =>
    weightSum ? credits.reduce((sum, c, i) => sum + weights[i]! * c, 0) / weightSum : 0;

  // What each job's concepts show of each skill; then, in a job recognised as the role's work, what its lines
  // that no concept of the role reads show through the vocabulary reading.
  const conceptCredits = jobs.map((job) =>
    requirements.map((units) => credit(requirementCoverage(units, job.block.units).share)),
  );
  const vocabulary = vocabularyOf?.({ skills: role.skills, description: role.description });
  // A job titled as the role's occupation on an area of its work ("Equity Structurer" for a derivatives
  // structurer) is the role's work too, unless its title names another role or work outside the catalogue.
  const occupationOf = (j: number) =>
    !!role.job_id &&
    titles[j]?.kind !== 'other' &&
    !jobs[j]!.propertyTitle &&
    namesOccupation(jobs[j]!.title, role.job_id);
  // A title several roles share ("Underwriter, Property and Cyber": the Lloyd's, mortgage and export finance
  // underwriters') or a function qualified by the role's area ("Analyst, Pensions"; never a rank or function alone,
  // `titleCouldName`) is the role's when the job's lines read as this role's work first among the roles the title
  // could name, by a clear margin (`readsAsTitledRole`, `content.ts`): it is then recognised as the role's work and
  // claims its skills as a job titled as the role does. The reading is of what the job says it did: its lines after
  // the title line (the title is read by `titles.ts`).
  const contentLines = (job: (typeof jobs)[number]) => job.sensedBlock.lineUnits.slice(job.titled ? 1 : 0);
  const contentTitled = jobs.map(
    (job, j) =>
      !!role.job_id &&
      titles[j]?.kind !== 'other' &&
      !siblingTitle[j] &&
      !job.propertyTitle &&
      !job.otherTrade &&
      readsAsTitledRole(job.title, contentLines(job), role.job_id),
  );
  const vocabularyReadings = jobs.map((job, j) => {
    const recognised =
      titleOf(job, j) >= 0.5 ||
      occupationOf(j) ||
      contentTitled[j] ||
      Math.min(1, shareOf(conceptCredits[j]!) * 1.5) >= VOCABULARY_GATE;
    return vocabulary && recognised ? readVocabulary(job.block, vocabulary) : undefined;
  });

  const lineSkills: SkillAssessment[] = role.skills.map((skill, index) => {
    const assessed = assessRequirement(requirements[index]!, jobs, [skillsList, claims]);
    const read = bestVocabularyLine(vocabularyReadings.map((r) => r?.[index]));
    const useVocabulary = read !== undefined && read.credit > assessed.credit;
    return {
      skill,
      index,
      importance: importanceOf(index, role.skills.length),
      ...(useVocabulary
        ? { credit: read.credit, evidence: 'experience', met: [], quotes: [quote(read.line)] }
        : assessed),
    };
  });
  // A job titled as the role claims its skills: each earns at least the claim credit, as if listed. A skill a
  // job's lines show in part (credit c) is shown by two pieces of evidence, the title and the line, and earns
  // 1 - (1 - c)(1 - claim): more than either alone, never full credit. What the lines show keeps its kind (a
  // skill a job shows in part stays shown in part); experience and seniority are read from the lines alone. A
  // job titled as other work (a law firm's "Senior Associate, Real Estate Finance") claims nothing; one titled as
  // the role's occupation on an area of its work ("Equity Structurer", `namesOccupation`) claims like the role's
  // title.
  const titled = jobs.filter(
    (job, j) =>
      role.job_id &&
      titles[j]?.kind !== 'other' &&
      !siblingTitle[j] &&
      !job.propertyTitle &&
      (namesRole(job.title, role.job_id) || occupationOf(j) || contentTitled[j]),
  );
  const readAs = [
    ...new Set(
      jobs.flatMap((job, j) =>
        contentTitled[j] && !namesRole(job.title, role.job_id!) && !occupationOf(j)
          ? [[job.title.trim(), cv.experience?.[j]?.company?.trim()].filter(Boolean).join(' at ')]
          : [],
      ),
    ),
  ].sort();
  const titledMonths = Math.round(weightedMonths(titled.map((job) => ({ tenure: job.tenure, weight: 1 }))));
  const titleClaim =
    titledMonths < TITLE_CLAIM_MIN_MONTHS
      ? 0
      : round(CLAIM_CAP * Math.min(1, titledMonths / TITLE_CLAIM_FULL_MONTHS), 3);
  const skills: SkillAssessment[] = lineSkills.map((s) =>
    s.evidence === 'experience' && s.credit < 1 && titleClaim > 0
      ? { ...s, credit: round(1 - (1 - s.credit) * (1 - titleClaim), 3) }
      : s.credit >= titleClaim
        ? s
        : s.evidence === 'experience'
          ? { ...s, credit: titleClaim }
          : { ...s, credit: titleClaim, evidence: 'titled', met: [], quotes: [] },
  );

  const skillShare = shareOf(skills.map((s) => s.credit));
  const experienceShare = shareOf(lineSkills.map((s) => (s.evidence === 'experience' ? s.credit : 0)));

  // How much of the role each job shows: its title, or the share of the role's skills its own lines evidence,
  // by concepts or by the vocabulary reading (a job showing two thirds of them is fully relevant).
  const shown = jobs.map((_, j) =>
    shareOf(conceptCredits[j]!.map((c, i) => Math.max(c, vocabularyReadings[j]?.[i]?.credit ?? 0))),
  );
  const relevance = jobs.map((job, j) => {
    const value = Math.max(titleOf(job, j), Math.min(1, shown[j]! * 1.5));
    return value >= MIN_RELEVANCE ? value : 0;
  });
  const yearsWith = (counted: (j: number) => boolean) =>
    weightedYears(jobs.map((job, j) => ({ tenure: job.tenure, weight: counted(j) ? relevance[j]! : 0 })));
  const relevantYears = yearsWith(() => true);
  const totalYears = weightedYears(jobs.map((job) => ({ tenure: job.tenure, weight: 1 })));
  const requiredYears = requiredYearsOf(role);

  const experienceOf = (years: number) => Math.min(1, years / Math.max(2, requiredYears + 2));
  const seniorityOf = (years: number) => (requiredYears === 0 ? 1 : Math.min(1, years / requiredYears));
  // A job titled as another catalogue role is that role's work, close to this one in part: what its months add
  // to the experience and seniority points counts in proportion to the share of this role's skills it shows
  // (the most any such job shows), not in full as soon as it shows two thirds of them.
  const otherJobs = jobs.map((job, j) => job.otherRoles !== undefined && relevance[j]! > 0);
  const otherShare = Math.max(0, ...shown.filter((_, j) => otherJobs[j]));
  const ownYears = yearsWith((j) => !otherJobs[j]);
  const partly = (fit: (years: number) => number) =>
    fit(ownYears) + (fit(relevantYears) - fit(ownYears)) * Math.min(1, otherShare);
  const experienceFit = partly(experienceOf);
  const seniorityFit = partly(seniorityOf);
  const seniorityGate = Math.min(1, experienceShare / 0.4);

  const subjectUnits = [role.title, ...role.interests].map((text) => reader.requirementUnits(text)).flat();
  const workUnits = new Set<string>();
  // Support work on a market (its `o:` words, `evidence-text.ts`) is still work in its subject.
  for (const job of jobs)
    for (const u of job.subjectBlock.units) workUnits.add(u.startsWith('o:') ? `w:${u.slice(2)}` : u);
  const alignment = Math.min(1, requirementCoverage(subjectUnits, workUnits).share / 0.5);

  const education = educationEvidence(cv, role, educationLines);

  const components = {
    skills: component(FIT_POINTS.skills * skillShare, FIT_POINTS.skills),
    experience: component(FIT_POINTS.experience * experienceFit, FIT_POINTS.experience),
    seniority: component(FIT_POINTS.seniority * seniorityFit * seniorityGate, FIT_POINTS.seniority),
    alignment: component(FIT_POINTS.alignment * alignment, FIT_POINTS.alignment),
    education: component(education.points, FIT_POINTS.education),
  };
  const total = Object.values(components).reduce((sum, c) => sum + c.points, 0);
  const fitScore = Math.max(0, Math.min(100, Math.round(total)));
  return {
    fitScore,
    band: fitBand(fitScore),
    components,
    skills,
    relevantYears,
    totalYears,
    requiredYears,
    education: education.found,
    otherWork: jobs
      .filter((job) => job.otherRoles)
      .map((job) => ({ title: job.title.trim(), roles: job.otherRoles! }))
      .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)),
    ...(titleClaim > 0 && readAs.length > 0 ? { readAs } : {}),
    ...(titleClaim > 0
      ? { titledAs: { titles: [...new Set(titled.map((job) => job.title.trim()))].sort(), months: titledMonths } }
      : {}),
    asOf: options.asOf,
  };
}

/**
 * For each job, whether its title reads as the role's only as it reads as a role of the same work too
 * (`sameWorkRoles`; not a title naming this role by a name the other's do not read), and the lines of the CV's
 * jobs at its employer show concepts only that role's skills ask for and none only this role's (a concept either
 * role's skills name, or count towards, is shared work). `requirements`: the role's skills as units.
 */
function siblingTitled(
  role: FitRole,
  cv: FitCv,
  jobs: readonly { title: string; block: Block }[],
  reader: TextReader,
  requirements: readonly RequirementUnit[][],
): boolean[] {
  const none = jobs.map(() => false);
  const jobId = role.job_id;
  if (!jobId) return none;
  // What a role's skills ask for (`named`), and what else counts towards them (`counted`, the broader concepts).
  const asked = (units: readonly RequirementUnit[][]) => {
    const named = new Set<string>();
    const counted = new Set<string>();
    for (const unit of units.flat()) {
      for (const u of unit.anyOf) if (isConceptUnit(u)) named.add(u);
      for (const u of [...unit.anyOf, ...unit.related, ...(unit.relatedGeneral ?? [])])
        if (isConceptUnit(u)) counted.add(u);
    }
    return { named, counted };
  };
  const siblings = sameWorkRoles(jobId).map((sibling) => ({
    jobId: sibling.jobId,
    ...asked(sibling.skills.map((skill) => reader.requirementUnits(skill))),
  }));
  if (siblings.length === 0) return none;
  const own = asked(requirements);
  const employer = (j: number) => (cv.experience?.[j]?.company ?? '').trim().toLowerCase();
  const shownAt = (j: number) => {
    const units = new Set<string>();
    jobs.forEach((job, i) => {
      if (i === j || (employer(j) !== '' && employer(i) === employer(j))) for (const u of job.block.units) units.add(u);
    });
    return units;
  };
  const readsAs = (title: string, id: string) => namesRole(title, id) || readTitle(title, id).kind === 'own';
  return jobs.map((job, j) => {
    if (!readsAs(job.title, jobId)) return false;
    // A title naming this role by a name the other's do not read ("Internal Audit Manager") is this role's.
    const theirs = siblings.filter(
      (sibling) =>
        readsAs(job.title, sibling.jobId) && !(namesRole(job.title, jobId) && !namesRole(job.title, sibling.jobId)),
    );
    if (theirs.length === 0) return false;
    const units = shownAt(j);
    return theirs.some((sibling) => {
      const onlyTheirs = [...sibling.named].some((u) => !own.counted.has(u) && units.has(u));
      const onlyOwn = [...own.named].some((u) => !sibling.counted.has(u) && units.has(u));
      return onlyTheirs && !onlyOwn;
    });
  });
}

interface CvBlocks {
  /**
   * `titled`: the block's first line is the job's title (and company). `skillBlock`: the block as evidence of
   * skills, its title line without a title naming only a rank (`namesOnlyRank`; the block itself when none).
   */
  jobs: { title: string; titled: boolean; block: Block; skillBlock: Block }[];
  skillsList: Block;
  claims: Block;
  educationLines: string[];
}

/** The CV as evidence: each job's lines (title, description sentences, achievements), and the claims. */
function cvBlocks(cv: FitCv, reader: TextReader = DEFAULT_READING.reader): CvBlocks {
  const jobLines = (cv.experience ?? []).map((job) => {
    const title = [job.title, job.company].filter(Boolean).join(', ');
    const lines = [
      ...(title ? [title] : []),
      ...sentences(job.description ?? ''),
      ...(job.achievements ?? []).map((a) => a.trim()).filter(Boolean),
    ];
    return { title: job.title ?? '', titled: Boolean(title), lines };
  });
  const summary = sentences(cv.summary ?? '');
  const inherited = inheritedUnits(
    summary,
    jobLines.map((job) => job.lines),
    reader,
  );
  const jobs = jobLines.map(({ title, titled, lines }, i) => {
    const read = block(lines, reader, inherited.jobs[i]);
    // A title naming only a rank still says the job's subject where the role's title shares its words ("Associate"
    // for a private equity associate), but it is no evidence of a skill: that line is the employer's name alone.
    const company = cv.experience?.[i]?.company?.trim() ?? '';
    const skillBlock =
      titled && namesOnlyRank(title, reader) ? block([company, ...lines.slice(1)], reader, inherited.jobs[i]) : read;
    return { title, titled, block: read, skillBlock };
  });
  const skillsList = block((cv.skills ?? []).map((s) => s.trim()).filter(Boolean), reader);
  const educationLines = (cv.education ?? [])
    .map((e) => [e.degree, e.institution].filter(Boolean).join(', '))
    .filter(Boolean);
  // What was studied claims a skill; the name of the body that awarded it does not ("Association of Corporate
  // Treasurers" is no claim of selling to corporate treasurers).
  const degrees = (cv.education ?? []).map((e) => e.degree?.trim() ?? '').filter(Boolean);
  const claims = block([...summary, ...degrees], reader, inherited.summary);
  return { jobs, skillsList, claims, educationLines };
}

/** How the CV evidences one requirement: full credit from a job, at most `CLAIM_CAP` from a list or claim. */
function assessRequirement(
  units: RequirementUnit[],
  jobs: readonly { block: Block }[],
  claimBlocks: readonly Block[],
): Pick<SkillAssessment, 'credit' | 'evidence' | 'met' | 'quotes'> {
  const bestJob = pickBest(jobs.map((job) => ({ block: job.block, ...requirementCoverage(units, job.block.units) })));
  const bestClaim = pickBest(claimBlocks.map((b) => ({ block: b, ...requirementCoverage(units, b.units) })));
  const jobCredit = credit(bestJob?.share ?? 0);
  const claimCredit = CLAIM_CAP * credit(bestClaim?.share ?? 0);
  const value = Math.max(jobCredit, claimCredit);
  if (value === 0) return { credit: 0, evidence: 'none', met: [], quotes: [] };
  const useJob = jobCredit >= claimCredit;
  const best = (useJob ? bestJob : bestClaim)!;
  return {
    credit: round(value, 3),
    evidence: useJob ? 'experience' : 'listed',
    met: best.met,
    quotes: quotesFor(units, best.block),
  };
}

/**
 * Whether the CV shows a skill named in any words (e.g. a gap a model proposed): in a job, only listed or
 * claimed, or not at all. A skill the CV lists is never a gap.
 */
export function skillEvidence(cv: FitCv, skill: string): SkillEvidence {
  const { jobs, skillsList, claims } = cvBlocks(cv);
  return assessRequirement(requirementUnits(skill), jobs, [skillsList, claims]).evidence;
}

/** A line the vocabulary reading credits for a skill. */
interface VocabularyLine {
  credit: number;
  line: string;
}

/**
 * What a job's lines show of each skill through the vocabulary reading: for each skill, its best line among
 * those whose own words show none of the role's concepts (a line a concept reads is the concept's evidence).
 * The job's lines are read together for the skill's name: a line in the words of a skill's work counts when
 * any line of the job (its title, another sentence) names the skill or its concepts' terms.
 */
function readVocabulary(source: Block, vocabulary: RoleVocabulary): (VocabularyLine | undefined)[] {
  const best: (VocabularyLine | undefined)[] = [];
  const jobWords = new Set<string>();
  for (const units of source.writtenUnits) for (const u of units) if (u.startsWith('w:')) jobWords.add(u.slice(2));
  source.lines.forEach((line, i) => {
    const units = source.writtenUnits[i]!;
    if ([...vocabulary.concepts].some((c) => units.has(c) || units.has(`r:${c.slice(2)}`))) return;
    vocabulary.lineCredits(units, jobWords).forEach((value, skill) => {
      if (value > 0) best[skill] = bestVocabularyLine([best[skill], { credit: value, line }]);
    });
  });
  return best;
}

/** The highest credit; ties go to the line first in text order, so the order of jobs never matters. */
function bestVocabularyLine(lines: readonly (VocabularyLine | undefined)[]): VocabularyLine | undefined {
  let best: VocabularyLine | undefined;
  for (const l of lines)
    if (l && (!best || l.credit > best.credit || (l.credit === best.credit && l.line < best.line))) best = l;
  return best;
}

const quote = (line: string) => (line.length > 200 ? `${line.slice(0, 197)}...` : line);

/** The best-covering source; ties go to the earlier one (sources are listed in a fixed order). */
function pickBest<T extends { share: number }>(items: T[]): T | undefined {
  let best: T | undefined;
  for (const item of items) if (!best || item.share > best.share) best = item;
  return best;
}

/** Lines of a block that show the requirement, most convincing first; ties by text so order never matters. */
function quotesFor(units: RequirementUnit[], source: Block): string[] {
  return source.lines
    .map((line, i) => ({ line, share: requirementCoverage(units, source.lineUnits[i]!).share }))
    .filter((q) => q.share > 0)
    .sort((a, b) => b.share - a.share || (a.line < b.line ? -1 : a.line > b.line ? 1 : 0))
    .slice(0, 2)
    .map((q) => quote(q.line));
}

/** Roles whose work is investigating or enforcing against firms and people (not advising or defending them). */
const ENFORCING_ROLE = /enforcement|investigat/i;
const LAW_ROLE = /complian|crime|laundering|legal|regulat|conduct|sanction|fraud|enforcement|investigat|ombudsman/i;

function educationEvidence(cv: FitCv, role: FitRole, educationLines: string[]): { points: number; found: string[] } {
  const subjects = educationLines.flatMap((line) => conceptsIn(line, 'subject'));
  const roleText = [role.title, ...role.skills].join(' ');
  const relevantSubjects = subjects.filter((s) => s !== 'law_subject' || LAW_ROLE.test(roleText));
  const everywhere = [
    cv.summary ?? '',
    ...(cv.skills ?? []),
    ...educationLines,
    ...(cv.experience ?? []).flatMap((e) => [e.title ?? '', e.description ?? '', ...(e.achievements ?? [])]),
  ].join('\n');
  const qualifications = conceptsIn(everywhere, 'qualification');
  const found = [...new Set([...relevantSubjects, ...qualifications])].sort();
  const points = (relevantSubjects.length > 0 ? 3 : 0) + (qualifications.length > 0 ? 2 : 0);
  return { points, found };
}

function component(points: number, max: number): FitComponent {
  return { points: round(points, 1), max };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Tenure of a job as `scoreFit` reads it (exported for explanations and tests). */
export function tenureOf(duration: string, asOf: string): Tenure {
  return readTenure(duration, monthIndex(asOf));
}

/**
 * One sentence saying how the score is made up, for the result's summary and the model's brief; `skills` names
 * the skills in the writer's words (default "the role's core skills").
 */
export function explainFit(fit: FitAssessment, skills = "the role's core skills"): string {
  const points = fit.components;
  const { experience, seniority, alignment, education } = points;
  return (
    `How the score is built: ${points.skills.points} of ${points.skills.max} points for evidence of ${skills} ` +
    `(full credit when a job shows a skill, at most ${Math.round(CLAIM_CAP * 100)}% when it is only listed` +
    (fit.titledAs ? ' or claimed by a job titled as the role' : '') +
    (fit.readAs?.length ? ` or whose work reads as the role's (${fit.readAs.join('; ')})` : '') +
    '), ' +
    `${experience.points} of ${experience.max} for ${fit.relevantYears} years of relevant experience` +
    (fit.otherWork?.length
      ? ` (years in a job titled as another role count only as far as it shows this role's skills), `
      : ', ') +
    `${seniority.points} of ${seniority.max} for seniority, ${alignment.points} of ${alignment.max} for work in ` +
    `the role's subject matter and ${education.points} of ${education.max} for education.`
  );
}
