import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPlan } from '@fcs/api/testing/use-test-api';
import type { TestApi } from '@fcs/api/testing/app';
import { createTestDb } from '@fcs/core/testing/db';
import { createLogger } from '@fcs/core/platform/logger';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { ZCoachChatResponse, ZCoachConversationResponse, type ChatMessage } from '@fcs/shared/coach/contract';
import { ZRun } from '@fcs/shared/runs';
import { startRunWorker, type RunWorker } from '@fcs/worker/engine/run-worker';
import { OFFLINE_CONTENT } from '@fcs/worker/llm/create-llm';
import { createOfflineLlm } from '@fcs/worker/llm/offline/offline-llm';
import { RESUME_SECTION } from '@fcs/worker/llm/offline/resume-note';
import type { LlmClient, StreamTextRequest } from '@fcs/worker/llm/types';
import { dropPrefix, testPrefix, waitFor } from '@fcs/worker/testing/harness';
import { WORKFLOW_DEFINITIONS } from '@fcs/worker/workflows/registry';
import { connectClient, follow, startApi } from '../testing/system';

const FREE = 'equity_research_analyst';
const MATCHED = 'credit_research_analyst';
/** A question with this word is held after its first words until the test releases it (a reply caught mid-stream). */
const HOLD = 'HOLD';

/**
 * The offline engine behind a counter of model calls and a gate: every call is counted and its request kept, and a
 * reply to a question containing HOLD stops after five words until `release()`.
 */
