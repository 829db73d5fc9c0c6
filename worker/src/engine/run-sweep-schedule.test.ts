import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@fcs/core/platform/logger';
import { createRedis } from '@fcs/core/platform/redis';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { MAINTENANCE_QUEUE } from '@fcs/shared/workflows/jobs';
import { dropPrefix, testPrefix, waitFor } from '../testing/harness';
import { startRunSweepSchedule, type RunSweepSchedule } from './run-sweep-schedule';

const INTERVAL_MS = 300;
const logger = createLogger({ level: 'silent' });

describe('the run sweep schedule (BullMQ job scheduler, real Redis)', () => {
  const prefix = testPrefix();
  const connections = [createRedis(TEST_REDIS_URL), createRedis(TEST_REDIS_URL)];
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.quit()));
    await dropPrefix(prefix);
  });

  it('when two workers carry the schedule for several intervals, then the cluster sweeps about once per interval, never twice at once', async () => {
    const sweeps: { worker: number; at: number }[] = [];
    let running = 0;
    let overlapped = false;
    const sweepOf = (worker: number) => async () => {
      running++;
      if (running > 1) overlapped = true;
      sweeps.push({ worker, at: Date.now() });
      await new Promise((r) => setTimeout(r, 40));
      running--;
      return 0;
    };
    const schedules: RunSweepSchedule[] = [];
    const started = Date.now();
    for (const [worker, connection] of connections.entries())
      schedules.push(
        await startRunSweepSchedule({ connection, prefix, intervalMs: INTERVAL_MS, sweep: sweepOf(worker), logger }),
      );
    await waitFor(() => sweeps.length >= 6, 'six sweeps', 20_000);
    const elapsed = Date.now() - started;
    const count = sweeps.length;

    // A timer per worker would sweep about twice per interval. The scheduler runs its first job at once and then
    // one per interval boundary, so at most elapsed/interval + 2 sweeps fit, whichever worker runs them.
    expect(count).toBeLessThanOrEqual(Math.floor(elapsed / INTERVAL_MS) + 2);
    expect(overlapped).toBe(false);

    // The schedule belongs to the cluster: with the first worker gone, the other one keeps sweeping.
    const swept = new Set(sweeps.map((s) => s.worker));
    const survivor = swept.has(0) ? 1 : 0;
    await schedules[1 - survivor]!.close();
    await waitFor(() => sweeps.some((s, i) => i >= count && s.worker === survivor), 'a sweep by the other worker');
    await schedules[survivor]!.close();
    expect(overlapped).toBe(false);
  });

  it('when the interval is 0, then the schedule is removed and nothing sweeps', async () => {
    const queue = new Queue(MAINTENANCE_QUEUE, { connection: connections[0]!, prefix });
    const first = await startRunSweepSchedule({
      connection: connections[0]!,
      prefix,
      intervalMs: 60_000,
      sweep: async () => 0,
      logger,
    });
    await first.close();
    expect(await queue.getJobSchedulersCount()).toBe(1);
    let swept = 0;
    const off = await startRunSweepSchedule({
      connection: connections[1]!,
      prefix,
      intervalMs: 0,
      sweep: async () => ++swept,
      logger,
    });
    expect(await queue.getJobSchedulersCount()).toBe(0);
    await off.close();
    await queue.close();
    expect(swept).toBe(0);
  });
});
