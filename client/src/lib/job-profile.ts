import { ZJobId } from '@fcs/shared/catalog/schema';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';

/** A role's profile as `GET /api/job/:jobId` returns it; only what the pages show is required. */
const ZJobProfileView = z.object({
  job_id: ZJobId,
  title: z.string().min(1),
  description: z.string(),
  skills: z.array(z.string()),
  /** The coach's profile card shows the first two. */
  interests: z.array(z.string()).default([]),
});
export type JobProfileView = z.infer<typeof ZJobProfileView>;

/** One role's profile: description, skills and interests (`GET /api/job/:jobId`). */
export function jobProfileQuery(jobId: string) {
  return queryOptions({
    queryKey: ['jobs', 'profile', jobId],
    queryFn: ({ signal }): Promise<JobProfileView> =>
      apiRequest(`/job/${encodeURIComponent(jobId)}`, { auth: 'none', schema: ZJobProfileView, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
