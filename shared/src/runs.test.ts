import { describe, expect, it } from 'vitest';
import {
  applyRunEvent,
  applyRunEvents,
  initialRunState,
  runProgress,
  runStateFromSnapshot,
  ZRunEvent,
  type RunEvent,
  type RunEventInput,
} from './runs';
import { AI_IMPACT_STEPS } from './workflows/ai-impact';

const runId = '7f1f4f3c-3a59-4a86-9b51-3c2f0e5f2d10';
const at = '2025-01-01T00:00:00.000Z';

/** Numbers a list of events as the log would. */
function numbered(events: RunEventInput[]): RunEvent[] {
  return events.map((e, i) => ZRunEvent.parse({ ...e, seq: i + 1, runId, at }));
}

const happy = numbered([
  { type: 'run.queued', workflow: 'ai_impact', steps: [...AI_IMPACT_STEPS], retry: false },
  { type: 'run.started', attempt: 1, engine: 'offline' },
  { type: 'step.started', stepId: 'load-role', attempt: 1 },
  {
    type: 'step.completed',
    stepId: 'load-role',
    attempt: 1,
    durationMs: 3,
    output: { ok: 1 },
    narration: 'Loaded',
    streamedText: null,
  },
  { type: 'step.started', stepId: 'summary', attempt: 1 },
  { type: 'token', stepId: 'summary', attempt: 1, text: 'Hello' },
  { type: 'token', stepId: 'summary', attempt: 1, text: ' world' },
]);

describe('applyRunEvent', () => {
  it('when the events of a run are applied in order, then the view shows statuses, streamed text and progress', () => {
    const state = applyRunEvents(initialRunState(runId), happy);
    expect(state.status).toBe('running');
    expect(state.engine).toBe('offline');
    expect(state.steps.map((s) => s.status)).toEqual(['completed', 'pending', 'pending', 'running', 'pending']);
    expect(state.steps[3]!.streamedText).toBe('Hello world');
    expect(runProgress(state)).toEqual({ completed: 1, total: 5, ratio: 0.2 });
    expect(state.lastSeq).toBe(7);
  });

  it('when events are replayed twice or out of order, then nothing is duplicated', () => {
    const once = applyRunEvents(initialRunState(runId), happy);
    const twice = applyRunEvents(once, [...happy, happy[5]!]);
    expect(twice).toEqual(once);
  });

  it('when a retried attempt resets a streamed step, then its tokens replace the old text instead of doubling it', () => {
    const more = numbered([
      ...happy.map(({ seq: _s, runId: _r, at: _a, ...e }) => e as RunEventInput),
      { type: 'step.failed', stepId: 'summary', attempt: 1, error: 'Workflow execution failed', willRetry: true },
      { type: 'run.started', attempt: 2, engine: 'offline' },
      { type: 'step.started', stepId: 'summary', attempt: 2 },
      { type: 'stream.reset', stepId: 'summary', attempt: 2 },
      { type: 'token', stepId: 'summary', attempt: 2, text: 'Hello' },
      { type: 'token', stepId: 'summary', attempt: 1, text: ' stale' },
      { type: 'token', stepId: 'summary', attempt: 2, text: ' again' },
    ]);
    const state = applyRunEvents(initialRunState(runId), more);
    expect(state.steps[3]!.streamedText).toBe('Hello again');
    expect(state.steps[3]!.status).toBe('running');
    expect(state.attempt).toBe(2);
  });

  it('when a step fails for good and the owner retries, then completed steps stay and the failed one is pending again', () => {
    const failed = applyRunEvents(
      initialRunState(runId),
      numbered([
        ...happy.slice(0, 4).map(({ seq: _s, runId: _r, at: _a, ...e }) => e as RunEventInput),
        { type: 'step.started', stepId: 'map-tasks', attempt: 1 },
        { type: 'step.failed', stepId: 'map-tasks', attempt: 1, error: 'Workflow execution failed', willRetry: false },
        { type: 'run.failed', error: 'Workflow execution failed', stepId: 'map-tasks' },
        { type: 'run.queued', workflow: 'ai_impact', steps: [...AI_IMPACT_STEPS], retry: true },
      ]),
    );
    expect(failed.status).toBe('queued');
    expect(failed.error).toBeNull();
    expect(failed.steps.slice(0, 2).map((s) => [s.status, s.error])).toEqual([
      ['completed', null],
      ['pending', null],
    ]);
    expect(failed.steps[0]!.output).toEqual({ ok: 1 });
  });

  it('when an event belongs to another run, then it is ignored', () => {
    const state = applyRunEvents(initialRunState(runId), happy);
    const other = { ...happy[6]!, seq: 99, runId: '00000000-0000-4000-8000-000000000000' };
    expect(applyRunEvent(state, other)).toBe(state);
  });

  it('when a client starts from a snapshot, then later events apply on top of it', () => {
    const state = applyRunEvents(initialRunState(runId), happy.slice(0, 4));
    const snapshot = runStateFromSnapshot({
      id: runId,
      type: 'ai_impact',
      status: state.status!,
      input: {},
      steps: state.steps,
      result: null,
      error: null,
      engine: state.engine,
      attempt: state.attempt,
      createdAt: at,
      updatedAt: at,
      lastSeq: state.lastSeq,
    });
    expect(applyRunEvents(snapshot, happy)).toEqual(applyRunEvents(initialRunState(runId), happy));
  });
});
