import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KINDS, createTestDb } from '@fcs/core/testing/db';
import type { TestApi } from '@fcs/api/testing/app';
import { EQUITY_RESEARCH_ANALYST_SANDBOX } from '@fcs/shared/sandbox/equity-research-analyst';
import { ZSandboxContent, type SandboxContent } from '@fcs/shared/sandbox/schema';
import { FAILED_RETRY_AFTER_SECONDS, GENERATION_FAILED_MESSAGE } from '@fcs/api/modules/sandbox/get-sandbox';
import { jsonInstruction } from '@fcs/worker/llm/structured';
import { startFakeOpenAi, type FakeCall, type FakeOpenAi } from '@fcs/worker/testing/fake-openai';
import { dropPrefix, startWorker, testPrefix, waitFor } from '@fcs/worker/testing/harness';
import { startApi } from '../testing/system';
import type { RunWorker } from '@fcs/worker/engine/run-worker';

/** What the stand-in model answers for the structured step: valid sandbox content (its subject does not matter here). */
const MODEL_CONTENT: SandboxContent = {
  ...EQUITY_RESEARCH_ANALYST_SANDBOX,
  scenario:
    'Draft scenario: you are a private banker in a London wealth manager, preparing three client reviews and a credit proposal this week.',
};
/** The stand-in model's case file: the content's scenario and companies plus the week's cast. */
const CASE_FILE = {
  scenario: MODEL_CONTENT.scenario,
  companies: MODEL_CONTENT.companies,
  people: [
    { name: 'Imogen Hartley', role: 'Head of Private Banking', organisation: 'Aldwych Private Bank (fictional)' },
    { name: 'Dev Malhotra', role: 'Credit Officer', organisation: 'Aldwych Private Bank (fictional)' },
  ],
  keyFigures: [{ label: 'Lombard loan requested', value: '£2.4m' }],
  calendar: [{ when: 'Tue 10:00', what: 'Annual review with the Fenwick family' }],
};
const PART_MARKERS = ['sandbox_generation.inbox', 'sandbox_generation.desk', 'sandbox_generation.market'];
const STREAMED_SCENARIO =
  'It is Monday in Mayfair. You are an associate private banker looking after forty families, and this week brings three annual reviews, a Lombard loan request and a nervous client on the phone after a market sell-off.';

