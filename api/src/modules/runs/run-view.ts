import { applyRunEvents, runStateFromSnapshot, type Run, type RunEvent } from '@fcs/shared/runs';
import type { StoredRun } from '@fcs/core/runs/runs.repository';
import type { RunEventLog } from '@fcs/core/runs/run-events';

/** The owner's view of a stored run: the public fields only. */
export function toPublicRun(stored: StoredRun): Run {
  const { ownerUid: _o, label: _l, execId: _e, ...run } = stored;
  return run;
}

/** A stored run brought up to date with events logged after the row was written (live status, partial text). */
export function applyLoggedEvents(stored: StoredRun, events: RunEvent[]): Run {
  const run = toPublicRun(stored);
  const state = applyRunEvents(runStateFromSnapshot(run), events);
  return {
    ...run,
    status: state.status ?? run.status,
    steps: state.steps,
    result: state.result,
    error: state.error,
    engine: state.engine,
    attempt: state.attempt,
    lastSeq: state.lastSeq,
  };
}

/** The current view of a run: its row plus the events of its log after the row's last seq. */
export async function loadRunView(log: RunEventLog, stored: StoredRun): Promise<Run> {
  return applyLoggedEvents(stored, await log.read(stored.id, stored.lastSeq));
}
