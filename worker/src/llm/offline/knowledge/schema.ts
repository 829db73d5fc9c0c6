import { z } from 'zod';
import { ROLES } from '@fcs/shared/catalog/roles';
import { ZSector } from '@fcs/shared/catalog/vocabulary';

/*
 * The shape of the offline engine's knowledge files (see README.md in this folder):
 * - sectors/<sector>.json: what every role of a catalogue sector shares (18 files);
 * - families/<family>.json: what one job family knows and does (e.g. GI pricing, reserving, pensions). Every
 *   catalogue role belongs to exactly one family and draws from it first, from its sector second.
 */

const text = z.string().trim().min(1);
const list = (min = 1) => z.array(text).min(min);
export const ZLevel = z.enum(['high', 'medium', 'low']);

export const RESOURCE_TYPES = [
  'course',
  'book',
  'project',
  'certification',
  'mentorship',
  'tutorial',
  'documentation',
  'community',
] as const;

/** A real qualification, course, book, community or document, with the words of the skills it helps with. */
export const ZLearningResource = z.object({
  type: z.enum(RESOURCE_TYPES),
  title: text,
  description: text,
  duration: text,
  /** Words that tie the resource to a skill gap (matched with partial-word matching). */
  topics: list(),
});
export type LearningResource = z.infer<typeof ZLearningResource>;

/** A real AI product used in the work. */
export const ZAiTool = z.object({
  name: text,
  category: z.enum(['automation', 'augmentation', 'collaboration', 'analysis', 'creation']),
  adoption: ZLevel,
  trend: z.enum(['early', 'growing', 'mature', 'declining']),
  impact: ZLevel,
  learningCurve: ZLevel,
  description: text,
  resources: z.array(
    z.object({
      type: z.enum(['tutorial', 'course', 'documentation', 'community', 'certification']),
      title: text,
      description: text,
      duration: text,
    }),
  ),
});
export type AiTool = z.infer<typeof ZAiTool>;

export const ZKpi = z.object({ name: text, description: text, target: text, measurement: text, importance: ZLevel });

/** One activity of a working day, written as a practitioner would describe it. */
export const ZActivity = z.object({
  title: text,
  description: text,
  duration: text,
  priority: ZLevel,
  interactions: z.array(text),
  tools: z.array(text),
  outcomes: z.array(text),
});
export type ActivitySeed = z.infer<typeof ZActivity>;

export const ZFundamental = z.object({
  term: text,
  description: text,
  importance: ZLevel,
  examples: list(),
  relatedTerms: list(),
});
export type Fundamental = z.infer<typeof ZFundamental>;

/**
 * A simulated headline for the sandbox week. `{company}`/`{company2}` are filled with the week's fictional
 * companies and `{role}` with the role title; real firms never appear in a simulated event.
 */
export const ZNewsSeed = z.object({
  title: text,
  source: text,
  category: text,
  impact: ZLevel,
  summary: text,
  whyThisMatters: text,
});

/** A fictional company of the simulated week ("Westmoor Consumer Goods plc", website `*.example`). */
export const ZCompanySeed = z.object({
  name: text,
  industry: text,
  description: text,
  website: text.regex(/\.example$/, 'Fictional companies use a .example website'),
});

export const ZEmailSeed = z.object({
  subject: text,
  /** Sender's job title (or "Name, job title"); the generator puts a fictional name in front of a bare title. */
  from: text,
  body: text,
  priority: ZLevel,
});
export const ZProjectSeed = z.object({ title: text, description: text, deliverables: list() });
export const ZMeetingSeed = z.object({
  title: text,
  duration: text,
  attendees: list(),
  agenda: list(),
  /** A few lines of what was said ("Name or job title: words"), for one meeting of the week. */
  transcript: text.optional(),
});
export const ZFileSeed = z.object({ name: text, description: text, type: text });

export const ZInterviewQuestion = z.object({ question: text, guidance: text });

export const ZCulture = z.object({
  workStyle: text,
  communicationStyle: text,
  decisionMaking: text,
  innovationApproach: text,
  workLifeBalance: text,
});

/**
 * One simulated week, written as one consistent case file: the same fictional firms ({company}, {company2}),
 * the same people (by job title) and the same figures and dates run through the scenario, the inbox, the
 * projects, the meetings and the files.
 */
export const ZWeek = z.object({
  scenario: text,
  emails: z.array(ZEmailSeed).min(3),
  projects: z.array(ZProjectSeed).min(2),
  meetings: z.array(ZMeetingSeed).min(2),
  files: z.array(ZFileSeed).min(2),
  /** The numbers the week turns on, exactly as the emails, projects and files quote them. */
  figures: z.array(z.object({ label: text, value: text })).optional(),
  /** Fixed points of the week ("Thu 10:00": "pricing committee"), as the emails and meetings refer to them. */
  fixedPoints: z.array(z.object({ when: text, what: text })).optional(),
});

