import { randomUUID } from 'node:crypto';
import { getRole } from '@fcs/shared/catalog/roles';
import { FREE_JOB_ID } from '@fcs/shared/constants';
import type { Run } from '@fcs/shared/runs';
import { EQUITY_RESEARCH_ANALYST_SANDBOX } from '@fcs/shared/sandbox/equity-research-analyst';
import { ZSandboxContent, type SandboxContent } from '@fcs/shared/sandbox/schema';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '@fcs/core/platform/errors';
import { assertCanOpenSimulation, loadProfileForAccess } from '../profile/access';
import { getRun } from '../runs/get-run';
import type { RunsContext } from '../runs/runs-context';
import { startRun } from '../runs/start-run';
import { resolveRole } from '../workflows/resolve-role';
import {
  discardSandboxContent,
  findSandbox,
  insertSandboxClaim,
  markSandboxFailed,
  replaceSandboxClaim,
  sandboxAgeSeconds,
  saveSandboxContent,
  setSandboxRun,
  type StoredSandbox,
} from './sandbox.repository';

/**
 * Owner of every sandbox generation run. The content is shared by everyone who opens the role, so its run belongs
 * to the system, not to whichever user happened to ask first (and stays out of that user's run history).
 */
export const SANDBOX_RUN_OWNER = 'system:sandbox';
/** A claim whose run was never recorded (the api died in between) is taken over after this long. */
export const STALE_CLAIM_SECONDS = 60;
/** A failed generation is retried by the next request after this long, not on every request. */
export const FAILED_RETRY_AFTER_SECONDS = 30;
const CLAIM_WAIT_MS = 3000;
const CLAIM_POLL_MS = 50;

export const GENERATION_FAILED_MESSAGE =
  'The simulation content for this role could not be generated. Please try again in a minute.';

/** Who wrote the content: by hand (the free role), the offline demo engine, or the configured model. */
export type SandboxSource = 'handwritten' | 'offline' | 'openai';

