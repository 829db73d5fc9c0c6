import { ZJobId } from '@fcs/shared/catalog/schema';
import { ZRun } from '@fcs/shared/runs';
import { ZSandboxContent } from '@fcs/shared/sandbox/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const ZReadySandbox = ZSandboxContent.extend({
  job_id: ZJobId,
  /** Who wrote it: by hand (the free role), the offline demo engine, or the configured model. */
  source: z.enum(['handwritten', 'offline', 'openai']),
});
const ZGeneratingSandbox = z.object({
  status: z.literal('generating'),
  job_id: ZJobId,
  runId: z.string().nullable(),
  run: ZRun.nullable(),
});

export type ReadySandbox = z.infer<typeof ZReadySandbox>;
export type SandboxState =
  { status: 'ready'; sandbox: ReadySandbox } | { status: 'generating'; generation: z.infer<typeof ZGeneratingSandbox> };

const ZSandboxResponse = z.union([ZGeneratingSandbox, ZReadySandbox]);

/** How often a client asks again while the content is being generated (the api's Retry-After). */
export const GENERATION_POLL_MS = 2000;

/**
 * GET /api/sandbox/{jobId}: the simulation content, or (202) the generation producing it. The bearer token goes
 * along when signed in; the free role needs none.
 */
export async function fetchSandbox(jobId: string, signal?: AbortSignal): Promise<SandboxState> {
  const body = await apiRequest(`/sandbox/${encodeURIComponent(jobId)}`, {
    schema: ZSandboxResponse,
    auth: 'optional',
    signal,
  });
  return 'status' in body ? { status: 'generating', generation: body } : { status: 'ready', sandbox: body };
}

export const sandboxQuery = (jobId: string, uid: string | null) =>
  queryOptions({
    // The uid is part of the key: what a caller may open depends on who they are.
    queryKey: ['sandbox', jobId, uid],
    queryFn: ({ signal }) => fetchSandbox(jobId, signal),
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? GENERATION_POLL_MS : false),
  });

/** The content of one simulation, polling while it is generated. */
export function useSandbox(jobId: string, uid: string | null, enabled = true) {
  return useQuery({ ...sandboxQuery(jobId, uid), enabled });
}
