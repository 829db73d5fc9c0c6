import { ZJobListItem, type JobListItem } from '@fcs/shared/catalog/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';

// Spec section 7: the jobs endpoint answers an array, or { data } or { jobs }.
const ZJobList = z
  .union([z.array(ZJobListItem), z.object({ data: z.array(ZJobListItem) }), z.object({ jobs: z.array(ZJobListItem) })])
  .transform((body) => (Array.isArray(body) ? body : 'data' in body ? body.data : body.jobs));

/**
 * GET /api/jobs/full: every role of the catalogue (id, title, summary), shared by the simulation lists and the
 * tools' role pickers, so the page downloads it once.
 */
export const jobListQuery = queryOptions({
  queryKey: ['jobs', 'list'],
  queryFn: ({ signal }): Promise<JobListItem[]> => apiRequest('/jobs/full', { auth: 'none', schema: ZJobList, signal }),
  staleTime: 60 * 60_000,
});

export function useJobList() {
  return useQuery(jobListQuery);
}