const ZDay = z.tuple([
  z.array(ZActivity).min(1),
  z.array(ZActivity).min(1),
  z.array(ZActivity).min(1),
  z.array(ZActivity).min(1),
  z.array(ZActivity).min(1),
]);

/** What every role of a catalogue sector shares. */
export const ZSectorKnowledge = z.object({
  id: ZSector,
  label: text,
  /** Where the role usually sits, e.g. "Equity Research department". */
  department: text,
  teamSize: text,
  /** Kinds of employer, with real examples (true context, never events). */
  employers: list(),
  tools: z.array(z.object({ name: text, use: text })).min(1),
  regulation: list(),
  counterparties: list(),
  colleagues: list(),
  /** What you produce (noun phrases that fit "the ___"). */
  deliverables: list(),
  kpis: z.array(ZKpi).min(2),
  calendar: list(),
  challenges: list(2),
  highlights: list(2),
  /** Baseline exposure of the sector's task mix to AI automation, 0-100. */
  baseRisk: z.number().min(0).max(100),
  stabilityFactors: list(),
  disruptionFactors: list(),
  aiTools: z.array(ZAiTool).min(1),
  resources: z.array(ZLearningResource).min(1),
  breakIn: list(),
  pay: text,
  hours: text,
  culture: ZCulture,
  interview: z.array(ZInterviewQuestion).min(3),
  day: ZDay,
  week: ZWeek,
  fundamentals: z.array(ZFundamental).min(3),
  news: z.array(ZNewsSeed).min(2),
  companies: z.array(ZCompanySeed).min(2),
  /** Words that identify the sector in a title or description (used when a role arrives without its sector). */
  keywords: list(),
  /** Career ladder used when a role arrives without its own. */
  ladder: list(2),
  /** Suffix of the simulated employer's name ("Ashdown Securities"). */
  firmSuffix: text,
});
export type SectorKnowledge = z.infer<typeof ZSectorKnowledge>;

/**
 * A sector-level theme: true in general, about the work rather than about any company, with where to follow it.
 * Used by the research report (as a labelled sector theme) and by the coach.
 */
export const ZTheme = z.object({
  title: text,
  summary: text,
  /** What the theme means for this family's work. */
  meaning: text,
  /** Where a practitioner follows it (publications, data, regulators' pages). */
  followIn: text,
});
export type Theme = z.infer<typeof ZTheme>;

/** Kinds of news the news interpretation recognises in an article. */
export const NEWS_EVENTS = [
  'rates_down',
  'rates_up',
  'inflation',
  'regulation',
  'enforcement',
  'deal',
  'results',
  'credit_stress',
  'market_selloff',
  'gilts_fiscal',
  'catastrophe',
  'technology',
] as const;
export const ZNewsEvent = z.enum(NEWS_EVENTS);
export type NewsEvent = z.infer<typeof ZNewsEvent>;

/** How this family reads one kind of news: what it means for the work, what to do, what to check. */
export const ZNewsLens = z.object({
  /** Good, bad or mixed for people doing this work, and why (not the headline's tone). */
  impact: z.enum(['positive', 'negative', 'neutral']),
  meaning: text,
  action: text,
  /** Numbers or documents of the family's work this kind of news moves. */
  watch: list(),
});
export type NewsLens = z.infer<typeof ZNewsLens>;

/** Answers to the questions mentors get most, written for this family (the coach's intents). */
export const ZCoachAnswers = z.object({
  /** Degree class and university: what firms hiring for this work actually screen on. */
  grades: text,
  /** Which qualifications matter here (e.g. CFA vs ACA vs IFoA), in what order and why. */
  qualifications: text,
  /** Apprenticeship and school-leaver routes that really exist into this work. */
  apprenticeships: text,
  /** How people from other careers get in, and what transfers. */
  careerChange: text,
  /** Internships, spring weeks and insight schemes: when and where. */
  internships: text,
  /** Starting pay and the first years, UK figures with their basis. */
  pay: text,
  /** What is negotiable and how. */
  negotiation: text,
  /** Visa sponsorship and where the jobs are (London, regional hubs, remote). */
  visasLocation: text,
});
export type CoachAnswers = z.infer<typeof ZCoachAnswers>;

/** How the family's tasks sit against AI: what tools take, what they speed up, what stays with a person. */
export const ZAiTasks = z.object({
  baseRisk: z.number().min(0).max(100),
  automatable: list(2),
  augmented: list(2),
  human: list(2),
  stabilityFactors: list(2),
  disruptionFactors: list(2),
  tools: z.array(ZAiTool).min(1),
  /** What is happening to entry-level work in this family as tools take the routine part (a sentence). */
  entryLevel: text.optional(),
  /** New work that AI creates in this family ("validating machine-learning pricing models for fairness"). */
  newWork: list().optional(),
});

