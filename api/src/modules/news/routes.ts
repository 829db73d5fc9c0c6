import { Router } from 'express';
import { ZFetchNewsQuery } from '@fcs/shared/news-feed';
import { parseInput } from '@fcs/core/platform/errors';
import type { Logger } from '@fcs/core/platform/logger';
import { requireUser } from '../../platform/auth';
import type { ApiConfig } from '../../platform/config';
import { createNewsSource } from '@fcs/core/news/news-source';

/** GET /news-interpreter/fetch-news?jobProfile={title}: articles for the news interpreter (spec section 7). */
export function newsRoutes(config: ApiConfig, logger: Logger): Router {
  const source = createNewsSource({ feeds: config.NEWS_FEED_URLS, timeoutMs: config.NEWS_FETCH_TIMEOUT_MS, logger });
  const router = Router();
  router.get('/news-interpreter/fetch-news', requireUser, async (req, res) => {
    const { jobProfile } = parseInput(ZFetchNewsQuery, req.query);
    res.set('cache-control', 'private, max-age=300').json(await source.fetchNews(jobProfile));
  });
  return router;
}
