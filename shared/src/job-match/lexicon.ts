import { z } from 'zod';
import activitiesData from './activities.json';
import lexiconData from './lexicon.json';

/**
 * The job-match lexicon: finance concepts with the synonyms and abbreviations people write them with
 * ("DCF" ~ "discounted cash flow", "Bloomberg Terminal" ~ "Bloomberg", "AML" ~ "anti-money laundering"), and
 * the activities and deliverables of each job family in the words practitioners use for them ("who really
 * owns and controls the client" ~ beneficial ownership, "the sale document that goes to buyers" ~ an
 * information memorandum). Data lives in `lexicon.json` (concepts and their written forms) and
 * `activities.json` (per job family: phrasings of the work, and the family's own concepts); this module
 * validates both once at load and merges them.
 */

const conceptId = z.string().regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/, 'Concept ids are snake_case');

/**
 * A phrasing: slots joined by " + ", each a set of alternatives joined by "|" ("similar|comparable + listed").
 * It matches when every slot has one of its alternatives within a few words of the others in one sentence,
 * in any order, so it reads "compared the business with similar listed companies" and "listed peers that are
 * similar" alike. One slot alone would be a term: write it under `terms`. A slot written "!score|scored" is
 * the opposite: the phrasing does not read a sentence that has any of its words.
 */
export const ZPhrasing = z
  .string()
  .trim()
  .max(1200)
  .refine(
    (p) => p.split(/\s\+\s/).filter((slot) => !slot.trim().startsWith('!')).length >= 2,
    'A phrasing has two or more slots joined by " + " (besides any "!" slot)',
  )
  .refine(
    (p) => p.split(/\s\+\s/).every((slot) => slot.split('|').every((alt) => alt.trim().length > 0)),
    'Every slot and alternative of a phrasing is non-empty',
  );

export const ZLexiconConcept = z.object({
  id: conceptId,
  /** `qualification`: a professional qualification; `subject`: a degree subject, read only in education. */
  kind: z.enum(['qualification', 'subject']).optional(),
  terms: z.array(z.string().trim().min(1).max(80)),
  /**
   * Written forms read in role skills only: the skill's own name where, in a CV, the same words describe other
   * work too ("matching buyers and sellers" of houses, a nurse's "findings"). A CV shows these through phrasings.
   */
  skillTerms: z.array(z.string().trim().min(1).max(80)).optional(),
  /** Ways practitioners describe doing it or producing it (see `ZPhrasing`); read in CVs only. */
  phrasings: z.array(ZPhrasing).optional(),
  /** Concepts a mention of this one also counts for (an LBO model is a financial model). */
  broader: z.array(conceptId).optional(),
  /**
   * Everyday work any job does (presenting, negotiating, monitoring). A narrower concept still counts for it,
   * but it earns no half credit towards the narrower finance concept: negotiating a telecoms contract is not half
   * of negotiating a bank's pricing, presenting to customers not half a roadshow. Writing and data are not
   * marked: practitioners describing their own papers and data work in plain words earn that half credit.
   */
  everyday: z.boolean().optional(),
  /**
   * A specific kind of its broader concepts, a technique of its own (an LBO, debt sculpting, a merger model are
   * kinds of financial model): a line showing only the broader concept or another of its kinds earns a skill asking
   * for this one `SPECIFIC_RELATED` instead of half credit. A rating analyst's forecast model or an equity returns
   * model shows modelling, not the debt sizing or the buyout model a skill names.
   */
  specific: z.boolean().optional(),
  /**
   * An instrument or asset class (derivatives, options): what work is done on, not the work. A line naming it
   * shows little of a skill that asks for an activity on it (`requirementCoverage`): settling equity trades is
   * not executing them, documenting a swap's booking not pricing it.
   */
  object: z.boolean().optional(),
  /**
   * The desks' own market work: a concept of a family in `DESK_FAMILIES` (set when activities are merged). The
   * markets a line of support work names are what it is done on (`evidence-text.ts`), so they meet none of its
   * phrasings' slots ("VaR for the power and gas desks' positions" is not trading power and gas).
   */
  desk: z.boolean().optional(),
});
export type LexiconConcept = z.infer<typeof ZLexiconConcept>;

export const ZLexicon = z
  .object({
    concepts: z.array(
      ZLexiconConcept.refine(
        (c) => c.terms.length + (c.skillTerms?.length ?? 0) + (c.phrasings?.length ?? 0) > 0,
        'A concept has at least one term, skill term or phrasing',
      ),
    ),
  })
  .superRefine(({ concepts }, ctx) => {
    if (concepts.length === 0) ctx.addIssue({ code: 'custom', path: ['concepts'], message: 'No concepts' });
    const ids = new Set<string>();
    concepts.forEach((concept, index) => {
      if (ids.has(concept.id)) {
        ctx.addIssue({ code: 'custom', path: ['concepts', index, 'id'], message: `Duplicate concept ${concept.id}` });
      }
      ids.add(concept.id);
    });
    concepts.forEach((concept, index) => {
      for (const parent of concept.broader ?? []) {
        if (!ids.has(parent) || parent === concept.id) {
          ctx.addIssue({
            code: 'custom',
            path: ['concepts', index, 'broader'],
            message: `${concept.id}: broader concept "${parent}" is unknown or itself`,
          });
        }
      }
    });
  });
