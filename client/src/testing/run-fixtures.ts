import { applyRunEvents, initialRunState, type RunEvent, type RunEventInput, type RunState } from '@fcs/shared/runs';
import { COACH_CHAT_STEPS } from '@fcs/shared/workflows/coach';

/** Builders of run views for component tests: a run's state after a list of events (seq numbered from 1). */

export const COACH_RUN_ID = '6f1c2a8e-0d7b-4c55-9d0e-2a6b9a3c4d10';

export function runAfter(inputs: RunEventInput[], runId = COACH_RUN_ID): RunState {
  const at = new Date().toISOString();
  const events = inputs.map((input, i) => ({ ...input, seq: i + 1, runId, at }) as RunEvent);
  return applyRunEvents(initialRunState(runId), events);
}

export const coachQueued: RunEventInput = {
  type: 'run.queued',
  workflow: 'coach_chat',
  steps: [...COACH_CHAT_STEPS],
  retry: false,
};
export const startedOffline: RunEventInput = { type: 'run.started', attempt: 1, engine: 'offline' };

export function stepStarted(stepId: string): RunEventInput {
  return { type: 'step.started', stepId, attempt: 1 };
}

export function stepDone(
  stepId: string,
  extra: { durationMs?: number; narration?: string; output?: unknown } = {},
): RunEventInput {
  return {
    type: 'step.completed',
    stepId,
    attempt: 1,
    durationMs: extra.durationMs ?? 1200,
    output: extra.output ?? null,
    narration: extra.narration ?? `Finished ${stepId}`,
    streamedText: null,
  };
}

export function token(text: string, stepId = 'analysis'): RunEventInput {
  return { type: 'token', stepId, attempt: 1, text };
}
