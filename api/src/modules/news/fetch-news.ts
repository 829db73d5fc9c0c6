import { z } from 'zod';
import { ROLES } from '@fcs/shared/catalog/roles';
import { NEWS_NOTES, type FetchNewsResponse, type NewsArticle } from '@fcs/shared/news-feed';
import type { Logger } from '@fcs/core/platform/logger';
import { parseFeed, type FeedItem } from './parse-feed';
import samples from './sample-articles.json' with { type: 'json' };

/** Articles answered at most. */
const MAX_ARTICLES = 10;
/** A feed larger than this is not read. */
const MAX_FEED_BYTES = 2 * 1024 * 1024;
/** A feed is asked again at most this often; in between its items come from memory. */
const CACHE_MS = 10 * 60_000;

const ZSampleArticles = z
  .array(z.object({ id: z.string(), title: z.string(), content: z.string(), category: z.string() }))
  .min(1);
/** The built-in practice articles (fictional companies and events), checked when the module loads. */
export const SAMPLE_ARTICLES = ZSampleArticles.parse(samples);

export interface NewsSourceOptions {
  /** RSS or Atom feed URLs (configuration); none means samples. */
  feeds: readonly string[];
  timeoutMs: number;
  logger: Logger;
}

export interface NewsSource {
  /** Articles for a role's title (ranked by how much they concern it). */
  fetchNews(roleTitle: string | undefined): Promise<FetchNewsResponse>;
}

const STOPWORDS = new Set(['and', 'the', 'for', 'with', 'from', 'into', 'your', 'their', 'that', 'this', 'analyst']);

/** Words that say an article concerns the role: its title, skills and interests (catalogue role), or its title. */
function roleKeywords(roleTitle: string | undefined): string[] {
  if (!roleTitle) return [];
  const role = ROLES.find((r) => r.title.toLowerCase() === roleTitle.trim().toLowerCase());
  const text = role ? [role.title, role.sector, ...role.skills, ...role.interests].join(' ') : roleTitle;
  const words = text.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? [];
  return [...new Set(words.filter((w) => !STOPWORDS.has(w)))];
}

function rank<T extends { title: string; content: string; publishedAt?: string | null }>(
  items: readonly T[],
  keywords: readonly string[],
): T[] {
  const score = (item: T) => {
    const title = item.title.toLowerCase();
    const content = item.content.toLowerCase();
    return keywords.reduce((sum, k) => sum + (title.includes(k) ? 3 : 0) + (content.includes(k) ? 1 : 0), 0);
  };
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

function sampleAnswer(keywords: readonly string[], note: string): FetchNewsResponse {
  const articles: NewsArticle[] = rank(SAMPLE_ARTICLES, keywords).map((a) => ({
    id: a.id,
    title: a.title,
    content: a.content,
    source: 'Sample article',
    url: null,
    publishedAt: null,
  }));
  return { articles: articles.slice(0, MAX_ARTICLES), origin: 'sample', note };
}

async function readCapped(res: Response): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_FEED_BYTES) throw new Error(`feed larger than ${MAX_FEED_BYTES} bytes`);
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel();
      throw new Error(`feed larger than ${MAX_FEED_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * The news interpreter's article source: the configured feeds, each read with a time limit and a size cap,
 * parsed and validated, cached for ten minutes; the built-in sample articles when no feed is configured or none
 * answers, with a note saying so.
 */
export function createNewsSource(options: NewsSourceOptions): NewsSource {
  const cache = new Map<string, { at: number; items: FeedItem[] }>();

  async function readFeed(url: string): Promise<FeedItem[]> {
    const cached = cache.get(url);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.items;
    const res = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9' },
      redirect: 'follow',
    });
    if (!res.ok) throw new Error(`feed answered ${res.status}`);
    const items = parseFeed(await readCapped(res), new URL(url).hostname);
    cache.set(url, { at: Date.now(), items });
    return items;
  }

  return {
    async fetchNews(roleTitle) {
      const keywords = roleKeywords(roleTitle);
      if (options.feeds.length === 0) return sampleAnswer(keywords, NEWS_NOTES.noFeed);
      const results = await Promise.allSettled(options.feeds.map(readFeed));
      const items: FeedItem[] = [];
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') items.push(...result.value);
        else options.logger.warn({ feed: options.feeds[i], err: String(result.reason) }, 'news feed unavailable');
      });
      if (items.length === 0) return sampleAnswer(keywords, NEWS_NOTES.unreachable);
      const seen = new Set<string>();
      const unique = items.filter((item) => !seen.has(item.id) && seen.add(item.id));
      const articles: NewsArticle[] = rank(unique, keywords)
        .slice(0, MAX_ARTICLES)
        .map(({ id, title, content, source, url, publishedAt }) => ({ id, title, content, source, url, publishedAt }));
      return { articles, origin: 'live', note: null };
    },
  };
}