export type Lexicon = z.infer<typeof ZLexicon>;

/**
 * One activity or deliverable of a job family: a concept of `lexicon.json` given more ways of being written,
 * or a concept of the family's own (which then needs `terms` or `phrasings`).
 */
export const ZActivity = z.object({
  concept: conceptId,
  terms: z.array(z.string().trim().min(1).max(80)).optional(),
  skillTerms: z.array(z.string().trim().min(1).max(80)).optional(),
  phrasings: z.array(ZPhrasing).optional(),
  broader: z.array(conceptId).optional(),
  specific: z.boolean().optional(),
  object: z.boolean().optional(),
});

/**
 * Activities by job family id (the families of the offline engine's knowledge), and word groups phrasings
 * share: a phrasing alternative `@call` stands for every word of the group `call` ("phone", "ring", ...).
 */
export const ZActivities = z
  .object({
    $comment: z.string().optional(),
    words: z.record(conceptId, z.array(z.string().trim().min(1).max(40)).min(2)).default({}),
    families: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/, 'Family ids are snake_case'), z.array(ZActivity).min(1)),
  })
  .superRefine(({ words, families }, ctx) => {
    for (const [family, list] of Object.entries(families)) {
      list.forEach((activity, index) => {
        for (const phrasing of activity.phrasings ?? []) {
          for (const group of phrasing.match(/@[a-z0-9_]+/g) ?? []) {
            if (!words[group.slice(1)]) {
              ctx.addIssue({
                code: 'custom',
                path: ['families', family, index, 'phrasings'],
                message: `Unknown word group ${group} in "${phrasing}"`,
              });
            }
          }
        }
      });
    }
  });
export type Activities = z.infer<typeof ZActivities>;

/** A phrasing with its `@group` alternatives replaced by the group's words. */
export function expandPhrasing(phrasing: string, words: Readonly<Record<string, readonly string[]>>): string {
  return phrasing
    .split(/\s\+\s/)
    .map((slot) => {
      const unless = slot.trim().startsWith('!');
      const alternatives = (unless ? slot.trim().slice(1) : slot)
        .split('|')
        .flatMap((alt) => {
          const a = alt.trim();
          return a.startsWith('@') ? (words[a.slice(1)] ?? []) : [a];
        })
        .join('|');
      return unless ? `!${alternatives}` : alternatives;
    })
    .join(' + ');
}

/** Job families whose work is the desks' own: trading, and sales and execution (broking, dealing, sales). */
const DESK_FAMILIES: ReadonlySet<string> = new Set(['trading', 'sales_execution']);

/**
 * The lexicon with every family's activities merged in: an activity on a known concept adds its terms,
 * phrasings and broader concepts to it; an activity on a new concept creates it. The result is validated
 * with `ZLexicon` (unknown broader concepts, empty concepts).
 */
export function mergeActivities(lexicon: Lexicon, activities: Activities): Lexicon {
  const byId = new Map<string, LexiconConcept>();
  for (const c of lexicon.concepts) byId.set(c.id, { ...c, terms: [...c.terms], phrasings: [...(c.phrasings ?? [])] });
  for (const [family, list] of Object.entries(activities.families)) {
    for (const activity of list) {
      const concept = byId.get(activity.concept) ?? { id: activity.concept, terms: [], phrasings: [] };
      const union = (a: readonly string[] | undefined, b: readonly string[] | undefined) => [
        ...new Set([...(a ?? []), ...(b ?? [])]),
      ];
      const broader = union(concept.broader, activity.broader);
      const skillTerms = union(concept.skillTerms, activity.skillTerms);
      byId.set(activity.concept, {
        ...concept,
        terms: union(concept.terms, activity.terms),
        ...(skillTerms.length ? { skillTerms } : {}),
        phrasings: union(
          concept.phrasings,
          activity.phrasings?.map((p) => expandPhrasing(p, activities.words)),
        ),
        ...(broader.length ? { broader } : {}),
        ...(activity.object ? { object: true } : {}),
        ...(activity.specific ? { specific: true } : {}),
        ...(DESK_FAMILIES.has(family) ? { desk: true } : {}),
      });
    }
  }
  return ZLexicon.parse({ concepts: [...byId.values()] });
}

/** The activities of every job family, as written. */
export const ACTIVITIES: Activities = ZActivities.parse(activitiesData);

/** The lexicon the fit score uses: `lexicon.json` with every family's activities merged in. */
export const LEXICON: Lexicon = mergeActivities(ZLexicon.parse(lexiconData), ACTIVITIES);
