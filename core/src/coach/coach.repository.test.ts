import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolation, type Queryable } from '../platform/db';
import { createTestDb, TEST_DB_KINDS } from '../testing/db';
import { coachRepository, resumeRepository, ONE_COACH_REPLY_INDEX, ONE_COACH_WORKFLOW_INDEX } from './coach.repository';

/** Runs as the engine leaves them (the runs module owns their writes; these tests only need the rows). */
function runRows(db: Queryable) {
  return {
    async insert(ownerUid: string, input: Record<string, unknown>): Promise<{ id: string }> {
      const id = randomUUID();
      await db.query(
        `INSERT INTO runs (id, owner_uid, type, input, steps, exec_id) VALUES ($1, $2, 'coach_chat', $3, '[]', 'e')`,
        [id, ownerUid, JSON.stringify(input)],
      );
      return { id };
    },
    async end(id: string, status: 'completed' | 'failed', engine: 'offline' | 'openai', result: unknown = null) {
      await db.query('UPDATE runs SET status = $2, engine = $3, result = $4 WHERE id = $1', [
        id,
        status,
        engine,
        result === null ? null : JSON.stringify(result),
      ]);
    },
    requeue(id: string) {
      return db.query("UPDATE runs SET status = 'queued' WHERE id = $1", [id]);
    },
  };
}

describe.each(TEST_DB_KINDS)('coach repository on %s', (kind) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let repo: ReturnType<typeof coachRepository>;
  let runs: ReturnType<typeof runRows>;
  beforeAll(async () => {
    db = await createTestDb(kind);
    repo = coachRepository(db);
    runs = runRows(db);
  });
  afterAll(async () => db.drop());

  const coachRun = (ownerUid: string, input: Record<string, unknown>) => runs.insert(ownerUid, input);
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: unknown) => err,
    );

  it('when a conversation is ensured twice for a user and role, then it is the same one; other users get their own', async () => {
    const first = await repo.ensureConversation('alice', 'credit_analyst', randomUUID());
    const again = await repo.ensureConversation('alice', 'credit_analyst', randomUUID());
    expect(again.id).toBe(first.id);
    expect((await repo.findConversation('alice', 'credit_analyst'))?.id).toBe(first.id);
    expect(await repo.findConversation('bob', 'credit_analyst')).toBeNull();
    expect(await repo.findConversationById('alice', first.id)).toEqual({ id: first.id, jobId: 'credit_analyst' });
    expect(await repo.findConversationById('bob', first.id)).toBeNull();
    const bobs = await repo.ensureConversation('bob', 'credit_analyst', randomUUID());
    expect(bobs.id).not.toBe(first.id);
  });

  it('when messages are added, then they come back in order with the reply read from its run', async () => {
    const { id } = await repo.ensureConversation('carol', 'equity_research_analyst', randomUUID());
    const run = await coachRun('carol', { mode: 'chat', conversationId: id });
    await db.transaction(async (tx) => {
      const inTx = coachRepository(tx);
      await inTx.insertMessage({
        id: randomUUID(),
        conversationId: id,
        role: 'user',
        content: 'Q1',
        runId: null,
        canned: false,
      });
      await inTx.insertMessage({
        id: randomUUID(),
        conversationId: id,
        role: 'assistant',
        content: null,
        runId: run.id,
        canned: false,
      });
    });
    let messages = await repo.listMessages(id);
    expect(messages.map((m) => [m.role, m.content, m.runStatus])).toEqual([
      ['user', 'Q1', null],
      ['assistant', null, 'queued'],
    ]);
    await runs.end(run.id, 'completed', 'offline', {
      mode: 'chat',
      workflowType: null,
      title: 'Coach',
      content: 'The answer',
    });
    messages = await repo.listMessages(id);
    expect(messages[1]).toMatchObject({ runStatus: 'completed', runEngine: 'offline', runContent: 'The answer' });
    for (let i = 2; i <= 5; i++) {
      await repo.insertMessage({
        id: randomUUID(),
        conversationId: id,
        role: 'user',
        content: `Q${i}`,
        runId: null,
        canned: false,
      });
    }
    expect((await repo.recentMessages(id, 3)).map((m) => m.content)).toEqual(['Q3', 'Q4', 'Q5']);
  });

  it('when a conversation is deleted, then its messages go with it and only its owner can delete it', async () => {
    const { id } = await repo.ensureConversation('dave', 'credit_analyst', randomUUID());
    await repo.insertMessage({
      id: randomUUID(),
      conversationId: id,
      role: 'user',
      content: 'hi',
      runId: null,
      canned: false,
    });
    expect(await repo.deleteConversation('erin', 'credit_analyst')).toBeNull();
    expect(await repo.deleteConversation('dave', 'credit_analyst')).toEqual({ id });
    expect(await repo.listMessages(id)).toEqual([]);
    expect(await repo.findConversation('dave', 'credit_analyst')).toBeNull();
  });

  it('when a second coach workflow of a user would be active, then the insert fails on the one-workflow index', async () => {
    const first = await coachRun('frank', { mode: 'workflow', workflowType: 'day_in_life' });
    expect(await repo.activeWorkflowRunId('frank')).toBe(first.id);
    const err = await failure(coachRun('frank', { mode: 'workflow', workflowType: 'ai_impact' }));
    expect(uniqueViolation(err)).toBe(ONE_COACH_WORKFLOW_INDEX);
    // Another user, and chat replies, are not held back by it.
    await coachRun('grace', { mode: 'workflow', workflowType: 'ai_impact' });
    await coachRun('frank', { mode: 'chat', conversationId: randomUUID() });
    // Once the first has finished, the next one may start.
    await runs.end(first.id, 'failed', 'offline');
    expect(await repo.activeWorkflowRunId('frank')).toBeNull();
    const next = await coachRun('frank', { mode: 'workflow', workflowType: 'ai_impact' });
    // Retrying the failed one while the next is active is refused by the same index.
    const retry = await failure(runs.requeue(first.id));
    expect(uniqueViolation(retry)).toBe(ONE_COACH_WORKFLOW_INDEX);
    expect(await repo.activeWorkflowRunId('frank')).toBe(next.id);
  });

  it("when a conversation's replies are asked for, then only its owner's queued or running chat runs come", async () => {
    const conversationId = randomUUID();
    const active = await coachRun('ivan', { mode: 'chat', conversationId });
    const done = await coachRun('ivan', { mode: 'chat', conversationId: randomUUID() });
    await runs.end(done.id, 'completed', 'offline');
    await coachRun('ivan', { mode: 'workflow', workflowType: 'day_in_life' });
    expect(await repo.activeReplyRunIds('ivan', conversationId)).toEqual([active.id]);
    expect(await repo.activeReplyRunIds('judy', conversationId)).toEqual([]);
    await runs.end(active.id, 'failed', 'offline');
    expect(await repo.activeReplyRunIds('ivan', conversationId)).toEqual([]);
  });

  it('when a second reply in one conversation would be active, then the insert fails on the one-reply index', async () => {
    const conversationId = randomUUID();
    await coachRun('heidi', { mode: 'chat', conversationId });
    const err = await failure(coachRun('heidi', { mode: 'chat', conversationId }));
    expect(uniqueViolation(err)).toBe(ONE_COACH_REPLY_INDEX);
    await coachRun('heidi', { mode: 'chat', conversationId: randomUUID() });
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });
});

