import {
  ZRun,
  ZRunList,
  ZStartRunResponse,
  type Run,
  type RunList,
  type StartRunResponse,
  type WorkflowType,
} from '@fcs/shared/runs';
import type { WorkflowEndpointPath } from '@fcs/shared/workflows/registry';
import { apiRequest } from '../../../lib/api-client';

/**
 * Starts a run of a tool: `POST /api/<path>` with the tool's request body (parsed on the server by the same shared
 * schema the page's form uses) → 202 { runId }. Resolves with the run id.
 */
export async function startRun(path: WorkflowEndpointPath, body: unknown): Promise<string> {
  const { runId } = await apiRequest(path, { method: 'POST', body, schema: ZStartRunResponse });
  return runId;
}

/** A run's snapshot (steps, partial streamed text, result) as the api stores it: `GET /api/runs/:id`. */
export function fetchRun(runId: string, signal?: AbortSignal): Promise<Run> {
  return apiRequest(`/runs/${encodeURIComponent(runId)}`, { schema: ZRun, signal });
}

export interface RunListRequest {
  /** Workflow types to list (one tool's, or every analysis tool's). */
  types: readonly WorkflowType[];
  /** The previous page's nextCursor. */
  before?: string;
  limit?: number;
  signal?: AbortSignal;
}

/** One page of the signed-in user's runs, newest first: `GET /api/runs?type=a,b&limit=&before=`. */
export function fetchRunList({ types, before, limit = 10, signal }: RunListRequest): Promise<RunList> {
  const query = new URLSearchParams({ type: types.join(','), limit: String(limit) });
  if (before) query.set('before', before);
  return apiRequest(`/runs?${query.toString()}`, { schema: ZRunList, signal });
}

/** Resumes a failed run at its failed step: `POST /api/runs/:id/retry` → 202 with the run id. */
export function retryRun(runId: string): Promise<StartRunResponse> {
  return apiRequest(`/runs/${encodeURIComponent(runId)}/retry`, { method: 'POST', schema: ZStartRunResponse });
}

/** Stops a queued or running run: `POST /api/runs/:id/cancel`. */
export async function cancelRun(runId: string): Promise<void> {
  await apiRequest(`/runs/${encodeURIComponent(runId)}/cancel`, { method: 'POST' });
}
