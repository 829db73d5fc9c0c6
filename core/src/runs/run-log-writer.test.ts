import { describe, expect, it } from 'vitest';
import type { RunEvent, RunEventInput } from '@fcs/shared/runs';
import type { RunEventLog } from './run-events';
import { createRunLogWriter } from './run-log-writer';

/** An event log whose appends answer as told: logged (numbered from 1), fenced out (null) or failed. */
function scriptedLog(answer: () => 'ok' | 'fenced' | Error) {
  const appended: RunEventInput[][] = [];
  let seq = 0;
  const log = {
    appendBatch: async (runId: string, _fence: unknown, events: readonly (RunEventInput & { at?: string })[]) => {
      const outcome = answer();
      if (outcome instanceof Error) throw outcome;
      if (outcome === 'fenced') return null;
      appended.push([...events]);
      return events.map((e) => ({ ...e, runId, seq: ++seq, at: e.at ?? new Date().toISOString() }) as RunEvent);
    },
  } as unknown as RunEventLog;
  return { log, appended };
}

describe('run log writer', () => {
  it('when pushes are not awaited, then they are logged in push order, batched while an append is in flight', async () => {
    const { log, appended } = scriptedLog(() => 'ok');
    const writer = createRunLogWriter({ log, runId: 'r', fence: 'exec', frameMs: 0 });
    const first = writer.push({ type: 'step.started', stepId: 'a', attempt: 1 });
    const second = writer.push({
      type: 'step.completed',
      stepId: 'a',
      attempt: 1,
      durationMs: 1,
      output: null,
      narration: null,
      streamedText: null,
    });
    const third = writer.push({ type: 'step.started', stepId: 'b', attempt: 1 });
    await writer.flush();
    expect((await first.logged)?.seq).toBe(1);
    expect((await second.logged)?.seq).toBe(2);
    expect((await third.logged)?.seq).toBe(3);
    // The first append went alone; the two pushed meanwhile went together, in order.
    expect(appended.map((batch) => batch.map((e) => e.type))).toEqual([
      ['step.started'],
      ['step.completed', 'step.started'],
    ]);
    expect(second.at).toBe((await second.logged)?.at);
    expect(writer.error).toBeNull();
  });

  it('when an append fails, then the writer holds the error, refuses more text, and a flush rejects with it', async () => {
    const failure = new Error('redis away');
    let calls = 0;
    const { log } = scriptedLog(() => (++calls === 1 ? 'ok' : failure));
    const writer = createRunLogWriter({ log, runId: 'r', fence: 'exec', frameMs: 0 });
    await writer.push({ type: 'step.started', stepId: 'a', attempt: 1 }).logged;
    const lost = writer.push({
      type: 'step.completed',
      stepId: 'a',
      attempt: 1,
      durationMs: 1,
      output: null,
      narration: null,
      streamedText: null,
    });
    await expect(lost.logged).rejects.toBe(failure);
    expect(writer.error).toEqual({ cause: failure });
    expect(writer.fenced).toBe(false);
    expect(writer.token('b', 1, 'text')).toBe(false);
    await expect(writer.flush()).rejects.toBe(failure);
  });

  it('when an append is refused, then the writer is fenced (not failed) and what was queued resolves to null', async () => {
    let fencedCalls = 0;
    const { log } = scriptedLog(() => 'fenced');
    const writer = createRunLogWriter({
      log,
      runId: 'r',
      fence: 'exec',
      frameMs: 0,
      onFenced: () => fencedCalls++,
    });
    const a = writer.push({ type: 'step.started', stepId: 'a', attempt: 1 });
    const b = writer.push({ type: 'step.started', stepId: 'b', attempt: 1 });
    expect(await a.logged).toBeNull();
    expect(await b.logged).toBeNull();
    expect(writer.fenced).toBe(true);
    expect(writer.error).toBeNull();
    expect(fencedCalls).toBe(1);
    await writer.flush();
  });
});
