import { tierInForce } from '@fcs/shared/tier-policy';
import type { WorkflowEndpoint } from '@fcs/shared/workflows/registry';
import { parseInput } from '@fcs/core/platform/errors';
import { stampRunStage } from '@fcs/core/platform/run-stages';
import type { AuthUser } from '../../platform/auth';
import { assertFeature, loadProfileForAccess } from '../profile/access';
import { startRun } from '../runs/start-run';
import type { RunsContext } from '../runs/runs-context';
import { resolveRole } from './resolve-role';

/**
 * Starts the run an endpoint stands for: the plan is checked (403 before the body is read), the body parsed once
 * with the endpoint's schema (400 with field errors; nothing is enqueued), the role resolved, and the stored input
 * built by the endpoint. The plan comes from the account alone: a tier the client sends is ignored.
 */
export async function startWorkflow(
  ctx: RunsContext,
  user: AuthUser,
  endpoint: WorkflowEndpoint,
  body: unknown,
): Promise<{ runId: string }> {
  stampRunStage('api.handler');
  const profile = await loadProfileForAccess(ctx.db, user);
  stampRunStage('api.access');
  if (endpoint.feature) assertFeature(profile, endpoint.feature);
  const request = parseInput(endpoint.request, body);
  const needs = endpoint.featureFor(request);
  if (needs) assertFeature(profile, needs);
  const role = resolveRole(request, endpoint.fallbackRole(request));
  const { input, label } = endpoint.toRun(request, role, { tier: tierInForce(profile) });
  return startRun(ctx, { ownerUid: user.uid, type: endpoint.type, input, label });
}
