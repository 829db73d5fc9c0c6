import { ZRun, ZStartRunResponse, type Run, type StartRunResponse } from '@fcs/shared/runs';
import { apiRequest } from '../../../lib/api-client';

/** A run's snapshot (steps, partial streamed text, result) as the api stores it: `GET /api/runs/:id`. */
export function fetchRun(runId: string, signal?: AbortSignal): Promise<Run> {
  return apiRequest(`/runs/${encodeURIComponent(runId)}`, { schema: ZRun, signal });
}

/** Resumes a failed run at its failed step: `POST /api/runs/:id/retry` → 202 with the run id. */
export function retryRun(runId: string): Promise<StartRunResponse> {
  return apiRequest(`/runs/${encodeURIComponent(runId)}/retry`, { method: 'POST', schema: ZStartRunResponse });
}

/** Stops a queued or running run: `POST /api/runs/:id/cancel`. */
export async function cancelRun(runId: string): Promise<void> {
  await apiRequest(`/runs/${encodeURIComponent(runId)}/cancel`, { method: 'POST' });
}