describe.each(TEST_DB_KINDS)('resume repository on %s', (kind) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let repo: ReturnType<typeof resumeRepository>;
  beforeAll(async () => {
    db = await createTestDb(kind);
    repo = resumeRepository(db);
  });
  afterAll(async () => db.drop());

  it('when a resume is saved, then its owner reads it back and nobody else has one', async () => {
    const saved = await repo.save('alice', { fileName: 'alice.pdf', content: 'Alice Smith\nAnalyst at Barclays' });
    expect(saved).toMatchObject({ fileName: 'alice.pdf', chars: 31 });
    expect(await repo.find('alice')).toMatchObject({
      fileName: 'alice.pdf',
      content: 'Alice Smith\nAnalyst at Barclays',
    });
    expect(await repo.find('bob')).toBeNull();
    expect(await repo.summary('bob', 300)).toBeNull();
  });

  it('when a second resume is saved, then it replaces the first; the summary shows its opening only', async () => {
    await repo.save('carol', { fileName: 'old.txt', content: 'old text' });
    const text = `Carol Jones — ${'x'.repeat(500)}`;
    await repo.save('carol', { fileName: 'new.docx', content: text });
    const summary = await repo.summary('carol', 300);
    expect(summary).toMatchObject({ fileName: 'new.docx', chars: text.length });
    expect(summary?.preview).toBe(text.slice(0, 300));
    expect((await repo.find('carol'))?.content).toBe(text);
  });

  it('when a resume is removed, then it is gone, and removing again says there was none', async () => {
    await repo.save('dave', { fileName: 'd.txt', content: 'Dave' });
    expect(await repo.remove('dave')).toBe(true);
    expect(await repo.find('dave')).toBeNull();
    expect(await repo.remove('dave')).toBe(false);
  });
});
