import { getRole } from '@fcs/shared/catalog/roles';
import type { Sector } from '@fcs/shared/catalog/vocabulary';
import { commonKnowledge, roleKnowledge, type RoleKnowledge } from '../knowledge/index';
import { inferSector, isSector, namedTools } from './role-signals';
import { createRng, hashString, type Rng } from './seed';
import { TermIndex, article, sentences } from './text';
import type { GeneratorRole } from './types';

/** Everything a generator needs to know about the role, normalised from whatever the engine passed. */
export interface RoleContext {
  title: string;
  description: string;
  summary: string;
  skills: string[];
  interests: string[];
  experienceLevels: string[];
  traits: string[];
  jobId: string;
  sector: Sector;
  /** The role's knowledge: its job family's first, its sector's second. */
  k: RoleKnowledge;
  /** Career ladder, most junior first. */
  ladder: string[];
  /** Tools the role uses: those its own text names first, then the sector's most relevant. */
  tools: string[];
  /** "Name (what for)" of the sector tools, in the same order as they rank for this role. */
  toolUses: { name: string; use: string }[];
  /** Index over the role's own words (title, description, skills, interests). */
  terms: TermIndex;
  descriptionSentences: string[];
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && v.trim().length > 0).map((v) => v.trim());
}

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : fallback;
}

/** How many of an item's content words (4+ letters) the role's own text uses. */
function relevance(text: string, terms: TermIndex): number {
  return new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !GENERIC.has(w) && terms.has(w))).size;
}
const GENERIC = new Set([
  'with',
  'from',
  'that',
  'this',
  'your',
  'their',
  'they',
  'about',
  'into',
  'more',
  'than',
  'work',
  'team',
  'firm',
  'firms',
  'client',
  'clients',
]);

/**
 * Items ordered by relevance to the role, keeping the table's order among equals. The first `own` items are the
 * family's and stay ahead of the sector's: a role draws on its family first.
 */
function rank<T>(items: readonly T[], terms: TermIndex, textOf: (item: T) => string, own = 0): T[] {
  const order = (part: readonly T[]) =>
    part
      .map((item, i) => ({ item, i, score: relevance(textOf(item), terms) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .map((x) => x.item);
  return [...order(items.slice(0, own)), ...order(items.slice(own))];
}

/**
 * The role's knowledge re-ordered for the role: a family or sector holds several kinds of job, so the routes
 * in, employers, deliverables, tools, KPIs and activities that share the role's own words come first (the
 * family's items ahead of the sector's).
 */
function tailorKnowledge(k: RoleKnowledge, terms: TermIndex): RoleKnowledge {
  const same = (x: string) => x;
  const own = k.familyItems;
  return {
    ...k,
    employers: rank(k.employers, terms, same, own.employers),
    regulation: rank(k.regulation, terms, same, own.regulation),
    counterparties: rank(k.counterparties, terms, same, own.counterparties),
    colleagues: rank(k.colleagues, terms, same, own.colleagues),
    deliverables: rank(k.deliverables, terms, same, own.deliverables),
    kpis: rank(k.kpis, terms, (x) => `${x.name} ${x.description}`, own.kpis),
    calendar: rank(k.calendar, terms, same, own.calendar),
    challenges: rank(k.challenges, terms, same, own.challenges),
    highlights: rank(k.highlights, terms, same, own.highlights),
    aiTools: rank(k.aiTools, terms, (x) => `${x.name} ${x.description}`, k.family?.ai?.tools.length),
    resources: rank(k.resources, terms, (x) => `${x.title} ${x.description} ${x.topics.join(' ')}`, own.resources),
    breakIn: rank(k.breakIn, terms, same, own.breakIn),
    interview: rank(k.interview, terms, (x) => `${x.question} ${x.guidance}`, own.interview),
    day: k.day.map((period) => rank(period, terms, (x) => `${x.title} ${x.description}`)) as RoleKnowledge['day'],
    fundamentals: rank(k.fundamentals, terms, (x) => `${x.term} ${x.description}`, own.fundamentals),
    news: rank(k.news, terms, (x) => `${x.title} ${x.summary}`, own.news),
  };
}

/** Builds the role context; tolerant of missing fields so a generator never throws on a thin profile. */
export function buildRoleContext(role: GeneratorRole | Record<string, unknown> | undefined | null): RoleContext {
  const given = (role ?? {}) as Record<string, unknown>;
  // Runs carry the resolved role without its sector; the catalogue knows it (and the ladder) by job id.
  const catalogue = typeof given.job_id === 'string' ? getRole(given.job_id) : undefined;
  const r: Record<string, unknown> = {
    sector: catalogue?.sector,
    seniority: catalogue?.seniority,
    summary: catalogue?.summary,
    ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== null)),
  };
  const title = str(r.title, 'Finance Professional');
  const rawSkills = strings(r.skills);
  const description = str(r.description, `${title} role in UK financial services.`);
  const body = `${description} ${rawSkills.join(' ')} ${strings(r.interests).join(' ')}`;
  const sector: Sector = isSector(r.sector) ? r.sector : inferSector(title, body);
  const base = roleKnowledge(typeof r.job_id === 'string' ? r.job_id : undefined, sector);
  const skills = rawSkills.length > 0 ? rawSkills : base.tools.slice(0, 4).map((t) => `${t.name} for ${t.use}`);
  const interests = strings(r.interests).length > 0 ? strings(r.interests) : [base.label];
  const experienceLevels =
    strings(r.experienceLevels).length > 0 ? strings(r.experienceLevels) : ['Graduate', 'Experienced hire'];
  const traits = strings(r.personalityTraits).length > 0 ? strings(r.personalityTraits) : ['Analytical', 'Reliable'];
  const ladder = strings(r.seniority).length >= 2 ? strings(r.seniority) : base.ladder;
  const terms = new TermIndex(`${title} ${description} ${skills.join(' ')} ${interests.join(' ')}`);
  const k = tailorKnowledge(base, terms);

  // Rank the tools by how much of their purpose the role's own words mention; keep catalogue order on ties.
  const ranked = rank(k.tools, terms, (t) => `${t.name} ${t.use}`, k.familyItems.tools);
  // A tool the role names ("Python") is shown under the sector's fuller name when there is one ("Python (pandas, Jupyter)").
  const explicit = namedTools(`${skills.join('. ')} ${description}`).map(
    (name) => ranked.find((t) => t.name.toLowerCase().startsWith(name.toLowerCase()))?.name ?? name,
  );
  const tools: string[] = [];
  for (const name of [...explicit, ...ranked.map((t) => t.name)]) {
    const dup = tools.some(
      (existing) =>
        existing.toLowerCase().includes(name.toLowerCase()) || name.toLowerCase().includes(existing.toLowerCase()),
    );
    if (!dup) tools.push(name);
  }

  return {
    title,
    description,
    summary: str(r.summary, description.split(/(?<=\.)\s/)[0] ?? description),
    skills,
    interests,
    experienceLevels,
    traits,
    jobId: str(
      r.job_id,
      title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, ''),
    ),
    sector,
    k,
    ladder,
    tools: tools.slice(0, 8),
    toolUses: ranked,
    terms,
    descriptionSentences: sentences(description),
  };
}

