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

/**
 * An event log whose appends stay in flight until the test lets them through (each event numbered from 1), or fails
 * them; it records each append's number (the writer's `append` option).
 */
function heldLog() {
  const appended: (RunEventInput & { at?: string })[][] = [];
  const numbers: (number | undefined)[] = [];
  const pending: Array<(outcome?: Error) => void> = [];
  let seq = 0;
  const log = {
    appendBatch: (
      runId: string,
      _fence: unknown,
      events: readonly (RunEventInput & { at?: string })[],
      options?: { append?: number },
    ) => {
      appended.push([...events]);
      numbers.push(options?.append);
      return new Promise<RunEvent[]>((resolve, reject) =>
        pending.push((failure) =>
          failure
            ? reject(failure)
            : resolve(
                events.map((e) => ({ ...e, runId, seq: ++seq, at: e.at ?? new Date().toISOString() }) as RunEvent),
              ),
        ),
      );
    },
  } as unknown as RunEventLog;
  /** Lets the oldest append in flight through (or fails it) and waits for the writer to react. */
  const release = async (failure?: Error) => {
    pending.shift()?.(failure);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const inFlight = () => pending.length;
  const texts = () => appended.map((batch) => batch.map((e) => (e.type === 'token' ? e.text : e.type)));
  return { log, appended, numbers, release, texts, inFlight };
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

  it("when an attempt's writer gets text while an append is in flight, then the text goes at once as a second append, what comes while two are in flight waits for the first's answer, all in order and numbered 1, 2, 3", async () => {
    const { log, release, texts, numbers, inFlight } = heldLog();
    const writer = createRunLogWriter({ log, runId: 'r', fence: { execId: 'exec', attempt: 2 } });
    const started = writer.push({ type: 'step.started', stepId: 's', attempt: 2 });
    await endOfTick();
    writer.token('s', 2, 'w0 ');
    writer.token('s', 2, 'w1 ');
    await endOfTick();
    expect(texts()).toEqual([['step.started'], ['w0 w1 ']]);
    // Two in flight: the next words wait, as one frame.
    writer.token('s', 2, 'w2 ');
    writer.token('s', 2, 'w3 ');
    await endOfTick();
    expect(inFlight()).toBe(2);
    expect(texts()).toHaveLength(2);
    await release();
    expect((await started.logged)?.seq).toBe(1);
    expect(texts()[2]).toEqual(['w2 w3 ']);
    const flushed = writer.flush();
    await release();
    await release();
    await flushed;
    expect(numbers).toEqual([1, 2, 3]);
    expect(texts().slice(1).flat().join('')).toBe('w0 w1 w2 w3 ');
  });

  it('when the first of two appends in flight fails, then nothing more is sent, what was queued is rejected with that error, and the second settles as the log answers it (refused in turn)', async () => {
    const { log, release, texts } = heldLog();
    const writer = createRunLogWriter({ log, runId: 'r', fence: { execId: 'exec', attempt: 1 } });
    const first = writer.push({ type: 'step.started', stepId: 's', attempt: 1 });
    await endOfTick();
    const second = writer.push({ type: 'step.progress', stepId: 's', attempt: 1, text: 'Writing' });
    await endOfTick();
    const queued = writer.push({ type: 'step.started', stepId: 't', attempt: 1 });
    await endOfTick();
    expect(texts()).toEqual([['step.started'], ['step.progress']]);
    // What each push's promise settles with (caught now: they reject before the test reads them).
    const outcome = (p: Promise<unknown>) =>
      p.then(
        () => 'logged',
        (err: unknown) => err,
      );
    const outcomes = [first, second, queued].map((pushed) => outcome(pushed.logged));
    const failure = new Error('redis away');
    await release(failure);
    expect(writer.error).toEqual({ cause: failure });
    // The log refuses an append whose predecessor is missing (run-events.ts): the second fails in turn.
    await release(new Error('append 2 is not the one after the last'));
    expect(await Promise.all(outcomes)).toEqual([failure, failure, failure]);
    expect(writer.token('s', 1, 'more')).toBe(false);
    await expect(writer.flush()).rejects.toBe(failure);
    expect(texts()).toHaveLength(2);
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
