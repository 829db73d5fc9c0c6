import { ZStartRunResponse } from '@fcs/shared/runs';
import type { AiImpactRequest } from '@fcs/shared/workflows/ai-impact';
import { apiFetch } from '../../../lib/api-client';

/** Starts an AI impact analysis run (`POST /api/ai-jobs/analyze` → 202 { runId }). */
export async function startAiImpactAnalysis(request: AiImpactRequest, token: string | null): Promise<string> {
  const { runId } = await apiFetch('/ai-jobs/analyze', {
    method: 'POST',
    body: request,
    token,
    schema: ZStartRunResponse,
  });
  return runId;
}
