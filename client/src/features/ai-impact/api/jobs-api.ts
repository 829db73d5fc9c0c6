import { ZJobId, ZJobListItem, type JobListItem } from '@fcs/shared/catalog/schema';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

// Spec section 7: the jobs endpoint answers an array, or { data } or { jobs }.
const ZJobList = z
  .union([z.array(ZJobListItem), z.object({ data: z.array(ZJobListItem) }), z.object({ jobs: z.array(ZJobListItem) })])
  .transform((body) => (Array.isArray(body) ? body : 'data' in body ? body.data : body.jobs));

/** A role's profile as `GET /api/job/:jobId` returns it; only what this page shows is required. */
const ZJobProfileView = z.object({
  job_id: ZJobId,
  title: z.string().min(1),
  description: z.string(),
  skills: z.array(z.string()),
});
export type JobProfileView = z.infer<typeof ZJobProfileView>;

/** Every role of the catalogue for the role search (`GET /api/jobs/full`). */
export const jobListQuery = queryOptions({
  queryKey: ['jobs', 'list'],
  queryFn: ({ signal }): Promise<JobListItem[]> => apiFetch('/jobs/full', { schema: ZJobList, signal }),
  staleTime: 60 * 60 * 1000,
});

/** One role's profile: description and skills (`GET /api/job/:jobId`). */
export function jobProfileQuery(jobId: string) {
  return queryOptions({
    queryKey: ['jobs', 'profile', jobId],
    queryFn: ({ signal }): Promise<JobProfileView> =>
      apiFetch(`/job/${encodeURIComponent(jobId)}`, { schema: ZJobProfileView, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