export type SandboxView =
  | { status: 'ready'; jobId: string; source: SandboxSource; content: SandboxContent }
  | { status: 'generating'; jobId: string; runId: string | null; run: Run | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The simulation content of a role (spec section 7, `GET /api/sandbox/{jobId}`). The free role is open to anyone
 * and written by hand. Every other role needs a plan that opens it (the shared tier policy decides, here on the
 * server) and is generated once by the sandbox_generation workflow, then served from storage. While it is being
 * generated the answer says so, with the run id and its progress.
 */
export async function getSandbox(ctx: RunsContext, jobId: string, user: AuthUser | undefined): Promise<SandboxView> {
  const role = getRole(jobId);
  if (!role) throw AppError.notFound(`No role with id '${jobId}' exists in the catalogue`);
  if (jobId === FREE_JOB_ID)
    return { status: 'ready', jobId, source: 'handwritten', content: EQUITY_RESEARCH_ANALYST_SANDBOX };
  const profile = user ? await loadProfileForAccess(ctx.db, user) : null;
  assertCanOpenSimulation(profile, jobId);
  return ensureSandboxContent(ctx, jobId);
}

/**
 * Stored content, or the generation that will produce it. Concurrent first requests race on the row's primary
 * key: one inserts the claim and starts the run, the others wait for its run id and report the same run.
 */
export async function ensureSandboxContent(ctx: RunsContext, jobId: string): Promise<SandboxView> {
  // Each pass either answers or changes the row (a claim, a takeover, a stored result); three passes cover every race.
  for (let pass = 0; pass < 3; pass += 1) {
    const row = await findSandbox(ctx.db, jobId);
    if (!row) {
      const claimId = randomUUID();
      if (await insertSandboxClaim(ctx.db, jobId, claimId)) return startGeneration(ctx, jobId, claimId);
      continue;
    }
    if (row.status === 'ready') {
      const view = readyView(row);
      if (view) return view;
      ctx.logger.error({ jobId }, 'stored sandbox content does not validate; generating it again');
      await discardSandboxContent(ctx.db, {
        jobId,
        claimId: row.claimId,
        retryAfterSeconds: FAILED_RETRY_AFTER_SECONDS,
      });
      continue;
    }
    if (row.status === 'failed') {
      const age = (await sandboxAgeSeconds(ctx.db, jobId)) ?? 0;
      if (age < FAILED_RETRY_AFTER_SECONDS) throw new AppError('unavailable', GENERATION_FAILED_MESSAGE);
      const claimId = randomUUID();
      if (await replaceSandboxClaim(ctx.db, jobId, row.claimId, claimId)) return startGeneration(ctx, jobId, claimId);
      continue;
    }
    if (!row.runId) {
      const waited = await waitForRunId(ctx, row);
      if (waited === 'stale') {
        const claimId = randomUUID();
        if (await replaceSandboxClaim(ctx.db, jobId, row.claimId, claimId)) return startGeneration(ctx, jobId, claimId);
        continue;
      }
      const view = waited ? await generatingView(ctx, waited) : null;
      if (view) return view;
      continue;
    }
    const view = await generatingView(ctx, row);
    if (view) return view;
  }
  throw new AppError('unavailable', GENERATION_FAILED_MESSAGE);
}

/** The stored content as served, or null when it no longer parses. */
function readyView(row: StoredSandbox): SandboxView | null {
  const parsed = ZSandboxContent.safeParse(row.content);
  if (!parsed.success) return null;
  const source: SandboxSource = row.engine === 'openai' ? 'openai' : 'offline';
  return { status: 'ready', jobId: row.jobId, source, content: parsed.data };
}

async function startGeneration(ctx: RunsContext, jobId: string, claimId: string): Promise<SandboxView> {
  const role = resolveRole({ jobId });
  let runId: string;
  try {
    ({ runId } = await startRun(ctx, {
      ownerUid: SANDBOX_RUN_OWNER,
      type: 'sandbox_generation',
      input: { jobId, role },
      label: role.title,
    }));
  } catch (err) {
    await markSandboxFailed(ctx.db, { jobId, claimId, error: err instanceof Error ? err.message : String(err) });
    throw err;
  }
  await setSandboxRun(ctx.db, jobId, claimId, runId);
  ctx.logger.info({ jobId, runId }, 'sandbox generation started');
  return { status: 'generating', jobId, runId, run: await loadRun(ctx, runId) };
}

/**
 * Waits briefly for the claim's holder to record its run, and returns the row as it then stands (possibly still
 * without a run id: the caller reports the generation under way and the client asks again). 'stale' when the
 * claim is so old that its holder must have died before starting the run.
 */
async function waitForRunId(ctx: RunsContext, row: StoredSandbox): Promise<StoredSandbox | null | 'stale'> {
  const age = (await sandboxAgeSeconds(ctx.db, row.jobId)) ?? 0;
  if (age >= STALE_CLAIM_SECONDS) return 'stale';
  const deadline = Date.now() + CLAIM_WAIT_MS;
  let current: StoredSandbox | null = row;
  while (
    current &&
    current.claimId === row.claimId &&
    current.status === 'generating' &&
    !current.runId &&
    Date.now() < deadline
  ) {
    await sleep(CLAIM_POLL_MS);
    current = await findSandbox(ctx.db, row.jobId);
  }
  return current;
}

/**
 * The view of a claim that has a run: still generating, or, once the run completed, its result validated and
 * stored (then served as ready). A run that failed marks the row failed; null sends the caller round again.
 */
async function generatingView(ctx: RunsContext, row: StoredSandbox): Promise<SandboxView | null> {
  if (row.status === 'ready') return readyView(row);
  if (row.status !== 'generating') return null;
  if (!row.runId) return { status: 'generating', jobId: row.jobId, runId: null, run: null };
  const run = await loadRun(ctx, row.runId);
  if (run?.status === 'completed') {
    const parsed = ZSandboxContent.safeParse(run.result);
    if (parsed.success) {
      await saveSandboxContent(ctx.db, {
        jobId: row.jobId,
        runId: row.runId,
        content: parsed.data,
        engine: run.engine,
      });
      return null;
    }
    ctx.logger.error(
      { jobId: row.jobId, runId: row.runId, issues: parsed.error.issues.slice(0, 5) },
      'sandbox run result does not validate',
    );
    await markSandboxFailed(ctx.db, {
      jobId: row.jobId,
      claimId: row.claimId,
      error: 'The generated content did not validate',
    });
    return null;
  }
  if (!run || run.status === 'failed' || run.status === 'cancelled') {
    await markSandboxFailed(ctx.db, {
      jobId: row.jobId,
      claimId: row.claimId,
      error: run?.error ?? 'The generation run is missing',
    });
    return null;
  }
  return { status: 'generating', jobId: row.jobId, runId: row.runId, run };
}

async function loadRun(ctx: RunsContext, runId: string): Promise<Run | null> {
  try {
    return await getRun(ctx, SANDBOX_RUN_OWNER, runId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return null;
    throw err;
  }
}
