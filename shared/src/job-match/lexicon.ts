import { z } from 'zod';
import lexiconData from './lexicon.json';

/**
 * The job-match lexicon: finance concepts with the synonyms and abbreviations people write them with
 * ("DCF" ~ "discounted cash flow", "Bloomberg Terminal" ~ "Bloomberg", "AML" ~ "anti-money laundering").
 * Data lives in `lexicon.json`; this module validates it once at load and exposes it.
 */

const conceptId = z.string().regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/, 'Concept ids are snake_case');

export const ZLexiconConcept = z.object({
  id: conceptId,
  /** `qualification`: a professional qualification; `subject`: a degree subject, read only in education. */
  kind: z.enum(['qualification', 'subject']).optional(),
  terms: z.array(z.string().trim().min(1).max(80)).min(1),
  /** Concepts a mention of this one also counts for (an LBO model is a financial model). */
  broader: z.array(conceptId).optional(),
});
export type LexiconConcept = z.infer<typeof ZLexiconConcept>;

export const ZLexicon = z.object({ concepts: z.array(ZLexiconConcept).min(1) }).superRefine(({ concepts }, ctx) => {
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

/** The lexicon the fit score uses. */
export const LEXICON: Lexicon = ZLexicon.parse(lexiconData);
