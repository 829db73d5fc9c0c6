import { z } from 'zod';
import { getRole, ROLES } from '../catalog/roles';
import titlesData from './titles.json';

/**
 * The title reading of job match (issue 13, ADR 009): what a CV job's title says about whose work the job is.
 * Each catalogue role is named by its title, the rungs of its career ladder and a few reviewed variants
 * (`titles.json`: "IFA" for a financial planner, "Audit Senior" for an external auditor). A name is read in a
 * job title as a run of words after stemming, with rank words ("Senior", "AVP", "Team Leader", "Head of")
 * left out at its ends, so "Senior Fund Accountant" and "Team Leader, Payments Operations" read the names
 * "fund accountant" and "payments operations".
 *
 * A job title then reads, for a role, as:
 * - `own`: it names the role (its title, a rung of its ladder or a variant);
 * - `other`: it names another catalogue role, more of the title's words than this role's names explain, with a
 *   word none of this role's names use (on a tie, the other's name holds the title's head noun and this role's
 *   words do not), and that role is not on this role's ladder, this role on its ladder,
 *   listed as the same work, nor a usual way into this role;
 * - `unknown`: anything else ("Analyst", "Associate", "Manager" alone name nothing).
 */

const ZTitles = z.object({
  /** Words that say how senior someone is or where, not what they do: left out at the ends of a name. */
  rankWords: z.array(z.string().trim().min(1)),
  /**
   * Names that on their own are an area, not a job ("fund", "risk", "credit"): a title reading one of them
   * names no role but its own ("Fund Manager" is a rung of the real estate investment analyst's ladder, but a
   * "Fund Accountant" does not name that role).
   */
  broadNames: z.array(z.string().trim().min(1)),
  /**
   * Head nouns that name one occupation whatever its area, each with the names of its desk ("structurer":
   * "structuring"): a structurer, a trader, an actuary is that work on any product ("Equity Structurer", "VP,
   * Rates Structuring", "Gilt Trader"). Heads that say how senior someone is or name a function of any field
   * ("analyst", "manager", "associate", "specialist", "officer", "consultant", "adviser") are not listed, nor heads
   * that other work shares with finance ("accountant", "auditor", "modeller", "surveyor").
   */
  occupations: z.record(z.string().trim().min(1), z.array(z.string().trim().min(1))),
  /** Reviewed names of a role besides its title and ladder, read as written: what the job is commonly called. */
  names: z.record(z.string(), z.array(z.string().trim().min(1).max(80))),
  /**
   * Work outside the catalogue, by the names of its jobs and of its employers ("solicitor", "law firm"): a job so
   * named or held at such an employer is that work (`readOtherWork`), whatever finance words its title shares.
   */
  otherWork: z.record(z.string(), z.array(z.string().trim().min(1).max(80))),
  /** Pairs of roles whose titles name the same work (neither counts as the other's "other" role). */
  sameWork: z.array(z.tuple([z.string(), z.string()])),
  /**
   * The usual ways into a role that the catalogue names ("Associate (after 2-3 years in banking)": M&A) and
   * the neighbours ADR 009 records as honestly shared work: a job named as one of them is the role's route.
   */
  feeders: z.record(z.string(), z.array(z.string())),
});

const TITLES = ZTitles.parse(titlesData);
const RANK = new Set(TITLES.rankWords.flatMap((w) => titleTokens(w)));

/**
 * A plural read as its singular ("payments" as "payment", "securities" as "security"). Titles are not stemmed
 * further: a developer is not development work, nor an accountant an account executive, nor a dealer a deal.
 */
function singular(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/[^s]s$/.test(word) && word.length > 3 && !/(?:ss|us|is|ics)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A title's words, lowercased, plurals as singulars; "&" reads as "and", hyphens and slashes split words. */
export function titleTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[\u2018\u2019']/g, '')
      .match(/[a-z0-9]+/g) ?? []
  ).map(singular);
}