describe.each(TEST_DB_KINDS)('sandbox generation through the job queue (%s)', (kind) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let api: TestApi;
  let worker: RunWorker;
  let llm: FakeOpenAi;
  const prefix = testPrefix();
  // Roles whose generation the stand-in model refuses for good (a 400 is not retried).
  const refused = new Set<string>();

  beforeAll(async () => {
    llm = await startFakeOpenAi((call) => {
      const system = call.body.messages?.find((m) => m.role === 'system')?.content ?? '';
      if (
        call.marker === 'sandbox_generation.case_file' &&
        [...refused].some((title) => system.includes(`Role: ${title}\n`))
      ) {
        return { status: 400, message: 'model refused' };
      }
      if (call.marker === 'sandbox_generation.case_file') return { json: CASE_FILE };
      // Each part answers with the whole content: the adapter keeps only the part's own fields.
      if (PART_MARKERS.includes(call.marker)) return { json: MODEL_CONTENT };
      if (call.marker === 'sandbox_generation.scenario') return { text: STREAMED_SCENARIO, chunkDelayMs: 1 };
      return { status: 400, message: `unexpected task ${call.marker}` };
    });
    db = await createTestDb(kind);
    api = await startApi(db, prefix);
    worker = await startWorker(db, prefix, llm.url);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.stop();
    await llm?.close();
    await db?.drop();
    await dropPrefix(prefix);
  });

  const elite = async (uid: string) => {
    const auth = await api.authHeader(uid);
    expect((await fetch(`${api.url}/api/profile`, { headers: auth })).status).toBe(200);
    await db.query(
      `UPDATE users SET subscription_tier = 'elite', subscription_status = 'active', max_simulations = -1 WHERE uid = $1`,
      [uid],
    );
    return auth;
  };
  const refusedCall = (call: FakeCall) =>
    [...refused].some((title) => call.body.messages?.[0]?.content.includes(`Role: ${title}\n`));
  const ask = (auth: Record<string, string>) => fetch(`${api.url}/api/sandbox/private_banker`, { headers: auth });

  it('when two first requests arrive together, then one generation runs and both get the same stored content', async () => {
    const [alice, bob] = await Promise.all([elite('gen-alice'), elite('gen-bob')]);
    const [a, b] = await Promise.all([ask(alice), ask(bob)]);
    expect([a.status, b.status]).toEqual([202, 202]);
    const [first, second] = (await Promise.all([a.json(), b.json()])) as { runId: string }[];
    expect(second!.runId).toBe(first!.runId);

    // Both clients poll as the UI does until the content is there.
    const poll = (auth: Record<string, string>) =>
      waitFor(async () => {
        const res = await ask(auth);
        return res.status === 200 ? ((await res.json()) as Record<string, unknown>) : null;
      }, 'the generated content');
    const [forAlice, forBob] = await Promise.all([poll(alice), poll(bob)]);

    expect(forAlice).toEqual(forBob);
    expect(forAlice.source).toBe('openai');
    const content = ZSandboxContent.parse(forAlice);
    expect(content.scenario).toBe(STREAMED_SCENARIO);
    expect(content.emails).toEqual(MODEL_CONTENT.emails);

    expect(llm.calls('sandbox_generation.case_file')).toBe(1);
    // The content is served once the run's log says it completed; its row follows (the worker saves the end right
    // after logging it), so the row is read once it has.
    const runs = await waitFor(async () => {
      const rows = await db.query<{ id: string; status: string }>(
        `SELECT id, status FROM runs WHERE type = 'sandbox_generation'`,
      );
      return rows.every((r) => r.status !== 'running' && r.status !== 'queued') ? rows : null;
    }, 'the run row saved');
    expect(runs).toEqual([{ id: first!.runId, status: 'completed' }]);
    const [row] = await db.query<{ status: string; engine: string; content: unknown }>(
      `SELECT status, engine, content FROM sandbox_contents WHERE job_id = 'private_banker'`,
    );
    expect(row?.status).toBe('ready');
    expect(row?.engine).toBe('openai');
    expect(ZSandboxContent.parse(row?.content)).toEqual(content);
  });

  it('when a week is generated, then it is one case file and three smaller part calls that all carry the case file', () => {
    const calls = llm.log.filter((c) => c.marker.startsWith('sandbox_generation.') && !refusedCall(c));
    expect(calls.map((c) => c.marker).sort()).toEqual(
      [...PART_MARKERS, 'sandbox_generation.case_file', 'sandbox_generation.scenario'].sort(),
    );
    // One call with the whole content schema, as before, against the largest of the new calls.
    const wholeSchema = jsonInstruction(ZSandboxContent, 'SandboxContent').length;
    for (const call of calls.filter((c) => !c.stream)) {
      const system = call.body.messages?.find((m) => m.role === 'system')?.content ?? '';
      const schemaPart = system.slice(system.indexOf('Answer with one JSON object'));
      expect(schemaPart.length, call.marker).toBeLessThan(wholeSchema * 0.6);
      expect(call.body.temperature, call.marker).toBe(0);
    }
    for (const marker of PART_MARKERS) {
      const user = calls.find((c) => c.marker === marker)!.body.messages!.find((m) => m.role === 'user')!.content;
      expect(user).toContain('Imogen Hartley');
      expect(user).toContain('£2.4m');
    }
  });

  it('when the content is stored, then later requests are served from storage without another generation', async () => {
    const carol = await elite('gen-carol');
    const res = await ask(carol);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('private');
    expect(llm.calls('sandbox_generation.case_file')).toBe(1);
    expect(
      Number(
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM runs WHERE type = 'sandbox_generation'`))[0]!.n,
      ),
    ).toBe(1);
  });

  it('when a generation fails for good, then the role answers 503 and a request after the pause starts a new one', async () => {
    const dan = await elite('gen-dan');
    refused.add('Credit Research Analyst');
    const first = await fetch(`${api.url}/api/sandbox/credit_research_analyst`, { headers: dan });
    expect(first.status).toBe(202);
    const { runId } = (await first.json()) as { runId: string };

    const failed = await waitFor(async () => {
      const res = await fetch(`${api.url}/api/sandbox/credit_research_analyst`, { headers: dan });
      return res.status === 503 ? ((await res.json()) as { error: { message: string } }) : null;
    }, 'the failed generation');
    expect(failed.error.message).toBe(GENERATION_FAILED_MESSAGE);
    const [row] = await db.query<{ status: string; run_id: string }>(
      `SELECT status, run_id FROM sandbox_contents WHERE job_id = 'credit_research_analyst'`,
    );
    expect(row).toEqual({ status: 'failed', run_id: runId });

    // Within the pause nothing restarts; once it has passed the next request takes over with a new run.
    expect((await fetch(`${api.url}/api/sandbox/credit_research_analyst`, { headers: dan })).status).toBe(503);
    refused.delete('Credit Research Analyst');
    await db.query(
      `UPDATE sandbox_contents SET updated_at = now() - interval '${FAILED_RETRY_AFTER_SECONDS + 1} seconds' WHERE job_id = 'credit_research_analyst'`,
    );
    const retry = await fetch(`${api.url}/api/sandbox/credit_research_analyst`, { headers: dan });
    expect(retry.status).toBe(202);
    const { runId: retryRunId } = (await retry.json()) as { runId: string };
    expect(retryRunId).not.toBe(runId);
    const ready = await waitFor(async () => {
      const res = await fetch(`${api.url}/api/sandbox/credit_research_analyst`, { headers: dan });
      return res.status === 200 ? ((await res.json()) as Record<string, unknown>) : null;
    }, 'the regenerated content');
    expect(ZSandboxContent.parse(ready).emails).toEqual(MODEL_CONTENT.emails);
  });
});
