import { XMLParser } from 'fast-xml-parser';
import { convert } from 'html-to-text';
import { z } from 'zod';
import { normaliseText } from '@fcs/shared/documents';

/** One entry of a news feed, as every feed format is read into. */
export interface FeedItem {
  id: string;
  title: string;
  content: string;
  url: string | null;
  publishedAt: string | null;
  source: string;
}

// Feeds are XML whose every field may be text, a CDATA section, or an element with attributes ('#text').
const ZText = z
  .union([z.string(), z.number(), z.object({ '#text': z.union([z.string(), z.number()]).optional() }).loose()])
  .transform((v) => (typeof v === 'object' ? String(v['#text'] ?? '') : String(v)));
const ZMaybeText = ZText.optional().catch(undefined);

const ZRssItem = z
  .object({
    title: ZMaybeText,
    link: ZMaybeText,
    guid: ZMaybeText,
    description: ZMaybeText,
    'content:encoded': ZMaybeText,
    pubDate: ZMaybeText,
  })
  .loose();
const ZRss = z.object({
  rss: z.object({
    channel: z.object({ title: ZMaybeText, item: z.array(ZRssItem).default([]) }).loose(),
  }),
});

const ZAtomLink = z.object({ '@_href': z.string(), '@_rel': z.string().optional() }).loose();
const ZAtomEntry = z
  .object({
    title: ZMaybeText,
    id: ZMaybeText,
    link: z.array(ZAtomLink).default([]).catch([]),
    summary: ZMaybeText,
    content: ZMaybeText,
    updated: ZMaybeText,
    published: ZMaybeText,
  })
  .loose();
const ZAtom = z.object({
  feed: z.object({ title: ZMaybeText, entry: z.array(ZAtomEntry).default([]) }).loose(),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Entities are expanded with limits (no billion-laughs); DOCTYPE entity definitions stay small.
  processEntities: { enabled: true, maxEntitySize: 1000 },
  htmlEntities: true,
  jPath: true,
  // Atom entries have several <link>s; an RSS item has one, read as text.
  isArray: (name, jPath) =>
    name === 'item' || name === 'entry' || (name === 'link' && String(jPath).startsWith('feed.entry')),
  maxNestedTags: 100,
});

/** Longest text kept of one item. */
const MAX_ITEM_CHARS = 20_000;

function plainText(htmlOrText: string): string {
  const text = /<[a-z][\s\S]*>/i.test(htmlOrText)
    ? convert(htmlOrText.slice(0, MAX_ITEM_CHARS * 4), {
        wordwrap: false,
        selectors: [
          { selector: 'a', options: { ignoreHref: true } },
          { selector: 'img', format: 'skip' },
        ],
      })
    : htmlOrText;
  return normaliseText(text).slice(0, MAX_ITEM_CHARS);
}

function isoDate(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function httpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The items of an RSS 2.0 or Atom feed, as text (HTML stripped, normalised), newest first. Items without a title
 * or any text are left out. Throws when the document is neither format.
 */
export function parseFeed(xml: string, fallbackSource: string): FeedItem[] {
  const doc: unknown = parser.parse(xml);
  const rss = ZRss.safeParse(doc);
  const atom = rss.success ? null : ZAtom.safeParse(doc);
  let items: FeedItem[];
  if (rss.success) {
    const source = rss.data.rss.channel.title?.trim() || fallbackSource;
    items = rss.data.rss.channel.item.map((item, index) => {
      const url = httpUrl(item.link);
      return {
        id: (item.guid || url || `${source}-${index}`).slice(0, 200),
        title: plainText(item.title ?? ''),
        content: plainText(item['content:encoded'] || item.description || ''),
        url,
        publishedAt: isoDate(item.pubDate),
        source,
      };
    });
  } else if (atom?.success) {
    const source = atom.data.feed.title?.trim() || fallbackSource;
    items = atom.data.feed.entry.map((entry, index) => {
      const link = entry.link.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? entry.link[0];
      const url = httpUrl(link?.['@_href']);
      return {
        id: (entry.id || url || `${source}-${index}`).slice(0, 200),
        title: plainText(entry.title ?? ''),
        content: plainText(entry.content || entry.summary || ''),
        url,
        publishedAt: isoDate(entry.published ?? entry.updated),
        source,
      };
    });
  } else {
    throw new Error('not an RSS or Atom feed');
  }
  return items
    .filter((item) => item.title && item.content)
    .map((item) => ({ ...item, title: item.title.slice(0, 300), source: item.source.slice(0, 300) }))
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
}
