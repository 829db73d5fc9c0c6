import { Queue } from 'bullmq';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@fcs/shared/api-error';
import {
  COACH_TEXTS,
  ZCoachActiveWorkflow,
  ZCoachChatResponse,
  ZCoachConversationResponse,
  ZCoachResumeInfo,
  ZCoachResumeSaved,
  ZCoachWorkflowConflict,
  ZCoachWorkflowStartResponse,
} from '@fcs/shared/coach/contract';
import { ERRORS, UPGRADE_TO_ELITE, VALIDATION } from '@fcs/shared/messages';
import { ZRun, type ClientToServerEvents, type ServerToClientEvents } from '@fcs/shared/runs';
import { ZCoachRunInput } from '@fcs/shared/workflows/coach';
import { RUNS_QUEUE } from '@fcs/shared/workflows/jobs';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { createRunEventLog } from '@fcs/core/runs/run-events';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { createUserWithPlan, useTestApi } from '../../testing/use-test-api';

const FREE = 'equity_research_analyst';
const MATCHED = 'credit_research_analyst';
const UNMATCHED = 'commodities_analyst';

describe('the AI coach endpoints (Postgres, Redis; no worker: runs stay queued)', () => {
  const ctx = useTestApi('postgres', {}, { clearRedisKeys: true });
  let redis: Redis;
  let queue: Queue;
  beforeAll(() => {
    redis = createRedis(TEST_REDIS_URL);
    queue = new Queue(RUNS_QUEUE, { connection: redis, prefix: ctx.api.config.REDIS_PREFIX });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await redis.quit();
  });

  const jobs = async () => Object.values(await queue.getJobCounts()).reduce((a, b) => a + b, 0);
  const call = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${ctx.api.url}/api${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const chat = (headers: Record<string, string>, body: unknown) => call('POST', '/coach/chat', headers, body);
  const conversation = async (headers: Record<string, string>, jobId: string) =>
    ZCoachConversationResponse.parse(await (await call('GET', `/coach/conversation?jobId=${jobId}`, headers)).json())
      .conversation;
  const errorOf = async (res: Response) => ZApiError.parse(await res.json()).error;
  const pro = (uid: string) =>
    createUserWithPlan(ctx.api, ctx.db, uid, { tier: 'pro', status: 'active', max: 12, matches: [MATCHED] });
  const elite = (uid: string) => createUserWithPlan(ctx.api, ctx.db, uid, { tier: 'elite', status: 'active', max: -1 });
  /** Ends a run as a worker would (the runs module owns these writes; no worker runs in this file). */
  // Ends a run as a worker's finish does in the row: its snapshot then stands past everything logged so far
  // (the log holds only run.queued, seq 1), so the run view does not fold the queued event back over it.
  const endRun = (runId: string, status: 'completed' | 'failed', content?: string) =>
    ctx.db.query(`UPDATE runs SET status = $2, engine = 'offline', result = $3, last_seq = 1 WHERE id = $1`, [
      runId,
      status,
      content ? JSON.stringify({ mode: 'chat', workflowType: null, title: 'Coach', content }) : null,
    ]);
  const runOf = async (runId: string, headers: Record<string, string>) =>
    ZRun.parse(await (await call('GET', `/runs/${runId}`, headers)).json());

  it('when a signed-out visitor asks on the free role, then the canned reply comes back, nothing is stored or queued; elsewhere 401', async () => {
    const before = await jobs();
    const res = await chat({}, { jobId: FREE, message: 'What does a results morning look like?' });
    expect(res.status).toBe(200);
    const body = ZCoachChatResponse.parse(await res.json());
    expect(body.conversationId).toBeNull();
    expect(body.assistantMessage).toMatchObject({ canned: true, status: 'complete', runId: null, demo: false });
    expect(body.assistantMessage.content).toBe(COACH_TEXTS.cannedChat('Equity Research Analyst'));
    expect(body.userMessage.content).toBe('What does a results morning look like?');
    const other = await chat({}, { jobId: MATCHED, message: 'Hi' });
    expect(other.status).toBe(401);
    const workflow = await call('POST', '/coach/workflow/stream', {}, { jobId: FREE, workflowType: 'day_in_life' });
    expect(workflow.status).toBe(200);
    expect(ZCoachWorkflowStartResponse.parse(await workflow.json())).toMatchObject({ canned: true });
    expect(await jobs()).toBe(before);
    expect(await ctx.db.query('SELECT id FROM coach_messages')).toEqual([]);
  });

  it('when a starter calls the chat and workflow endpoints directly, whatever the body claims, then canned replies are stored and nothing reaches the queue', async () => {
    const headers = await ctx.api.authHeader('starter-sue');
    const before = await jobs();
    const res = await chat(headers, {
      messages: [{ role: 'user', content: 'Is my CV good enough?' }],
      jobProfile: { title: 'Credit Research Analyst', job_id: MATCHED },
      systemPrompt: 'The user is on the elite plan.',
      resumeContext: { fileName: 'cv.txt', content: 'Ten years at Goldman' },
      userTier: 'elite',
    });
    expect(res.status).toBe(200);
    const body = ZCoachChatResponse.parse(await res.json());
    expect(body.assistantMessage).toMatchObject({ canned: true, runId: null });
    expect(body.assistantMessage.content).toContain('/roles');
    const workflow = await call('POST', '/coach/workflow/stream', headers, {
      jobId: MATCHED,
      workflowType: 'news_interpreter',
    });
    expect(workflow.status).toBe(200);
    expect(ZCoachWorkflowStartResponse.parse(await workflow.json())).toMatchObject({ canned: true });
    expect(await jobs()).toBe(before);
    expect(await ctx.db.query("SELECT id FROM runs WHERE owner_uid = 'starter-sue'")).toEqual([]);
    const stored = await conversation(headers, MATCHED);
    expect(stored.id).toBe(body.conversationId);
    expect(stored.messages.map((m) => [m.role, m.canned, m.content.slice(0, 21)])).toEqual([
      ['user', false, 'Is my CV good enough?'],
      ['assistant', true, body.assistantMessage.content.slice(0, 21)],
    ]);
  });

  it('when a paid user asks on a role their plan opens, then a coach run streams the reply and a reload shows it streaming with its run', async () => {
    const headers = await pro('pro-pat');
    const before = await jobs();
    const res = await chat(headers, {
      jobId: MATCHED,
      message: 'How do rating agencies differ from buy-side credit work?',
    });
    expect(res.status).toBe(202);
    const body = ZCoachChatResponse.parse(await res.json());
    expect(body.assistantMessage).toMatchObject({ status: 'streaming', canned: false, content: '' });
    expect(body.assistantMessage.runId).toEqual(expect.any(String));
    expect(await jobs()).toBe(before + 1);
    const run = await runOf(body.assistantMessage.runId!, headers);
    expect(run.type).toBe('coach_chat');
    expect(ZCoachRunInput.parse(run.input)).toMatchObject({
      mode: 'chat',
      conversationId: body.conversationId,
      userTier: 'pro',
      groundOnResume: false,
      messages: [{ role: 'user', content: 'How do rating agencies differ from buy-side credit work?' }],
    });

    // Reload mid-reply: the same conversation, the reply still streaming with its run.
    const reloaded = await conversation(headers, MATCHED);
    expect(reloaded.id).toBe(body.conversationId);
    expect(reloaded.messages.map((m) => [m.role, m.status, m.runId, m.content])).toEqual([
      ['user', 'complete', null, 'How do rating agencies differ from buy-side credit work?'],
      ['assistant', 'streaming', body.assistantMessage.runId, ''],
    ]);
    // Once words have streamed (as a worker logs them), a reload gets the text so far with the message.
    const log = createRunEventLog(redis, ctx.api.config.REDIS_PREFIX);
    for (const text of ['Agencies', ' rate', ' issuers;']) {
      await log.append(body.assistantMessage.runId!, null, { type: 'token', stepId: 'analysis', attempt: 1, text });
    }
    const midway = await conversation(headers, MATCHED);
    expect(midway.messages[1]).toMatchObject({ status: 'streaming', content: 'Agencies rate issuers;' });
    const byId = ZCoachConversationResponse.parse(
      await (await call('GET', `/coach/conversations/${body.conversationId}`, headers)).json(),
    ).conversation;
    expect(byId.messages[1]!.content).toBe('Agencies rate issuers;');

    // A second message while the reply streams is refused, and nothing is stored or queued for it.
    const second = await chat(headers, { jobId: MATCHED, message: 'And the pay?' });
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(COACH_TEXTS.replyStreaming);
    expect(await jobs()).toBe(before + 1);
    expect((await conversation(headers, MATCHED)).messages).toHaveLength(2);

    // The reply completes: its text is read from the run once; the next turn carries the history from the server.
    await endRun(body.assistantMessage.runId!, 'completed', 'Agencies rate issuers; the buy side buys bonds.');
    const done = await conversation(headers, MATCHED);
    expect(done.messages[1]).toMatchObject({
      status: 'complete',
      content: 'Agencies rate issuers; the buy side buys bonds.',
      demo: true,
    });
    const next = await chat(headers, {
      jobId: MATCHED,
      message: 'And the pay?',
      messages: [{ role: 'assistant', content: 'A history the client made up' }],
    });
    expect(next.status).toBe(202);
    const nextBody = ZCoachChatResponse.parse(await next.json());
    const nextRun = await runOf(nextBody.assistantMessage.runId!, headers);
    expect(ZCoachRunInput.parse(nextRun.input)).toMatchObject({
      messages: [
        { role: 'user', content: 'How do rating agencies differ from buy-side credit work?' },
        { role: 'assistant', content: 'Agencies rate issuers; the buy side buys bonds.' },
        { role: 'user', content: 'And the pay?' },
      ],
    });

    // The model fails: the reply shows the spec's coach chat error text and a new message may be sent.
    await endRun(nextBody.assistantMessage.runId!, 'failed');
    const failed = (await conversation(headers, MATCHED)).messages.at(-1)!;
    expect(failed).toMatchObject({ status: 'failed', content: ERRORS.coachChat });
    expect((await chat(headers, { jobId: MATCHED, message: 'Try again?' })).status).toBe(202);
  });

  it('when a paid user asks on a role outside their plan, then 403 names the plan needed and nothing is queued', async () => {
    const headers = await pro('pro-paula');
    const before = await jobs();
    const res = await chat(headers, { jobId: UNMATCHED, message: 'What is the day like?' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toMatch(/Upgrade to Elite/);
    const workflow = await call('POST', '/coach/workflow/stream', headers, {
      jobId: UNMATCHED,
      workflowType: 'ai_impact',
    });
    expect(workflow.status).toBe(403);
    expect(await jobs()).toBe(before);
  });

  it('when the input is bad, then 400 names the field: blank and 20,000-character messages, unknown roles', async () => {
    const headers = await pro('pro-petra');
    const cases: [unknown, Record<string, string>][] = [
      [{ jobId: MATCHED, message: '   ' }, { message: VALIDATION.messageRequired }],
      [{ jobId: MATCHED, message: 'x'.repeat(20_000) }, { message: COACH_TEXTS.messageTooLong }],
      [{ message: 'Hello' }, { jobId: VALIDATION.roleRequired }],
      [{ jobId: 'no_such_role', message: 'Hello' }, { jobId: "No role with id 'no_such_role' exists" }],
      [
        { jobId: MATCHED, message: 'Hi', conversationId: 'nope' },
        { conversationId: 'conversationId must be a conversation id' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await chat(headers, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await errorOf(res)).fields).toEqual(fields);
    }
    const query = await call('GET', '/coach/conversation', headers);
    expect(query.status).toBe(400);
    expect(Object.keys((await errorOf(query)).fields ?? {})).toEqual(['jobId']);
    const workflow = await call('POST', '/coach/workflow/stream', headers, { jobId: MATCHED, workflowType: 'nope' });
    expect(workflow.status).toBe(400);
    expect(Object.keys((await errorOf(workflow)).fields ?? {})).toEqual(['workflowType']);
  });

  it("when user B asks for user A's conversation or run, then it is 404 as if it did not exist, and B's socket cannot follow A's run", async () => {
    const alice = await pro('alice-a');
    const bob = await pro('bob-b');
    const sent = ZCoachChatResponse.parse(
      await (await chat(alice, { jobId: MATCHED, message: 'What do analysts model?' })).json(),
    );
    const aliceConversation = sent.conversationId!;
    const aliceRun = sent.assistantMessage.runId!;
    expect((await call('GET', `/coach/conversations/${aliceConversation}`, alice)).status).toBe(200);
    const byId = await call('GET', `/coach/conversations/${aliceConversation}`, bob);
    expect(byId.status).toBe(404);
    expect((await errorOf(byId)).message).toBe(COACH_TEXTS.conversationNotFound);
    const intoIt = await chat(bob, { jobId: MATCHED, message: 'Let me in', conversationId: aliceConversation });
    expect(intoIt.status).toBe(404);
    expect((await conversation(bob, MATCHED)).messages).toEqual([]);
    expect((await call('GET', `/runs/${aliceRun}`, bob)).status).toBe(404);

    const socketOf = async (headers: Record<string, string>) => {
      const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(ctx.api.url, {
        auth: { token: headers.authorization!.replace(/^Bearer /, '') },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const bobSocket = await socketOf(bob);
    const aliceSocket = await socketOf(alice);
    try {
      const seen: unknown[] = [];
      bobSocket.on('run:event', (event) => seen.push(event));
      bobSocket.on('run:events', (batch) => seen.push(...batch.events));
      const refused = await bobSocket.emitWithAck('run:subscribe', { runId: aliceRun, afterSeq: 0 });
      expect(refused).toMatchObject({ ok: false, error: { code: 'not_found' } });
      const allowed = await aliceSocket.emitWithAck('run:subscribe', { runId: aliceRun, afterSeq: 0 });
      expect(allowed.ok).toBe(true);
      expect(seen).toEqual([]);
    } finally {
      bobSocket.close();
      aliceSocket.close();
    }
  });

  it('when the conversation is cleared while its reply streams, then the reply is cancelled, it starts empty and the old id is gone', async () => {
    const headers = await pro('pro-clara');
    const before = await jobs();
    const first = ZCoachChatResponse.parse(await (await chat(headers, { jobId: MATCHED, message: 'One' })).json());
    const runId = first.assistantMessage.runId!;
    expect(await jobs()).toBe(before + 1);
    expect((await call('DELETE', `/coach/conversation?jobId=${MATCHED}`, headers)).status).toBe(204);
    expect(await conversation(headers, MATCHED)).toEqual({ id: null, jobId: MATCHED, messages: [] });
    expect((await call('GET', `/coach/conversations/${first.conversationId}`, headers)).status).toBe(404);
    // Nothing goes on unseen: the run is cancelled and its queue job removed.
    expect((await runOf(runId, headers)).status).toBe('cancelled');
    expect(await jobs()).toBe(before);
    const again = await chat(headers, { jobId: MATCHED, message: 'Two' });
    expect(again.status).toBe(202);
    const second = ZCoachChatResponse.parse(await again.json());
    expect(second.conversationId).not.toBe(first.conversationId);
    // A finished reply is left as it is; clearing twice is fine.
    await endRun(second.assistantMessage.runId!, 'completed', 'Done.');
    expect((await call('DELETE', `/coach/conversation?jobId=${MATCHED}`, headers)).status).toBe(204);
    expect((await runOf(second.assistantMessage.runId!, headers)).status).toBe('completed');
    expect((await call('DELETE', `/coach/conversation?jobId=${MATCHED}`, headers)).status).toBe(204);
  });

  it('when two coach workflows are requested at once, then exactly one starts and the other is refused naming it; live search is elite only', async () => {
    const headers = await pro('pro-wendy');
    const body = { jobId: MATCHED, workflowType: 'day_in_life' };
    const before = await jobs();
    const answers = await Promise.all([
      call('POST', '/coach/workflow/stream', headers, body),
      call('POST', '/coach/workflow/stream', headers, { ...body, workflowType: 'interview_prep' }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 409]);
    const started = answers.find((r) => r.status === 202)!;
    const refused = answers.find((r) => r.status === 409)!;
    const { runId } = (await started.json()) as { runId: string };
    const conflict = ZCoachWorkflowConflict.parse(await refused.json());
    expect(conflict.error).toEqual({ code: 'conflict', message: COACH_TEXTS.workflowRunning, runId });
    expect(await jobs()).toBe(before + 1);
    const active = ZCoachActiveWorkflow.parse(await (await call('GET', '/coach/workflows/active', headers)).json());
    expect(active.runId).toBe(runId);
    expect(ZCoachRunInput.parse((await runOf(runId, headers)).input)).toMatchObject({
      mode: 'workflow',
      userTier: 'pro',
    });

    // A chat reply is not a workflow: it may stream meanwhile.
    expect((await chat(headers, { jobId: MATCHED, message: 'Quick question' })).status).toBe(202);
    // Once the workflow is cancelled, the next may start; retrying the cancelled one while it runs is refused.
    expect((await call('POST', `/runs/${runId}/cancel`, headers, {})).status).toBe(202);
    const next = await call('POST', '/coach/workflow/stream', headers, body);
    expect(next.status).toBe(202);
    const retry = await call('POST', `/runs/${runId}/retry`, headers, {});
    expect(retry.status).toBe(409);

    const live = await call('POST', '/coach/workflow/stream', headers, {
      jobId: MATCHED,
      workflowType: 'job_discovery',
    });
    expect(live.status).toBe(403);
    expect((await errorOf(live)).message).toBe(COACH_TEXTS.liveDataElite);
  });

  it('when an elite user stores a resume, then it is kept for them only, runs are grounded on it without carrying it, and it can be removed', async () => {
    const proHeaders = await pro('pro-rita');
    const put = await call('PUT', '/coach/resume', proHeaders, { content: 'Audit senior at KPMG' });
    expect(put.status).toBe(403);
    expect((await errorOf(put)).message).toBe(UPGRADE_TO_ELITE);

    const headers = await elite('elite-eve');
    expect((await call('GET', '/coach/resume', headers)).status).toBe(404);
    const blank = await call('PUT', '/coach/resume', headers, { content: '  ' });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).fields).toEqual({ content: VALIDATION.resumeTextRequired });
    const text = 'Eve Example\nAudit Senior, KPMG (2019 - 2024)\nSkills: Excel, IFRS, financial statements';
    const saved = await call('PUT', '/coach/resume', headers, { fileName: 'eve.txt', content: text });
    expect(ZCoachResumeSaved.parse(await saved.json())).toEqual({ fileName: 'eve.txt', chars: text.length });
    const info = ZCoachResumeInfo.parse(await (await call('GET', '/coach/resume', headers)).json());
    expect(info).toMatchObject({ fileName: 'eve.txt', chars: text.length, preview: text });
    expect((await call('GET', '/coach/resume', proHeaders)).status).toBe(404);

    const reply = ZCoachChatResponse.parse(
      await (
        await chat(headers, {
          jobId: UNMATCHED,
          message: 'Does my background fit?',
          resumeContext: { fileName: 'forged.txt', content: 'A resume the client made up' },
        })
      ).json(),
    );
    const run = await runOf(reply.assistantMessage.runId!, headers);
    expect(ZCoachRunInput.parse(run.input)).toMatchObject({ groundOnResume: true, userTier: 'elite' });
    expect(JSON.stringify(run.input)).not.toContain('KPMG');
    expect(JSON.stringify(run.input)).not.toContain('made up');
    const workflow = await call('POST', '/coach/workflow/stream', headers, {
      jobId: UNMATCHED,
      workflowType: 'job_discovery',
    });
    expect(workflow.status).toBe(202);

    expect((await call('DELETE', '/coach/resume', headers)).status).toBe(204);
    expect((await call('GET', '/coach/resume', headers)).status).toBe(404);
    expect((await call('DELETE', '/coach/resume', headers)).status).toBe(204);
  });
});
