import { z } from 'zod';
import { ZNewsInterpretationResult } from '../entities';
import type { RunStepPlan } from '../runs';
import { requireRole, roleSelection, ZAccountTier, ZClaimedTier, ZRunRole } from './common';

/** The article as the request carries it (spec: article (title, content, source)). */
export const ZArticleInput = z.object({
  id: z.string().min(1).max(100).optional(),
  title: z.string().trim().min(1).max(300),
  content: z.string().trim().min(1).max(100_000),
  source: z.string().trim().max(300).default('Uploaded file'),
  /** Where the article was published, when it came from a live feed. */
  url: z.string().trim().url().max(2000).optional(),
});

/** POST /api/news-interpreter/analyze (and /analyze-enhanced) — article, jobProfile, userTier (ignored). */
const base = z.object({ article: ZArticleInput, ...roleSelection });
export const ZNewsInterpretationRequest = base.extend({ userTier: ZClaimedTier }).superRefine(requireRole);
export type NewsInterpretationRequest = z.input<typeof ZNewsInterpretationRequest>;
/** userTier: the account's plan when the run started. */
export const ZNewsInterpretationRunInput = base.extend({ role: ZRunRole, userTier: ZAccountTier });

/** Five steps; the interpretation is step 4 (spec: "step 4 calls the server; on failure step 4 is error"). */
export const NEWS_INTERPRETATION_STEPS = [
  { id: 'read-article', name: 'Reading the article', streamed: false },
  { id: 'load-role', name: 'Loading the role profile', streamed: false },
  { id: 'role-lens', name: 'Identifying what matters for the role', streamed: true },
  { id: 'interpret', name: 'Generating interpretation', streamed: false },
  { id: 'recommendations', name: 'Compiling recommendations', streamed: false },
] as const satisfies readonly RunStepPlan[];

/** The interpretation plus the article it is about, so a history entry is self-contained. */
export const ZNewsInterpretationRunResult = ZNewsInterpretationResult.extend({
  articleId: z.string(),
  articleTitle: z.string(),
  jobTitle: z.string(),
  /** The web pages the interpretation draws on (spec: webSources {title, url}); the article's own page if known. */
  webSources: z.array(z.object({ title: z.string(), url: z.string().url() })).default([]),
  /** What an enhanced interpretation could not use (no live search configured), said to the user; else null. */
  sourceNote: z.string().nullable().default(null),
});
export type NewsInterpretationRunResult = z.infer<typeof ZNewsInterpretationRunResult>;
