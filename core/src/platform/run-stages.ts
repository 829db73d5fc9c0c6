import { channel } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

/**
 * Stamps of a run's way to its first word (the api took the POST, the row is in, the job taken, the model call
 * sent, its first chunk, the append, the relay...), published on a diagnostics channel for whoever listens: the
 * bench's timeline (`npm run bench`, bench/lib/timeline.ts). Nothing listens in production, and then a stamp costs a
 * property read (`hasSubscribers`). Times are milliseconds since the epoch at performance.now()'s resolution.
 */
export interface RunStageStamp {
  stage: string;
  /** The run, when the code stamping knows it (the api's request stages before the row exists do not). */
  runId?: string;
  /** The last event seq the stamp covers, when the code stamping knows it (a logged append, a relayed message). */
  seq?: number;
  at: number;
}

export const RUN_STAGES_CHANNEL = 'fcs.run.stage';
const stages = channel(RUN_STAGES_CHANNEL);

export function stampRunStage(stage: string, runId?: string, seq?: number): void {
  if (!stages.hasSubscribers) return;
  stages.publish({ stage, runId, seq, at: performance.timeOrigin + performance.now() } satisfies RunStageStamp);
}
