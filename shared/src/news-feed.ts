import { z } from 'zod';

/**
 * GET /api/news-interpreter/fetch-news (spec section 7): articles for the news interpreter from the configured news
 * feeds (RSS or Atom), ranked by how much they concern the role; built-in sample articles when no feed is
 * configured or none answers, labelled as samples.
 */

export const ZFetchNewsQuery = z.object({
  /** The role's title (the spec's `jobProfile` parameter). */
  jobProfile: z.string().trim().max(120).optional(),
  /** Sent by older clients; ignored (the server decides from the account). */
  userTier: z.string().max(40).optional(),
});

export const ZNewsArticle = z.object({
  id: z.string().min(1).max(200),
  title: z.string().min(1).max(300),
  content: z.string().min(1).max(100_000),
  /** The feed's or the publication's name; 'Sample article' for the built-in ones. */
  source: z.string().min(1).max(300),
  url: z.string().url().nullable(),
  publishedAt: z.string().datetime({ offset: true }).nullable(),
});
export type NewsArticle = z.infer<typeof ZNewsArticle>;

export const NEWS_ORIGINS = ['live', 'sample'] as const;

export const ZFetchNewsResponse = z.object({
  articles: z.array(ZNewsArticle),
  /** 'live': from the configured feeds; 'sample': the built-in practice articles. */
  origin: z.enum(NEWS_ORIGINS),
  /** Why samples are shown (no feed configured, feeds unreachable), or null. */
  note: z.string().nullable(),
});
export type FetchNewsResponse = z.infer<typeof ZFetchNewsResponse>;

export const NEWS_NOTES = {
  noFeed: 'No live news source is configured on this server, so these are sample articles written for practice.',
  unreachable: 'The live news source could not be reached just now, so these are sample articles written for practice.',
} as const;

/**
 * Said on an enhanced (Elite) interpretation while no live web search is configured: it is based on the article
 * and the role's knowledge only, and says so instead of pretending to have searched.
 */
export const NO_LIVE_SEARCH_NOTE =
  'Enhanced analysis: no live web search source is configured on this server, so this interpretation is based on the article and the role only.';
