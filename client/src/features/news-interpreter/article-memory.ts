import { z } from 'zod';

/** An article in the page's list: uploaded (source 'Uploaded file'), or fetched from a feed or the samples. */
export const ZSavedArticle = z.object({
  id: z.string().min(1).max(200),
  title: z.string().min(1).max(300),
  content: z.string().min(1).max(100_000),
  source: z.string().min(1).max(300),
  /** When it was added (uploaded) or published (fetched). */
  timestamp: z.string().datetime({ offset: true }),
  url: z.string().url().max(2000).nullable(),
  /** A built-in practice article, not real news. */
  sample: z.boolean(),
  /** The file it was read from, for uploads. */
  fileName: z.string().max(300).nullable(),
});
export type SavedArticle = z.infer<typeof ZSavedArticle>;

/** At most this many articles are kept (the oldest go first). */
export const MAX_SAVED_ARTICLES = 12;

export const ZArticleMemory = z.object({
  articles: z.array(ZSavedArticle).max(MAX_SAVED_ARTICLES).catch([]),
  selectedJobId: z.string().max(100).nullable().catch(null),
});
export type ArticleMemory = z.infer<typeof ZArticleMemory>;

export const EMPTY_ARTICLE_MEMORY: ArticleMemory = { articles: [], selectedJobId: null };

export function articleMemoryKey(scope: string): string {
  return `fcs:news-interpreter:${scope}`;
}

/** New articles first; one already in the list (same id, or same title and text) is not added twice. */
export function mergeArticles(current: readonly SavedArticle[], added: readonly SavedArticle[]): SavedArticle[] {
  const fingerprint = (a: SavedArticle) => `${a.title}\n${a.content.slice(0, 500)}`;
  const seen = new Set<string>();
  const merged: SavedArticle[] = [];
  for (const article of [...added, ...current]) {
    const keys = [`id:${article.id}`, `fp:${fingerprint(article)}`];
    if (keys.some((k) => seen.has(k))) continue;
    keys.forEach((k) => seen.add(k));
    merged.push(article);
  }
  return merged.slice(0, MAX_SAVED_ARTICLES);
}