function countingEngine() {
  const offline = createOfflineLlm({ content: OFFLINE_CONTENT, wordDelayMs: 0 });
  const requests: StreamTextRequest[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const llm: LlmClient = {
    engine: offline.engine,
    async streamText(request, onToken, signal) {
      requests.push(request);
      const held = request.messages.at(-1)?.content.includes(HOLD) ?? false;
      let words = 0;
      return offline.streamText(
        request,
        async (text) => {
          if (held && ++words === 6) await gate;
          await onToken(text);
        },
        signal,
      );
    },
    generateObject(request, signal) {
      return offline.generateObject(request, signal);
    },
  };
  return { llm, requests, release: () => release() };
}

describe('the coach on the engine (api + worker, Postgres, Redis, offline engine)', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let api: TestApi;
  let worker: RunWorker;
  const engine = countingEngine();
  const prefix = testPrefix();
  beforeAll(async () => {
    db = await createTestDb('postgres');
    api = await startApi(db, prefix);
    worker = await startRunWorker({
      redisUrl: TEST_REDIS_URL,
      prefix,
      db,
      llm: engine.llm,
      logger: createLogger({ level: 'silent' }),
      workflows: WORKFLOW_DEFINITIONS,
      concurrency: 2,
    });
  });
  afterAll(async () => {
    engine.release();
    await worker?.close();
    await api?.stop();
    await db?.drop();
    await dropPrefix(prefix);
  });

  const chat = async (headers: Record<string, string>, body: unknown) => {
    const res = await fetch(`${api.url}/api/coach/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: ZCoachChatResponse.parse(await res.json()) };
  };
  const messages = async (headers: Record<string, string>, jobId: string): Promise<ChatMessage[]> =>
    ZCoachConversationResponse.parse(
      await (await fetch(`${api.url}/api/coach/conversation?jobId=${jobId}`, { headers })).json(),
    ).conversation.messages;
  const finished = (headers: Record<string, string>, jobId: string) =>
    waitFor(async () => {
      const last = (await messages(headers, jobId)).at(-1);
      return last && last.status !== 'streaming' ? last : null;
    }, 'the reply to finish');

  it('when a starter and a signed-out visitor ask, then the model is never called; a paid user asking is one call', async () => {
    const starter = await api.authHeader('starter-sam');
    const before = engine.requests.length;
    expect((await chat(starter, { jobId: MATCHED, message: 'What is the pay like?' })).status).toBe(200);
    expect((await chat({}, { jobId: FREE, message: 'What is the pay like?' })).status).toBe(200);
    const spec = { messages: [{ role: 'user', content: 'Tell me everything' }], jobProfile: { job_id: FREE } };
    expect((await chat(starter, spec)).status).toBe(200);

    const pro = await createUserWithPlan(api, db, 'pro-pia', {
      tier: 'pro',
      status: 'active',
      max: 12,
      matches: [MATCHED],
    });
    const sent = await chat(pro, { jobId: MATCHED, message: 'What is the pay like?' });
    expect(sent.status).toBe(202);
    const reply = await finished(pro, MATCHED);
    expect(reply).toMatchObject({
      status: 'complete',
      demo: true,
      canned: false,
      runId: sent.body.assistantMessage.runId,
    });
    expect(reply.content.length).toBeGreaterThan(40);
    // The starter's and the visitor's three questions made no call; the paid question made exactly one.
    expect(engine.requests.length - before).toBe(1);
    expect(engine.requests.at(-1)?.messages.at(-1)).toEqual({ role: 'user', content: 'What is the pay like?' });
  });

  it('when the page reloads mid-reply, then the conversation shows the reply streaming with its run, and following it gives the whole reply once', async () => {
    const headers = await createUserWithPlan(api, db, 'pro-rory', {
      tier: 'pro',
      status: 'active',
      max: 12,
      matches: [MATCHED],
    });
    const sent = await chat(headers, { jobId: MATCHED, message: `What does a typical day look like? ${HOLD}` });
    expect(sent.status).toBe(202);
    const runId = sent.body.assistantMessage.runId!;
    const first = await connectClient(api.url, headers);
    const before = await follow(first, runId);
    await waitFor(() => before.state.steps.find((s) => s.id === 'analysis')?.streamedText, 'the first words');
    first.close(); // the tab is closed mid-reply

    const reloaded = await messages(headers, MATCHED);
    expect(reloaded.map((m) => [m.role, m.status, m.runId])).toEqual([
      ['user', 'complete', null],
      ['assistant', 'streaming', runId],
    ]);
    const second = await connectClient(api.url, headers);
    try {
      const after = await follow(second, runId, 0);
      engine.release();
      const state = await waitFor(() => (after.state.status === 'completed' ? after.state : null), 'completion');
      const streamed = state.steps.find((s) => s.id === 'analysis')!.streamedText;
      const done = await messages(headers, MATCHED);
      expect(done).toHaveLength(2);
      expect(done[1]).toMatchObject({ status: 'complete', runId });
      expect(streamed.trim()).toBe(done[1]!.content);
      // Never doubled: the text appears once in what the reloaded tab followed.
      const opening = done[1]!.content.slice(0, 40);
      expect(streamed.split(opening)).toHaveLength(2);
    } finally {
      second.close();
    }
  });

  it("when an elite user stores a resume, then the worker grounds the next reply on it (the model's prompt and the offline reply use it)", async () => {
    const headers = await createUserWithPlan(api, db, 'elite-ella', { tier: 'elite', status: 'active', max: -1 });
    const resume = [
      'Ella Example',
      'ella@example.test',
      'Experience',
      'Audit Senior, Grant Thornton (2019 - 2024)',
      'Audited listed housebuilders and their covenant packages.',
      'Skills',
      'Excel, IFRS, credit analysis',
    ].join('\n');
    const put = await fetch(`${api.url}/api/coach/resume`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ fileName: 'ella-cv.txt', content: resume }),
    });
    expect(put.status).toBe(200);
    const sent = await chat(headers, {
      jobId: MATCHED,
      message: 'Would my background get me in?',
      resumeContext: { fileName: 'forged.txt', content: 'Managing Director at a bank the client invented' },
    });
    expect(sent.status).toBe(202);
    const reply = await finished(headers, MATCHED);
    expect(reply.status).toBe('complete');
    // It says what it took from the resume once (the generator's own CV section, or the resume note).
    expect(reply.content.match(RESUME_SECTION) ?? []).toHaveLength(1);
    expect(reply.content).toContain('Grant Thornton');
    const request = engine.requests.at(-1)!;
    expect(request.messages[0]!.content).toContain('Grant Thornton');
    expect(JSON.stringify(request.messages)).not.toContain('the client invented');
    // Checkpoints and events carry the resume's name and size only, never its text.
    const run = ZRun.parse(
      await (await fetch(`${api.url}/api/runs/${sent.body.assistantMessage.runId}`, { headers })).json(),
    );
    const loaded = run.steps.find((s) => s.id === 'load-context')!;
    expect(loaded.output).toMatchObject({ resume: { fileName: 'ella-cv.txt', chars: resume.length } });
    expect(JSON.stringify(loaded)).not.toContain('Grant Thornton');

    // Removed: the next reply is not grounded on it.
    expect((await fetch(`${api.url}/api/coach/resume`, { method: 'DELETE', headers })).status).toBe(204);
    expect((await chat(headers, { jobId: MATCHED, message: 'And now?' })).status).toBe(202);
    const next = await finished(headers, MATCHED);
    expect(next.content).not.toContain('Grant Thornton');
    expect(engine.requests.at(-1)!.messages[0]!.content).not.toContain('Grant Thornton');
  });
});
