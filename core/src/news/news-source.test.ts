import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_NOTES, ZFetchNewsResponse } from '@fcs/shared/news-feed';
import { createLogger } from '../platform/logger';
import { createNewsSource } from './news-source';
import { parseFeed } from './parse-feed';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
  <title>Test Markets Wire</title>
  <item>
    <title>Insurers lift premiums after storm claims</title>
    <link>https://news.example/insurers</link>
    <guid isPermaLink="false">wire-1</guid>
    <pubDate>Tue, 10 Jun 2025 08:00:00 GMT</pubDate>
    <description><![CDATA[<p>Home insurers raised <b>premiums</b> &amp; tightened cover.</p><img src="x.png">]]></description>
  </item>
  <item>
    <title>Equity research: brokers cut bank earnings forecasts</title>
    <link>https://news.example/banks</link>
    <pubDate>Mon, 09 Jun 2025 08:00:00 GMT</pubDate>
    <description>Analysts cut earnings per share forecasts and price targets for listed banks after results.</description>
  </item>
  <item><title></title><description>No title, left out.</description></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title type="text">Test Atom Desk</title>
  <entry><title>Gilt yields fall on rate-cut bets</title><id>urn:atom:1</id>
    <link rel="alternate" href="https://atom.example/gilts"/><updated>2025-06-11T07:00:00Z</updated>
    <summary type="html">&lt;p&gt;Two-year gilt yields fell.&lt;/p&gt;</summary></entry>
</feed>`;

describe('parseFeed', () => {
  it('when an RSS feed is read, then items come as plain text, newest first, untitled ones left out', () => {
    const items = parseFeed(RSS, 'fallback');
    expect(items.map((i) => [i.id, i.title, i.source, i.url, i.publishedAt])).toEqual([
      [
        'wire-1',
        'Insurers lift premiums after storm claims',
        'Test Markets Wire',
        'https://news.example/insurers',
        '2025-06-10T08:00:00.000Z',
      ],
      [
        'https://news.example/banks',
        'Equity research: brokers cut bank earnings forecasts',
        'Test Markets Wire',
        'https://news.example/banks',
        '2025-06-09T08:00:00.000Z',
      ],
    ]);
    expect(items[0]!.content).toBe('Home insurers raised premiums & tightened cover.');
  });

  it('when an Atom feed is read, then its entries come with their alternate link', () => {
    expect(parseFeed(ATOM, 'fallback')).toEqual([
      {
        id: 'urn:atom:1',
        title: 'Gilt yields fall on rate-cut bets',
        content: 'Two-year gilt yields fell.',
        url: 'https://atom.example/gilts',
        publishedAt: '2025-06-11T07:00:00.000Z',
        source: 'Test Atom Desk',
      },
    ]);
  });

  it('when the document is not a feed, then it is refused', () => {
    expect(() => parseFeed('<html><body>Not a feed</body></html>', 'x')).toThrow(/not an RSS or Atom feed/);
  });
});

describe('news source', () => {
  let server: Server;
  let base = '';
  let rssHits = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/rss') {
        rssHits += 1;
        res.setHeader('content-type', 'application/rss+xml');
        res.end(RSS);
      } else if (req.url === '/atom') res.end(ATOM);
      else if (req.url === '/slow') setTimeout(() => res.end(RSS), 2000);
      else if (req.url === '/huge') res.end(`<rss><channel>${'x'.repeat(3 * 1024 * 1024)}</channel></rss>`);
      else if (req.url === '/html') res.end('<html>moved</html>');
      else {
        res.statusCode = 500;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const logger = createLogger({ level: 'silent' });

  it('when feeds are configured, then their articles come ranked for the role, and a feed is read once per ten minutes', async () => {
    const source = createNewsSource({
      feeds: [`${base}/rss`, `${base}/atom`, `${base}/down`],
      timeoutMs: 1000,
      logger,
    });
    const first = ZFetchNewsResponse.parse(await source.fetchNews('Equity Research Analyst'));
    expect(first.origin).toBe('live');
    expect(first.note).toBeNull();
    expect(first.articles.map((a) => a.title)).toHaveLength(3);
    expect(first.articles[0]!.title).toBe('Equity research: brokers cut bank earnings forecasts');
    const insurance = await source.fetchNews('Loss Adjuster');
    expect(insurance.articles[0]!.title).toBe('Insurers lift premiums after storm claims');
    expect(rssHits).toBe(1);
  });

  it('when no feed answers in time, or feeds are too big or not feeds, then samples come with a note saying so', async () => {
    const source = createNewsSource({
      feeds: [`${base}/slow`, `${base}/huge`, `${base}/html`, `${base}/down`],
      timeoutMs: 300,
      logger,
    });
    const started = Date.now();
    const answer = ZFetchNewsResponse.parse(await source.fetchNews('Credit Analyst'));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(answer).toMatchObject({ origin: 'sample', note: NEWS_NOTES.unreachable });
    expect(answer.articles.every((a) => a.source === 'Sample article' && a.url === null)).toBe(true);
  });

  it('when live news is asked for, then only current articles that concern the role (or the boost words) come, never samples', async () => {
    const source = createNewsSource({
      feeds: [`${base}/rss`, `${base}/atom`, `${base}/down`],
      timeoutMs: 1000,
      logger,
    });
    const live = await source.liveNews({ roleTitle: 'Equity Research Analyst', limit: 5 });
    expect(live.origin).toBe('live');
    const titles = live.origin === 'live' ? live.articles.map((a) => a.title) : [];
    expect(titles[0]).toBe('Equity research: brokers cut bank earnings forecasts');
    expect(titles).not.toContain('Gilt yields fall on rate-cut bets');
    // Words of no role and no feed item: nothing concerns it, and no sample stands in.
    expect(await source.liveNews({ roleTitle: 'Beekeeper' })).toEqual({ origin: 'none', reason: 'no_match' });
    const boosted = await source.liveNews({ roleTitle: 'Beekeeper', boost: ['gilt'] });
    expect(boosted.origin === 'live' ? boosted.articles.map((a) => a.url) : []).toEqual(['https://atom.example/gilts']);
  });

  it('when no feed is configured or none answers, then live news says which, without articles', async () => {
    const none = createNewsSource({ feeds: [], timeoutMs: 300, logger });
    expect(await none.liveNews({ roleTitle: 'Credit Analyst' })).toEqual({ origin: 'none', reason: 'no_feed' });
    const down = createNewsSource({ feeds: [`${base}/down`, `${base}/html`], timeoutMs: 300, logger });
    expect(await down.liveNews({ roleTitle: 'Credit Analyst' })).toEqual({ origin: 'none', reason: 'unreachable' });
  });
});
