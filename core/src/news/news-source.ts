import { z } from 'zod';
import { ROLES } from '@fcs/shared/catalog/roles';
import { NEWS_NOTES, type FetchNewsResponse, type NewsArticle } from '@fcs/shared/news-feed';
import type { Logger } from '../platform/logger';
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

/** Why no live article is given: no feed configured, none answered, or none concerned the role. */
export type NoLiveNewsReason = 'no_feed' | 'unreachable' | 'no_match';

/** Live articles only (never the samples): what a coach workflow may ground an answer on. */
export type LiveNews = { origin: 'live'; articles: NewsArticle[] } | { origin: 'none'; reason: NoLiveNewsReason };

export interface LiveNewsQuery {
  /** The role's title: its catalogue skills and interests (or the title's words) say what concerns it. */
  roleTitle: string;
  /** Further words that make an article count (e.g. hiring news for job discovery). */
  boost?: readonly string[];
  /** Articles answered at most (default and ceiling MAX_ARTICLES). */
  limit?: number;
}

export interface NewsSource {
  /** Articles for a role's title (ranked by how much they concern it); the samples when no feed gives any. */
  fetchNews(roleTitle: string | undefined): Promise<FetchNewsResponse>;
  /**
   * Current articles from the configured feeds that concern the role (at least one of its words, or of `boost`),
   * best first. Never the samples: without a live article it says why, so the caller can say so plainly.
   */
  liveNews(query: LiveNewsQuery): Promise<LiveNews>;
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

/** How much an item concerns the keywords: 3 per keyword in its title, 1 per keyword in its text. */
function score(item: { title: string; content: string }, keywords: readonly string[]): number {
  const title = item.title.toLowerCase();
  const content = item.content.toLowerCase();
  return keywords.reduce((sum, k) => sum + (title.includes(k) ? 3 : 0) + (content.includes(k) ? 1 : 0), 0);
}

function scored<T extends { title: string; content: string }>(items: readonly T[], keywords: readonly string[]) {
  return items
    .map((item, index) => ({ item, index, score: score(item, keywords) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

function rank<T extends { title: string; content: string }>(items: readonly T[], keywords: readonly string[]): T[] {
  return scored(items, keywords).map(({ item }) => item);
}

const toArticle = ({ id, title, content, source, url, publishedAt }: FeedItem): NewsArticle => ({
  id,
  title,
  content,
  source,
  url,
  publishedAt,
});

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
 * The live news of the product, read by the api (the news interpreter's articles) and the worker (the coach's
 * live-data workflows): the configured feeds, each read with a time limit and a size cap,
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

  /** Every item of the feeds that answered, once each (by id), in feed order. */
  async function readAll(): Promise<FeedItem[]> {
    const results = await Promise.allSettled(options.feeds.map(readFeed));
    const items: FeedItem[] = [];
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') items.push(...result.value);
      else options.logger.warn({ feed: options.feeds[i], err: String(result.reason) }, 'news feed unavailable');
    });
    const seen = new Set<string>();
    return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
  }

  return {
    async fetchNews(roleTitle) {
      const keywords = roleKeywords(roleTitle);
      if (options.feeds.length === 0) return sampleAnswer(keywords, NEWS_NOTES.noFeed);
      const items = await readAll();
      if (items.length === 0) return sampleAnswer(keywords, NEWS_NOTES.unreachable);
      const articles = rank(items, keywords).slice(0, MAX_ARTICLES).map(toArticle);
      return { articles, origin: 'live', note: null };
    },

    async liveNews({ roleTitle, boost = [], limit = MAX_ARTICLES }) {
      if (options.feeds.length === 0) return { origin: 'none', reason: 'no_feed' };
      const items = await readAll();
      if (items.length === 0) return { origin: 'none', reason: 'unreachable' };
      const keywords = [...new Set([...roleKeywords(roleTitle), ...boost.map((w) => w.toLowerCase())])];
      const articles = scored(items, keywords)
        .filter((s) => s.score > 0)
        .slice(0, Math.min(limit, MAX_ARTICLES))
        .map(({ item }) => toArticle(item));
      return articles.length ? { origin: 'live', articles } : { origin: 'none', reason: 'no_match' };
    },
  };
}