/** How selection for this family's jobs runs and what panels listen for (interview prep, coach). */
export const ZInterviewing = z.object({
  /** The stages and tests a candidate should expect, in a sentence or two. */
  process: text,
  /** How to answer well for this work: specific habits panels reward. */
  tips: list(3),
  /** Questions worth asking the panel: they show you understand the work. */
  askThePanel: list(2),
  /** What sinks candidates for this work. */
  pitfalls: list(3),
});

const CATALOGUE_IDS = new Set(ROLES.map((r) => r.job_id));

/** What a practitioner of the family checks about a company a user names, and where (research report). */
export const ZCompanyCheck = z.object({ what: text, where: text });
export type CompanyCheck = z.infer<typeof ZCompanyCheck>;

/**
 * A job family: the knowledge one kind of work needs. Only id, label, sector, roles and summary are required;
 * every other section, when present, is what the family's roles draw on first (lists are used before the
 * sector's, objects replace the sector's).
 */
const ZFamilyBase = ZSectorKnowledge.pick({
  department: true,
  teamSize: true,
  employers: true,
  tools: true,
  regulation: true,
  counterparties: true,
  colleagues: true,
  deliverables: true,
  kpis: true,
  calendar: true,
  challenges: true,
  highlights: true,
  breakIn: true,
  pay: true,
  hours: true,
  culture: true,
  interview: true,
  day: true,
  week: true,
  fundamentals: true,
  news: true,
  companies: true,
  resources: true,
})
  .partial()
  .extend({
    id: z.string().regex(/^[a-z][a-z0-9_]*$/, 'Family id is snake_case'),
    label: text,
    /** The sector most of its roles sit in (its roles still fall back to their own catalogue sector). */
    sector: ZSector,
    roles: z.array(z.string().refine((id) => CATALOGUE_IDS.has(id), 'Not a catalogue job id')).min(1),
    /** One line: what the family does, in a practitioner's words. */
    summary: text,
    themes: z.array(ZTheme).optional(),
    newsLens: z.partialRecord(ZNewsEvent, ZNewsLens).optional(),
    /** Primary sources this family checks a story against ("Lloyd's market bulletins", "PRA Rulebook"). */
    verifySources: list().optional(),
    coach: ZCoachAnswers.optional(),
    interviewing: ZInterviewing.optional(),
    ai: ZAiTasks.optional(),
    /** How a company a user names usually relates to the work: what the family covers, advises or assesses. */
    covers: text.optional(),
    /** What a practitioner would check about a named company before an interview, and where. */
    checks: z.array(ZCompanyCheck).optional(),
  });

/**
 * What one role of a family does differently from its siblings (a sanctions analyst's week is not a KYC
 * analyst's). Every section is optional and is used before the family's: lists put the role's items first,
 * whole pieces (`day`, `week`, `department`, `covers`) are the role's when it has them.
 */
export const ZRoleSpecific = ZFamilyBase.pick({
  department: true,
  teamSize: true,
  tools: true,
  counterparties: true,
  colleagues: true,
  deliverables: true,
  kpis: true,
  calendar: true,
  challenges: true,
  highlights: true,
  day: true,
  week: true,
  fundamentals: true,
  news: true,
  companies: true,
  themes: true,
  covers: true,
  checks: true,
});

/**
 * A job family: the knowledge one kind of work needs, and (`byRole`) what each of its roles does differently.
 */
export const ZFamilyKnowledge = ZFamilyBase.extend({
  byRole: z.record(z.string(), ZRoleSpecific).optional(),
}).superRefine((family, ctx) => {
  for (const jobId of Object.keys(family.byRole ?? {})) {
    if (!family.roles.includes(jobId)) {
      ctx.addIssue({ code: 'custom', path: ['byRole', jobId], message: `${jobId} is not one of the family's roles` });
    }
  }
});
export type FamilyKnowledge = z.infer<typeof ZFamilyKnowledge>;

/** Knowledge every role shares (common.json). */
export const ZCommonKnowledge = z.object({
  about: text,
  /** Resources matched to any skill gap, after the role's own. */
  resources: z.array(ZLearningResource).min(1),
  /** Market news of every simulated week. */
  macroNews: z.array(ZNewsSeed).min(1),
  /** Foundations every regulated role should know. */
  fundamentals: z.array(ZFundamental).min(1),
  /** General AI assistants every role can use. */
  aiTools: z.array(ZAiTool).min(1),
  /** Fictional first names and surnames of simulated people (a UK mix). */
  names: z.object({ first: list(10), last: list(10) }),
});
export type CommonKnowledge = z.infer<typeof ZCommonKnowledge>;
