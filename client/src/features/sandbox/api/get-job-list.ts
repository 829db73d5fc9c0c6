import { ZJobListItem, type JobListItem } from '@fcs/shared/catalog/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const ZJobListResponse = z.object({ data: z.array(ZJobListItem) });

/** GET /api/jobs/full: every role of the catalogue (title, summary, description), for pickers and lists. */
export async function fetchJobList(signal?: AbortSignal): Promise<JobListItem[]> {
  return (await apiFetch('/jobs/full', { schema: ZJobListResponse, signal })).data;
}

export const jobListQuery = queryOptions({
  queryKey: ['jobs', 'full'],
  queryFn: ({ signal }) => fetchJobList(signal),
  staleTime: 60 * 60_000,
});

export function useJobList() {
  return useQuery(jobListQuery);
}