/** A name's words without rank words at its ends ("senior fund accountant" -> "fund accountant"). */
function core(tokens: readonly string[]): string[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && RANK.has(tokens[start]!)) start += 1;
  while (end > start && RANK.has(tokens[end - 1]!)) end -= 1;
  return tokens.slice(start, end);
}

/** The alternatives a catalogue title or rung gives: split at "/", a bracketed qualifier left out. */
function nameForms(text: string): string[][] {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s\/\s/)
    .map((part) => core(titleTokens(part)))
    .filter((tokens) => tokens.length > 0);
}

interface RoleNames {
  /** Every name of the role, as stemmed words. */
  names: string[][];
  /** Names that may mark a job as this role's work for another role (broad names left out). */
  naming: string[][];
  /** Every word of the role's names and of its experience levels ("Dealer" for FX corporate sales). */
  words: Set<string>;
  /** The role's own title's names (for the ladder relation). */
  titleNames: string[][];
}

const BROAD = new Set(TITLES.broadNames.map((n) => core(titleTokens(n)).join(' ')));
const key = (tokens: readonly string[]) => tokens.join(' ');

function namesOf(role: {
  job_id: string;
  title: string;
  seniority: readonly string[];
  experienceLevels: readonly string[];
}): RoleNames {
  const titleNames = nameForms(role.title);
  const all = [
    ...titleNames,
    ...role.seniority.flatMap(nameForms),
    ...(TITLES.names[role.job_id] ?? []).map((n) => titleTokens(n)),
  ];
  const unique = [...new Map(all.map((n) => [key(n), n])).values()];
  return {
    names: unique,
    naming: unique.filter((n) => !BROAD.has(key(n))),
    words: new Set([...unique.flat(), ...role.experienceLevels.flatMap(nameForms).flat()]),
    titleNames,
  };
}

const NAMES = new Map(ROLES.map((role) => [role.job_id, namesOf(role)]));
const SAME_WORK = new Set(TITLES.sameWork.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));

/**
 * The roles whose titles name the same work as `jobId`'s (`sameWork`: internal and external audit, ...), with their
 * skills: a title both read ("Audit Manager") is decided by the work the job's lines show (`score-fit.ts`).
 */
export function sameWorkRoles(jobId: string): { jobId: string; skills: readonly string[] }[] {
  return TITLES.sameWork
    .flatMap(([a, b]) => (a === jobId ? [b] : b === jobId ? [a] : []))
    .map((id) => ({ jobId: id, skills: getRole(id)?.skills ?? [] }));
}

/** Whether the name's words occur in the title one after another. */
function reads(title: readonly string[], name: readonly string[]): boolean {
  for (let i = 0; i + name.length <= title.length; i += 1) {
    if (name.every((w, j) => title[i + j] === w)) return true;
  }
  return false;
}

/** Roles on each other's ladder, listed as the same work, or `b` a usual way into `a`. */
function related(a: string, b: string): boolean {
  if (SAME_WORK.has(`${a}|${b}`) || (TITLES.feeders[a] ?? []).includes(b)) return true;
  const na = NAMES.get(a)!;
  const nb = NAMES.get(b)!;
  const onLadder = (x: RoleNames, y: RoleNames) => x.titleNames.some((t) => y.names.some((n) => key(n) === key(t)));
  return onLadder(na, nb) || onLadder(nb, na);
}

export type TitleReading =
  | { kind: 'own' }
  | { kind: 'unknown' }
  /** `roles`: the catalogue roles the title names (job ids, in catalogue order). */
  | { kind: 'other'; roles: string[] };

/**
 * The head noun of a job title: the last word of its first part that is not a rank word ("Product Controller,
 * Equity Derivatives" -> "controller"; "Senior Fraud Investigator" -> "investigator").
 */