/** A seeded generator for this role and this input. */
export function rngFor(ctx: RoleContext, ...parts: string[]): Rng {
  return createRng(ctx.title, ctx.jobId, ...parts);
}

/** A stable fictional person for a role/seed, e.g. "Priya Shah". */
export function personName(seed: string): string {
  const h = hashString(seed);
  const { first, last } = commonKnowledge().names;
  return `${first[h % first.length]} ${last[Math.floor(h / first.length) % last.length]}`;
}

/** Where the role's title sits on its ladder: the longest rung the title names, or -1. */
export function ladderPosition(ctx: RoleContext): number {
  const title = ctx.title.toLowerCase();
  let best = -1;
  ctx.ladder.forEach((rung, i) => {
    const r = rung.toLowerCase();
    if ((title === r || title.includes(r)) && (best < 0 || r.length > (ctx.ladder[best]?.length ?? 0))) best = i;
  });
  return best;
}

/**
 * The entry rung, the person the role reports to, and the top rung. The manager is the rung above the
 * role's own when the title names a rung (a Paraplanner reports to a Senior Paraplanner), else the third rung.
 */
export function ladderRefs(ctx: RoleContext): { entry: string; manager: string; senior: string } {
  const entry = ctx.ladder[0] ?? 'Analyst';
  const senior = ctx.ladder[ctx.ladder.length - 1] ?? 'Head of Department';
  const pos = ladderPosition(ctx);
  const manager =
    pos >= 0
      ? pos < ctx.ladder.length - 1
        ? (ctx.ladder[pos + 1] ?? senior)
        : 'Chief Executive'
      : (ctx.ladder[Math.min(2, ctx.ladder.length - 1)] ?? 'Manager');
  return { entry, manager, senior };
}

/** Fills {role}, {company}, {company2}, {skill}, {manager}, {senior} in a knowledge-table template. */
export function fillTemplate(
  template: string,
  ctx: RoleContext,
  vars: { company?: string; company2?: string; skill?: string } = {},
): string {
  const refs = ladderRefs(ctx);
  const companies = ctx.k.companies;
  return template
    .replace(/\{role\}/g, ctx.title)
    .replace(/\{company\}/g, vars.company ?? companies[0]?.name ?? 'the client')
    .replace(/\{company2\}/g, vars.company2 ?? companies[1]?.name ?? 'a second client')
    .replace(/\{skill\}/g, (vars.skill ?? ctx.skills[0] ?? 'the core analysis').toLowerCase())
    .replace(/\{manager\}/g, refs.manager)
    .replace(/\{senior\}/g, refs.senior);
}

/** "an Equity Research Analyst", "a Rates Trader". */
export function an(title: string): string {
  return `${article(title)} ${title}`;
}

/** Index over the role and its sector's vocabulary (deliverables, counterparties, KPIs, fundamentals). */
export function sectorTerms(ctx: RoleContext): TermIndex {
  const k = ctx.k;
  return new TermIndex(
    [
      ctx.title,
      ctx.description,
      ctx.skills.join(' '),
      ctx.interests.join(' '),
      k.deliverables.join(' '),
      k.counterparties.join(' '),
      k.keywords.join(' '),
      k.kpis.map((x) => x.name).join(' '),
      k.fundamentals.map((f) => `${f.term} ${f.relatedTerms.join(' ')}`).join(' '),
    ].join(' '),
  );
}
