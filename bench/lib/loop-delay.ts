import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Event-loop delay (ms): how late a 1 ms timer fired, so 1 ms is an idle loop. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/**
 * Starts measuring this process's event-loop delay. `take` says what it was since the previous `take` (or the start)
 * and starts again; `stop` says what it was and stops measuring. A stamp this process takes waits for its loop: a
 * helper process (the stand-in, the clients) whose loop lags adds its lag to what the bench measures of the engine.
 */
export function loopDelayMeter(): { take(): LoopDelay; stop(): LoopDelay } {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const read = (): LoopDelay => ({
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  });
  return {
    take() {
      const delay = read();
      histogram.reset();
      return delay;
    },
    stop() {
      histogram.disable();
      return read();
    },
  };
}
