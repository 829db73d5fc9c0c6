import { ZRun, ZStartRunResponse, type Run, type StartRunResponse } from '@fcs/shared/runs';
import { apiFetch } from '../../../lib/api-client';

/** A run's snapshot (steps, partial streamed text, result) as the api stores it: `GET /api/runs/:id`. */
export function fetchRun(runId: string, token: string | null, signal?: AbortSignal): Promise<Run> {
  return apiFetch(`/runs/${encodeURIComponent(runId)}`, { token, schema: ZRun, signal });
}

/** Resumes a failed run at its failed step: `POST /api/runs/:id/retry` → 202 with the run id. */
export function retryRun(runId: string, token: string | null): Promise<StartRunResponse> {
  return apiFetch(`/runs/${encodeURIComponent(runId)}/retry`, { method: 'POST', token, schema: ZStartRunResponse });
}

/** Stops a queued or running run: `POST /api/runs/:id/cancel`. */
export async function cancelRun(runId: string, token: string | null): Promise<void> {
  await apiFetch(`/runs/${encodeURIComponent(runId)}/cancel`, { method: 'POST', token });
}
