import { describe, expect, it } from 'vitest';
import { FREE_JOB_ID } from '@fcs/shared/constants';
import { EQUITY_RESEARCH_ANALYST_SANDBOX } from '@fcs/shared/sandbox/equity-research-analyst';
import { ZSandboxContent } from '@fcs/shared/sandbox/schema';
import { SANDBOX_GENERATION_STEPS } from '@fcs/shared/workflows/sandbox-generation';
import { TEST_DB_KINDS } from '@fcs/core/testing/db';
import { createUserWithPlan, useTestApi } from '../../testing/use-test-api';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe('sandbox content of the free role', () => {
  const ctx = useTestApi('pglite');

  it('when anyone asks for the equity research analyst simulation, then the hand-written content comes back in the spec shape', async () => {
    const res = await fetch(`${ctx.api.url}/api/sandbox/${FREE_JOB_ID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'companies',
        'emails',
        'files',
        'fundamentals',
        'job_id',
        'meetings',
        'news',
        'projects',
        'scenario',
        'source',
      ].sort(),
    );
    expect(body.job_id).toBe(FREE_JOB_ID);
    expect(body.source).toBe('handwritten');
    expect(ZSandboxContent.parse(body)).toEqual(EQUITY_RESEARCH_ANALYST_SANDBOX);
  });

  it('when an unknown role is asked, then the answer is 404 naming it', async () => {
    const res = await fetch(`${ctx.api.url}/api/sandbox/chief_unicorn_officer`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.message).toContain('chief_unicorn_officer');
  });

  it('when the role id is malformed, then the answer is 400 naming jobId', async () => {
    const res = await fetch(`${ctx.api.url}/api/sandbox/DROP%20TABLE`);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as ErrorBody).error.fields ?? {})).toEqual(['jobId']);
  });
});

describe.each(TEST_DB_KINDS)('sandbox access and generation start (%s)', (kind) => {
  const ctx = useTestApi(kind);

  const countRuns = async () =>
    Number(
      (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM runs WHERE type = 'sandbox_generation'`))[0]!
        .n,
    );

  it('when a signed-out visitor asks for a paid role, then the answer is 403 with a message naming the plan and nothing starts', async () => {
    const res = await fetch(`${ctx.api.url}/api/sandbox/credit_research_analyst`);
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.message).toMatch(/Sign in .* plan/);
    expect(await countRuns()).toBe(0);
  });

  it('when a starter user asks for a paid role, then the answer is 403', async () => {
    const auth = await createUserWithPlan(ctx.api, ctx.db, 'sb-starter', {
      tier: 'starter',
      status: 'incomplete',
      max: 0,
    });
    const res = await fetch(`${ctx.api.url}/api/sandbox/credit_research_analyst`, { headers: auth });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.message).toContain('plan');
  });

  it('when an essential user has not taken the quiz, then the answer is 403 asking for the quiz', async () => {
    const auth = await createUserWithPlan(ctx.api, ctx.db, 'sb-noquiz', {
      tier: 'essential',
      status: 'active',
      max: 3,
    });
    const res = await fetch(`${ctx.api.url}/api/sandbox/credit_research_analyst`, { headers: auth });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.message).toContain('quiz');
  });

  it('when an essential user asks for a role outside their top 3 matches, then the answer is 403', async () => {
    const auth = await createUserWithPlan(ctx.api, ctx.db, 'sb-essential', {
      tier: 'essential',
      status: 'active',
      max: 3,
      matches: ['m_and_a_analyst', 'credit_research_analyst', 'equity_sales', 'quant_researcher'],
    });
    const outside = await fetch(`${ctx.api.url}/api/sandbox/quant_researcher`, { headers: auth });
    expect(outside.status).toBe(403);
    expect(await countRuns()).toBe(0);
  });

  it('when two requests for an ungenerated role arrive together, then one generation starts and both report its run', async () => {
    const alice = await createUserWithPlan(ctx.api, ctx.db, 'sb-elite-a', { tier: 'elite', status: 'active', max: -1 });
    const bob = await createUserWithPlan(ctx.api, ctx.db, 'sb-elite-b', { tier: 'elite', status: 'active', max: -1 });
    const [a, b] = await Promise.all([
      fetch(`${ctx.api.url}/api/sandbox/private_banker`, { headers: alice }),
      fetch(`${ctx.api.url}/api/sandbox/private_banker`, { headers: bob }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.headers.get('retry-after')).toBe('2');
    const [bodyA, bodyB] = (await Promise.all([a.json(), b.json()])) as {
      status: string;
      runId: string;
      run: { steps: unknown[] };
    }[];
    expect(bodyA!.status).toBe('generating');
    expect(bodyA!.runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodyB!.runId).toBe(bodyA!.runId);
    expect(bodyA!.run.steps).toHaveLength(SANDBOX_GENERATION_STEPS.length);
    expect(await countRuns()).toBe(1);
    const [row] = await ctx.db.query<{ status: string; run_id: string }>(
      `SELECT status, run_id FROM sandbox_contents WHERE job_id = 'private_banker'`,
    );
    expect(row).toEqual({ status: 'generating', run_id: bodyA!.runId });

    // Asked again while it runs: the same run, still one generation.
    const again = await fetch(`${ctx.api.url}/api/sandbox/private_banker`, { headers: alice });
    expect(again.status).toBe(202);
    expect(((await again.json()) as { runId: string }).runId).toBe(bodyA!.runId);
    expect(await countRuns()).toBe(1);
  });

  it('when a role within the plan is asked, then the generation belongs to the system, not to the user who asked', async () => {
    const auth = await createUserWithPlan(ctx.api, ctx.db, 'sb-pro', {
      tier: 'pro',
      status: 'active',
      max: 12,
      matches: ['equity_sales'],
    });
    const res = await fetch(`${ctx.api.url}/api/sandbox/equity_sales`, { headers: auth });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    const [run] = await ctx.db.query<{ owner_uid: string }>('SELECT owner_uid FROM runs WHERE id = $1', [runId]);
    expect(run?.owner_uid).toBe('system:sandbox');
    const history = (await (await fetch(`${ctx.api.url}/api/runs`, { headers: auth })).json()) as { runs: unknown[] };
    expect(history.runs).toEqual([]);
  });

  it('when a claim was left without a run by an api that died, then a later request takes it over and starts the generation', async () => {
    const auth = await createUserWithPlan(ctx.api, ctx.db, 'sb-elite-c', { tier: 'elite', status: 'active', max: -1 });
    await ctx.db.query(
      `INSERT INTO sandbox_contents (job_id, status, claim_id, updated_at) VALUES ('fx_corporate_sales', 'generating', 'dead-claim', now() - interval '5 minutes')`,
    );
    const before = await countRuns();
    const res = await fetch(`${ctx.api.url}/api/sandbox/fx_corporate_sales`, { headers: auth });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countRuns()).toBe(before + 1);
    const [row] = await ctx.db.query<{ claim_id: string; run_id: string; attempts: number }>(
      `SELECT claim_id, run_id, attempts FROM sandbox_contents WHERE job_id = 'fx_corporate_sales'`,
    );
    expect(row?.claim_id).not.toBe('dead-claim');
    expect(row?.run_id).toBe(runId);
    expect(row?.attempts).toBe(2);
  });

  it('when a fresh claim has no run yet, then the request waits briefly and reports the generation without starting another', async () => {
    const auth = await createUserWithPlan(ctx.api, ctx.db, 'sb-elite-d', { tier: 'elite', status: 'active', max: -1 });
    await ctx.db.query(
      `INSERT INTO sandbox_contents (job_id, status, claim_id) VALUES ('interdealer_broker', 'generating', 'live-claim')`,
    );
    const before = await countRuns();
    const res = await fetch(`${ctx.api.url}/api/sandbox/interdealer_broker`, { headers: auth });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ status: 'generating', runId: null, run: null });
    expect(await countRuns()).toBe(before);
  });

  it('when stored content no longer fits the schema, then it is generated again instead of failing the request', async () => {
    const auth = await createUserWithPlan(ctx.api, ctx.db, 'sb-elite-e', { tier: 'elite', status: 'active', max: -1 });
    await ctx.db.query(
      `INSERT INTO sandbox_contents (job_id, status, claim_id, content, engine) VALUES ('equity_sales_trader', 'ready', 'old-claim', '{"scenario":"too short"}'::jsonb, 'offline')`,
    );
    const res = await fetch(`${ctx.api.url}/api/sandbox/equity_sales_trader`, { headers: auth });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    const [row] = await ctx.db.query<{ status: string; run_id: string; content: unknown }>(
      `SELECT status, run_id, content FROM sandbox_contents WHERE job_id = 'equity_sales_trader'`,
    );
    expect(row).toEqual({ status: 'generating', run_id: runId, content: null });
  });
});
