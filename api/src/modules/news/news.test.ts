import { describe, expect, it } from 'vitest';
import { NEWS_NOTES, ZFetchNewsResponse } from '@fcs/shared/news-feed';
import { SAMPLE_ARTICLES } from '@fcs/core/news/news-source';
import { useTestApi } from '../../testing/use-test-api';

describe('GET /api/news-interpreter/fetch-news', () => {
  const ctx = useTestApi('pglite');

  it('when no feed is configured, then the built-in samples come, ranked for the role and labelled as samples', async () => {
    const res = await fetch(
      `${ctx.api.url}/api/news-interpreter/fetch-news?jobProfile=Loss%20Adjuster&userTier=elite`,
      {
        headers: await ctx.api.authHeader('nina'),
      },
    );
    expect(res.status).toBe(200);
    const body = ZFetchNewsResponse.parse(await res.json());
    expect(body).toMatchObject({ origin: 'sample', note: NEWS_NOTES.noFeed });
    expect(body.articles).toHaveLength(SAMPLE_ARTICLES.length);
    expect(body.articles[0]!.title).toMatch(/insurer/i);
    expect((await fetch(`${ctx.api.url}/api/news-interpreter/fetch-news`)).status).toBe(401);
  });
});
