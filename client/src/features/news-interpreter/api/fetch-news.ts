import { ZFetchNewsResponse, type FetchNewsResponse } from '@fcs/shared/news-feed';
import { apiRequest } from '../../../lib/api-client';

/**
 * Articles for a role from the server's configured news feeds, or its labelled sample articles when none is
 * configured or reachable: `GET /api/news-interpreter/fetch-news?jobProfile={title}`.
 */
export function fetchNews(jobTitle: string): Promise<FetchNewsResponse> {
  const query = new URLSearchParams({ jobProfile: jobTitle });
  return apiRequest(`/news-interpreter/fetch-news?${query.toString()}`, { schema: ZFetchNewsResponse });
}
