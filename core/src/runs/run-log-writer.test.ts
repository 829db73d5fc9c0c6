import { describe, expect, it, vi } from 'vitest';
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

/** An event log whose appends stay in flight until the test lets them through (each numbered from 1). */
function heldLog() {
  const appended: (RunEventInput & { at?: string })[][] = [];
  const pending: Array<() => void> = [];
  let seq = 0;
  const log = {
    appendBatch: (runId: string, _fence: unknown, events: readonly (RunEventInput & { at?: string })[]) => {
      appended.push([...events]);
      return new Promise<RunEvent[]>((resolve) =>
        pending.push(() =>
          resolve(events.map((e) => ({ ...e, runId, seq: ++seq, at: e.at ?? new Date().toISOString() }) as RunEvent)),
        ),
      );
    },
  } as unknown as RunEventLog;
  /** Lets the oldest append in flight through and waits for the writer to react. */
  const release = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  const texts = () => appended.map((batch) => batch.map((e) => (e.type === 'token' ? e.text : e.type)));
  return { log, appended, release, texts };
}

/** Lets the writer's end-of-tick send run (it is queued before this). */
const endOfTick = () => new Promise<void>((resolve) => process.nextTick(resolve));

describe('run log writer', () => {
  it('when text streams with no frame time, then the first goes at the end of the tick and what arrives during an append goes as one frame, in order, none lost or doubled', async () => {
    const { log, release, texts } = heldLog();
    const writer = createRunLogWriter({ log, runId: 'r', fence: 'exec' });
    writer.push({ type: 'step.started', stepId: 's', attempt: 1 });
    expect(texts()).toEqual([]);
    await endOfTick();
    expect(texts()).toEqual([['step.started']]);
    const words = Array.from({ length: 30 }, (_, i) => `w${i} `);
    // While step.started is in flight, the first words queue behind it as one frame.
    for (const w of words.slice(0, 3)) writer.token('s', 1, w);
    expect(texts()).toHaveLength(1);
    await release();
    expect(texts()[1]).toEqual(['w0 w1 w2 ']);
    for (const w of words.slice(3, 20)) writer.token('s', 1, w);
    await release();
    expect(texts()[2]).toEqual([words.slice(3, 20).join('')]);
    // Idle again: the next words go at the end of the tick (those of one tick as one frame), without a timer.
    await release();
    writer.token('s', 1, words[20]!);
    writer.token('s', 1, words[21]!);
    await endOfTick();
    expect(texts()[3]).toEqual(['w20 w21 ']);
    for (const w of words.slice(22)) writer.token('s', 1, w);
    const flushed = writer.flush();
    await release();
    await release();
    await flushed;
    expect(texts().slice(1).flat().join('')).toBe(words.join(''));
    expect(
      texts()
        .slice(1)
        .every((batch) => batch.length === 1),
    ).toBe(true);
  });

  it('when a frame time is set, then later text waits for it, but the first text of a step goes at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let clock = 1000;
      const { log, release, texts } = heldLog();
      const writer = createRunLogWriter({ log, runId: 'r', fence: 'exec', frameMs: 16, now: () => clock });
      writer.progress('a', 1, 'Writing the tools');
      await endOfTick();
      expect(texts()).toEqual([['step.progress']]);
      await release();
      // A progress frame just went; the summary's first token still goes at once (at the end of the tick).
      clock += 1;
      writer.token('b', 1, 'First ');
      await endOfTick();
      expect(texts()[1]).toEqual(['First ']);
      await release();
      clock += 1;
      writer.token('b', 1, 'second ');
      writer.token('b', 1, 'third ');
      expect(texts()).toHaveLength(2);
      clock += 14;
      await vi.advanceTimersByTimeAsync(16);
      expect(texts()[2]).toEqual(['second third ']);
      await release();
      await writer.flush();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when pushes are not awaited, then they are logged in push order, those of one tick as one append and later ones in the next', async () => {
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
    await endOfTick();
    // Pushed in a later tick: they go together in the next append, after the first.
    const fourth = writer.push({ type: 'step.progress', stepId: 'b', attempt: 1, text: 'Writing' });
    const fifth = writer.push({ type: 'stream.reset', stepId: 'b', attempt: 1 });
    await writer.flush();
    expect((await first.logged)?.seq).toBe(1);
    expect((await second.logged)?.seq).toBe(2);
    expect((await third.logged)?.seq).toBe(3);
    expect((await fourth.logged)?.seq).toBe(4);
    expect((await fifth.logged)?.seq).toBe(5);
    expect(appended.map((batch) => batch.map((e) => e.type))).toEqual([
      ['step.started', 'step.completed', 'step.started'],
      ['step.progress', 'stream.reset'],
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