function headNoun(jobTitle: string): string | undefined {
  const first = titleTokens(jobTitle.split(/,|\(|\s[-\u2013\u2014|]\s/)[0] ?? '');
  return [...first].reverse().find((w) => !RANK.has(w));
}

/** Each listed occupation's words (its name and its desk's), by the occupation. */
const OCCUPATION_WORDS = new Map(
  Object.entries(TITLES.occupations).map(([name, desks]) => [name, new Set([name, ...desks].flatMap(titleTokens))]),
);
/** Each catalogue role's occupation: its title's head noun, when that is a listed occupation. */
const OCCUPATION_OF = new Map(
  ROLES.flatMap((role) => {
    const head = headNoun(role.title);
    return head && OCCUPATION_WORDS.has(head) ? [[role.job_id, head] as const] : [];
  }),
);
const titleWords = (title: string) => nameForms(title).flat();
/** The words of every catalogue role's title. */
const CATALOGUE_TITLE_WORDS = new Set(ROLES.flatMap((role) => titleWords(role.title)));

/**
 * The words that name an area of a role's work in a title of its occupation, or beside a one-word name of it
 * (`readsBare`):
 * - the words of its own names (title, ladder, reviewed variants);
 * - the words of the titles of its sector's roles ("Equity", "Rates", "Credit" in sales and trading), except those
 *   of another role of the same occupation ("Equity Trader" is not the rates trader's occupation on its area);
 * - the words of its own description, skills and interests that no catalogue role's title uses ("inflation" for
 *   the structurer, "gilt" for the rates trader; not the structurer's "tax", a word of the tax adviser's title).
 */
const AREA_WORDS = new Map(
  ROLES.map((role) => {
    const jobId = role.job_id;
    const occupation = OCCUPATION_OF.get(jobId);
    const sameOccupation = new Set(
      [...OCCUPATION_OF]
        .filter(([id, o]) => occupation && o === occupation && id !== jobId)
        .flatMap(([id]) => titleWords(ROLES.find((r) => r.job_id === id)!.title)),
    );
    const sector = ROLES.filter((r) => r.sector === role.sector).flatMap((r) => titleWords(r.title));
    const text = [role.description, ...role.skills, ...role.interests].flatMap(titleTokens);
    return [
      jobId,
      new Set([
        ...NAMES.get(jobId)!.words,
        ...sector.filter((w) => !sameOccupation.has(w)),
        ...text.filter((w) => !CATALOGUE_TITLE_WORDS.has(w)),
      ]),
    ] as const;
  }),
);

/**
 * Whether a job title names the role's occupation on an area of its work, though it need not be the role's own
 * name: the head of its first part that names more than a rank is the occupation of the role's title or its desk
 * (`titles.json` `occupations`), and every other word of it, rank words left out, names an area of the role's
 * work (`AREA_WORDS`): "Equity Structurer", "Associate, Rates & Inflation Structuring", "Gilt Trader". The caller
 * reads such a job as the role's work only where its title names no other role (`readTitle`). A title naming no
 * area ("Structurer", "VP, Structuring") does not count, nor an area of other work ("Tax Structuring Manager",
 * "Deal Structuring Associate"), nor another role's market ("Commodities Trader" for the FX trader).
 */
export function namesOccupation(jobTitle: string, jobId: string): boolean {
  const occupation = OCCUPATION_OF.get(jobId);
  if (!occupation) return false;
  const words = OCCUPATION_WORDS.get(occupation)!;
  // The head of the title's first part that names more than a rank ("VP, Credit Structurer" -> "structurer").
  const part = jobTitle.split(/,|\(|\s[-\u2013\u2014|]\s/).find((p) => titleTokens(p).some((w) => !RANK.has(w)));
  const head = part && headNoun(part);
  if (!head || !words.has(head)) return false;
  const area = titleTokens(jobTitle).filter((w) => !words.has(w) && !RANK.has(w));
  const known = AREA_WORDS.get(jobId)!;
  return area.length > 0 && area.every((w) => known.has(w));
}

/**
 * The words of the description, skills and interests of each role and of the other roles of its sector ("swaps"
 * for the interdealer broker, "claims" for the loss adjuster, "short" and "term" for the energy trader).
 */
const TEXT_WORDS = (() => {
  const textOf = (role: (typeof ROLES)[number]) =>
    [role.description, ...role.skills, ...role.interests].flatMap(titleTokens);
  const sectors = new Map<string, Set<string>>();
  for (const role of ROLES) {
    const words = sectors.get(role.sector) ?? new Set<string>();
    for (const w of textOf(role)) words.add(w);
    sectors.set(role.sector, words);
  }
  return new Map(ROLES.map((role) => [role.job_id, sectors.get(role.sector)!]));
})();

/**
 * The last word of a catalogue title (a bracketed qualifier left out) when it is not a rank word: the trade it
 * names ("broker", "economist"; none for an analyst or a manager).
 */
function tradeOf(title: string): string | undefined {
  const last = titleTokens(title.replace(/\([^)]*\)/g, ' ').split(',')[0] ?? '').at(-1);
  return last && !RANK.has(last) ? last : undefined;
}

/** The trades the catalogue's titles name ("consultant", "actuary", "adviser"): finance jobs, not other work. */
const CATALOGUE_TRADES = new Set(ROLES.flatMap((role) => tradeOf(role.title) ?? []));

/**
 * Each role's occupation words: the last word of its title when it names a trade, not a rank ("broker", "dealer",
 * "developer", "engineer"; not the "research" of an "Equity Research Analyst"), and its listed occupation and desk
 * ("trader", "trading"). A one-word name of the role that is one of them names a trade, which other work shares
 * ("Car Dealer", "Civil Engineer"); other one-word names are areas that banks qualify by industry or desk ("TMT
 * Coverage", "Fund Selection") and read as before.
 */
const OCCUPATION_NOUNS = new Map(
  ROLES.map((role) => {
    const head = tradeOf(role.title);
    const occupation = OCCUPATION_OF.get(role.job_id);
    return [
      role.job_id,
      new Set([...(head ? [head] : []), ...(occupation ? OCCUPATION_WORDS.get(occupation)! : [])]),
    ] as const;
  }),
);

/** Whether a name of the role is one word that names its trade (`OCCUPATION_NOUNS`). */
function isBare(name: readonly string[], jobId: string): boolean {
  return name.length === 1 && OCCUPATION_NOUNS.get(jobId)!.has(name[0]!);
}

/** A title's parts (split at commas, brackets and spaced dashes or bars), as words. */
function titleParts(jobTitle: string): string[][] {
  return jobTitle
    .split(/,|\(|\)|\s[-\u2013\u2014|]\s/)
    .map(titleTokens)
    .filter((part) => part.length > 0);
}

/**
 * Whether a role's name reads in a title as the role's own. A name reads wherever its words stand in a row,
 * except a one-word name that names the role's trade (`isBare`: "Broker", "Dealer", "Developer", a bare rung of
 * a ladder or the head of the role's title): it names the role only in a part of the title (`titleParts`) whose
 * other words are rank words, trades of the catalogue's titles ("Consultant Actuary"), name an area of the role's
 * work (`AREA_WORDS`) or are words its sector's roles are described with (`TEXT_WORDS`). "Senior Broker",
 * "Broker, Interest Rate Swaps" and "Fixed Income Dealer" name the interdealer broker and the buy-side dealer; an
 * "Insurance Broker", a "Ship Broker" or a "Car Dealer" names another trade that uses the same word.
 */
function readsAsOwn(title: readonly string[], parts: readonly string[][], name: readonly string[], jobId: string) {
  if (!isBare(name, jobId)) return reads(title, name);
  const [word] = name;
  const area = AREA_WORDS.get(jobId)!;
  const text = TEXT_WORDS.get(jobId)!;
  return parts.some(
    (part) =>
      part.includes(word!) &&
      part.every((w) => w === word || RANK.has(w) || CATALOGUE_TRADES.has(w) || area.has(w) || text.has(w)),
  );
}

/**
 * Whether a title reads a one-word trade name of the role only beside words of other work ("Car Dealer" for the
 * buy-side dealer): the title is then not the role's, however much of the role's title its words share.
 */
export function namesOtherTrade(jobTitle: string, jobId: string): boolean {
  const own = NAMES.get(jobId);
  if (!own) return false;
  const title = titleTokens(jobTitle);
  const parts = titleParts(jobTitle);
  return (
    own.names.some((n) => isBare(n, jobId) && reads(title, n)) &&
    !own.names.some((n) => readsAsOwn(title, parts, n, jobId))
  );
}

/** What a job title says about whose work the job is, for the catalogue role `jobId` (ids not in it: unknown). */
export function readTitle(jobTitle: string, jobId: string): TitleReading {
  const own = NAMES.get(jobId);
  if (!own) return { kind: 'unknown' };
  const title = titleTokens(jobTitle);
  const parts = titleParts(jobTitle);
  const ownNamed = own.names.filter((n) => readsAsOwn(title, parts, n, jobId));
  if (ownNamed.length > 0 && !namesLongerTitle(title, ownNamed, own) && !namesWorkInArea(title, ownNamed, own)) {
    const work = qualifierWork(jobTitle, jobId);
    return work.length > 0 ? { kind: 'other', roles: work } : { kind: 'own' };
  }
  const content = new Set(core(title).filter((w) => !RANK.has(w)));
  // Beside a word of the role's own, its occupation and desk count as the role's words too: "Rates Sales &
  // Trading" names the rates trader's desk as much as the salesperson's ("Broking Operations" alone names no
  // broker's desk).
  const occupation = OCCUPATION_WORDS.get(OCCUPATION_OF.get(jobId) ?? '');
  const ownCover = [...content].some((w) => own.words.has(w))
    ? [...content].filter((w) => own.words.has(w) || occupation?.has(w)).length
    : 0;
  let best = 0;
  let roles: string[] = [];
  for (const [id, other] of NAMES) {
    if (id === jobId) continue;
    const cover = Math.max(
      0,
      ...other.naming
        .filter((n) => reads(title, n) && n.some((w) => !own.words.has(w)))
        .map((n) => n.filter((w) => !RANK.has(w)).length),
    );
    if (cover === 0 || cover < best) continue;
    if (cover > best) roles = [];
    best = cover;
    roles.push(id);
  }
  if (best < ownCover || roles.length === 0) return { kind: 'unknown' };
  if (best === ownCover) {
    // As many of the title's words are this role's as the other's: the job is the other role's only when its name
    // holds the title's head noun and this role's words do not ("Product Controller, Equity Derivatives" is
    // product control on an equity derivatives desk; a "Senior Fraud Investigator" stays a financial crime
    // investigator's title).
    const head = headNoun(jobTitle);
    if (!head || own.words.has(head)) return { kind: 'unknown' };
    roles = roles.filter((id) => NAMES.get(id)!.naming.some((n) => n.includes(head) && reads(title, n)));
    if (roles.length === 0) return { kind: 'unknown' };
  }
  if (roles.some((id) => related(jobId, id))) return { kind: 'unknown' };
  return { kind: 'other', roles };
}

/**
 * Whether a title holds another catalogue role's own title that is longer than every name of this role it reads
 * and is none of this role's titles ("Senior Credit Risk Modeller" holds the credit risk modeller's title, longer
 * than the credit risk manager's "Credit Risk"): the job is that role's, as `namesRole` reads it.
 */
function namesLongerTitle(title: readonly string[], named: readonly string[][], own: RoleNames): boolean {
  const longest = Math.max(...named.map((n) => n.length));
  const ownTitles = new Set(own.titleNames.map(key));
  return [...NAMES.values()].some(
    (other) =>
      other !== own && other.titleNames.some((n) => n.length > longest && !ownTitles.has(key(n)) && reads(title, n)),
  );
}

/**
 * Whether the title reads the role only by a broad name (an area: "risk" from the ladder's "Chief Risk Officer")
 * inside a longer name of another catalogue role's work, its title or a reviewed name ("Model Risk Analyst" is
 * model risk, the validators' function, not a risk job of every risk role): the job is then read as the other
 * role's, as any title naming it.
 */
function namesWorkInArea(title: readonly string[], named: readonly string[][], own: RoleNames): boolean {
  if (!named.every((n) => BROAD.has(key(n)))) return false;
  const longest = Math.max(...named.map((n) => n.length));
  return [...NAMES.values()].some(
    (other) => other !== own && other.naming.some((n) => n.length > longest && reads(title, n)),
  );
}

/** A word's stem for the work it names: a doer and the work done read alike ("modeller", "modelling"). */
function workStem(word: string): string {
  return word.replace(/(?:ing|er|ment|ist|or|ion)$/, '');
}

/** A word naming work done, not a thing or an area: "modelling", "engineering", "validation", "development". */
const ACTIVITY_NOUN = /(?:ing|ion|ment)$/;

/**
 * The catalogue roles (not related to `jobId`) whose work a title's qualifier names: a part after its first
 * (after a comma, bracket or spaced dash) of a title whose first part ends in a function of any field (a rank
 * word: "Analyst", "Manager"), ending in a word of work done ("Credit Risk Analyst, Modelling",
 * "Manager - Data Engineering", "Analyst (Model Validation)") that, with the first part's words before it, reads
 * a name of another role, a doer and the work done read alike ("modelling" the "Credit Risk Modeller"'s work).
 * The qualifier names the work more precisely than the head noun: the job is that role's. A qualifier naming
 * an area ("Data Scientist, Credit Risk"), one of the role's own names or a word of its own catalogue title
 * ("Surveyor, Valuation" for the chartered surveyor (valuation)) counts for nothing.
 */
function qualifierWork(jobTitle: string, jobId: string): string[] {
  const own = NAMES.get(jobId)!;
  const ownTitle = new Set(titleTokens(getRole(jobId)!.title));
  const [first, ...rest] = titleParts(jobTitle);
  // Only a function of any field ("Analyst", "Manager", "Associate") leaves the work to the qualifier: a
  // "Product Controller, Credit Trading" is product control on the credit trading desk.
  if (!first || !RANK.has(first.at(-1)!)) return [];
  const lead = first.filter((w) => !RANK.has(w));
  let best = 0;
  let found = new Set<string>();
  for (const part of rest) {
    const words = core(part).filter((w) => !RANK.has(w));
    const last = words.at(-1);
    if (!last || !ACTIVITY_NOUN.test(last) || ownTitle.has(last) || own.words.has(last)) continue;
    if (own.names.some((n) => reads(words, n))) continue;
    const seq = [...lead, ...words].map(workStem);
    for (const [id, other] of NAMES) {
      if (id === jobId || related(jobId, id)) continue;
      // The name's last word is the qualifier's last: the qualifier ends the run the name reads. The longest such
      // name counts ("Credit Risk Modeller", not a bare "Modeller").
      const length = Math.max(
        0,
        ...other.naming
          .map((n) => n.map(workStem))
          .filter((stems) => stems.at(-1) === workStem(last) && reads(seq.slice(seq.length - stems.length), stems))
          .map((stems) => stems.length),
      );
      if (length === 0 || length < best) continue;
      if (length > best) found = new Set();
      best = length;
      found.add(id);
    }
  }
  return [...found];
}

/**
 * Whether a job title names the role itself by a name that is a job, not an area: its title, a rung of its
 * ladder or a reviewed variant, rank words left out ("Senior Audit Manager"), but not a broad name alone
 * ("Fund Manager" names no real estate investment analyst's work to claim) nor a rank-only title ("Analyst").
 * The scorer reads such a job as a claim of the role's skills (`score-fit.ts`).
 */
export function namesRole(jobTitle: string, jobId: string): boolean {
  const own = NAMES.get(jobId);
  if (!own) return false;
  const title = titleTokens(jobTitle);
  // A one-word name ("Modeller", "Audit") claims the role only when it is not qualified by words the role's
  // names do not use: a "Flood Risk Modeller" or an "Internal Audit Manager" names other work.
  const unexplained = core(title).some((w) => !RANK.has(w) && !own.words.has(w));
  const named = own.naming.filter((n) => reads(title, n) && (n.length > 1 || !unexplained));
  if (named.length === 0) return false;
  // A title holding another catalogue role's own title as fully ("Paraplanner", a rung of the financial planner's
  // ladder, is the paraplanner's title) is that role's job: its skills are claimed for that role, not for every
  // role whose ladder names it. A shorter one inside a longer own name ("Financial" in "Chartered Financial
  // Planner") does not count.
  const longest = Math.max(...named.map((n) => n.length));
  const ownTitles = new Set(own.titleNames.map(key));
  return ![...NAMES].some(
    ([id, other]) =>
      id !== jobId && other.titleNames.some((n) => n.length >= longest && !ownTitles.has(key(n)) && reads(title, n)),
  );
}

const OTHER_WORK = Object.entries(TITLES.otherWork).map(([work, names]) => ({
  work,
  names: names.map((n) => titleTokens(n)),
}));

/**
 * The work outside the catalogue a job's title or its employer names (`titles.json` `otherWork`): "legal" for an
 * "Associate, Derivatives & Structured Products" at a "City law firm" or a "Trainee Solicitor"; undefined when
 * neither names such work. A lawyer drafting a bank's derivatives documentation does legal work on the products,
 * not the structuring desk's.
 */
export function readOtherWork(jobTitle: string, employer = '', lines = ''): string | undefined {
  const texts = [titleTokens(jobTitle), titleTokens(employer)];
  const named = OTHER_WORK.find(({ names }) => names.some((n) => texts.some((t) => reads(t, n))))?.work;
  return named ?? (readsRecruitmentWork(lines) ? 'recruitment' : undefined);
}

// Recruitment as its lines describe it, whatever the title ("Principal Consultant, Front Office Markets" at a
// "boutique" firm): a search or placement activity, and a candidate or fee word of the trade. A desk head who
// "interviewed candidates for the graduate scheme" or an insurance broker's "placements" show one at most.
const RECRUITMENT_ACTIVITY =
  /\b(?:headhunt\w*|executive search|(?:run|runs|ran|running|lead|leads|led|leading|deliver|delivered|delivering)\s+(?:(?:a|the|retained|exclusive)\s+)?search(?:es)?\s+for|plac(?:e|es|ed|ing)\s+(?:[\w-]+\s+){0,4}?(?:candidates?|hires|people|team|teams|contractors|interims?))\b/i;
const RECRUITMENT_WORD =
  /\b(?:candidates?|billed|billings?|fee income|shortlists?|shortlisted|hiring managers?|headhunt\w*|contractors? placed)\b/i;

/** The job's lines describe recruiting: a search or placement activity and, elsewhere in them, a word of its trade. */
export function readsRecruitmentWork(lines: string): boolean {
  const activity = RECRUITMENT_ACTIVITY.exec(lines);
  if (!activity) return false;
  const rest = lines.slice(0, activity.index) + ' ' + lines.slice(activity.index + activity[0].length);
  return RECRUITMENT_WORD.test(rest);
}

/** The ranks of a law firm's fee earners ("Senior Associate", "Managing Associate", "Partner", "Trainee"). */
const LAW_FIRM_RANKS = new Set(
  [
    'associate',
    'senior',
    'junior',
    'managing',
    'partner',
    'salaried',
    'equity',
    'trainee',
    'counsel',
    'of',
    'and',
    'the',
    'in',
  ].flatMap(titleTokens),
);

/** Every role's occupation words (`OCCUPATION_NOUNS`), together. */
const ANY_OCCUPATION_NOUN = new Set([...OCCUPATION_NOUNS.values()].flatMap((nouns) => [...nouns]));

/**
 * Whether a job is a lawyer's at a law firm, whatever practice area its title names: its employer names legal work
 * (`titles.json` `otherWork`) and its title is a fee earner's rank with an area and no trade of the catalogue's
 * ("Senior Associate, Real Estate Finance" at an "International law firm"; not a "Finance Manager" or a "Financial
 * Controller" there, who do the firm's own finance work). Such a title names the practice, not the role's work.
 */
export function namesLawFirmPractice(jobTitle: string, employer: string): boolean {
  if (readOtherWork('', employer) !== 'legal') return false;
  const words = titleTokens(jobTitle);
  const ranks = words.filter((w) => RANK.has(w));
  if (ranks.length === 0 || !ranks.every((w) => LAW_FIRM_RANKS.has(w))) return false;
  return !words.some((w) => !RANK.has(w) && (CATALOGUE_TRADES.has(w) || ANY_OCCUPATION_NOUN.has(w)));
}

// Acting for those under investigation: defending them, advising or representing clients, firms or individuals on
// (or in) investigations or enforcement, preparing clients for interviews, making representations for them.
const DEFENCE_WORK =
  /\b(?:defen[cs]e|defend(?:s|ed|ing)?|(?:advis\w*|represent\w*|act(?:s|ed|ing)?\s+for)\s+(?:[\w,&-]+\s+){0,6}?(?:on|in|through)\s+(?:[\w-]+\s+){0,2}?(?:investigations?|enforcement)|prepar\w*\s+clients?\s+for)\b/i;

/**
 * Whether a job is a lawyer's acting for those under investigation: its employer or title names legal work
 * (`titles.json` `otherWork`) and its lines defend, advise or represent clients on investigations or enforcement,
 * or prepare clients for interviews. An investigator's own lines ("interviewed the firm's traders under caution")
 * show none of it.
 */
export function readsDefenceWork(jobTitle: string, employer: string, lines: string): boolean {
  if (readOtherWork(jobTitle, employer) !== 'legal') return false;
  return DEFENCE_WORK.test(`${jobTitle}\n${lines}`);
}

/** Every name the reading knows for a role (for review and tests). */
export function roleNames(jobId: string): string[] {
  return (NAMES.get(jobId)?.names ?? []).map(key);
}

/** Heads that name a function of any field, as rank words do ("Consultant" at a pensions or a management firm). */
const FUNCTION_WORDS = new Set(['consultant', 'adviser', 'advisor']);

/** Whether a job title names only ranks and functions of any field ("Manager", "Senior Analyst", "Consultant"). */
function namesOnlyFunction(jobTitle: string): boolean {
  return titleTokens(jobTitle).every((w) => RANK.has(w) || FUNCTION_WORDS.has(w));
}

/**
 * Whether a job title could name the role, though it does not name it alone: a title of several roles' shared
 * name or occupation ("Underwriter, Property and Cyber": the Lloyd's, mortgage and export finance underwriters'
 * ladders all hold "Underwriter"), or of a function of any field qualified by the role's area words ("Analyst,
 * Pensions"; not "Consultant" alone). It reads as the role's name (`readTitle` own), or names no other role and
 * every word of it that is more than a rank or a function is a word of the role's names or of its area
 * (`AREA_WORDS`). The content reading (`content.ts`) decides between the roles such a title could name.
 */
export function titleCouldName(jobTitle: string, jobId: string): boolean {
  const own = NAMES.get(jobId);
  // A title of ranks and functions alone ("Manager", "Senior Analyst", "Consultant") could name any role: lines
  // that read as one role's among all of them are not enough (other work written in finance words under "Manager"
  // rose to 69, `scripts/job-match-vocabulary.ts`).
  if (!own || namesOnlyFunction(jobTitle)) return false;
  const reading = readTitle(jobTitle, jobId);
  if (reading.kind === 'other') return false;
  // The head of its first part, unless that part is only ranks or a function, is a word of the role's names
  // ("Underwriter"; not the "Engineer" of a "Blockchain Engineer" for a digital assets analyst, whose area words
  // hold "blockchain" and the sector's "engineer", nor the "Product" of a "Data Product Manager" for the
  // alternative data analyst, whose ladder's "Head of Data" reads "data"); a title not reading as the role's name
  // has no other word than the role's names' and its area's.
  const head = headNoun(jobTitle);
  if (head && !FUNCTION_WORDS.has(head) && !own.words.has(head)) return false;
  if (reading.kind === 'own') return true;
  const area = AREA_WORDS.get(jobId)!;
  return titleTokens(jobTitle)
    .filter((w) => !RANK.has(w) && !FUNCTION_WORDS.has(w))
    .every((w) => own.words.has(w) || area.has(w));
}
