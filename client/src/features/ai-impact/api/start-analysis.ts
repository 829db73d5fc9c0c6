import { ZStartRunResponse } from '@fcs/shared/runs';
import type { AiImpactRequest } from '@fcs/shared/workflows/ai-impact';
import { apiRequest } from '../../../lib/api-client';

/** Starts an AI impact analysis run (`POST /api/ai-jobs/analyze` → 202 { runId }). */
export async function startAiImpactAnalysis(request: AiImpactRequest): Promise<string> {
  const { runId } = await apiRequest('/ai-jobs/analyze', { method: 'POST', body: request, schema: ZStartRunResponse });
  return runId;
}
