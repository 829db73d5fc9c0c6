import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import { createNewsSource } from '@fcs/core/news/news-source';
import { DEFAULT_OPENAI_BASE_URL, type WorkerConfig } from './config';
import { startRunWorker, type RunWorkerOptions } from './engine/run-worker';
import { createLlm } from './llm/create-llm';
import type { LlmClient } from './llm/types';
import { WORKFLOW_DEFINITIONS } from './workflows/registry';
import { startBillingProcessor } from './processors/billing';

export interface WorkerDeps {
  config: WorkerConfig;
  logger: Logger;
  db: Db;
  redisUrl: string;
  /** Run engine overrides (tests: a stand-in model, short locks so a killed worker's run is picked up fast). */
  runEngine?: Partial<
    Pick<
      RunWorkerOptions,
      'lockDurationMs' | 'stalledIntervalMs' | 'maxStalledCount' | 'shutdownGraceMs' | 'frameMs' | 'llmLimit'
    >
  > & {
    llm?: LlmClient;
  };
}

export interface WorkerRuntime {
  /** Names of the queues this process consumes. */
  queues: string[];
  close(): Promise<void>;
}

/** Starts every queue processor of this process. The same code runs in the worker entry and in all-in-one. */
export async function startWorkers(deps: WorkerDeps): Promise<WorkerRuntime> {
  const closers: Array<() => Promise<void>> = [];
  const queues: string[] = [];
  // A model client made here (none given) is closed here, after the run worker (its connections to the provider).
  const llm = deps.runEngine?.llm ?? createLlm(deps.config, deps.logger);
  const ownLlm = deps.runEngine?.llm ? undefined : llm;
  const runWorker = await startRunWorker({
    redisUrl: deps.redisUrl,
    prefix: deps.config.REDIS_PREFIX,
    db: deps.db,
    logger: deps.logger,
    workflows: WORKFLOW_DEFINITIONS,
    concurrency: deps.config.WORKER_CONCURRENCY,
    fetchers: deps.config.WORKER_FETCHERS,
    sweepIntervalMs: deps.config.RUN_SWEEP_INTERVAL_MS,
    staleAfterMs: deps.config.RUN_STALE_AFTER_MS,
    lockDurationMs: deps.config.RUN_LOCK_MS,
    stalledIntervalMs: deps.config.RUN_STALLED_CHECK_MS,
    maxStalledCount: deps.config.RUN_MAX_STALLED,
    // The coach's live-data workflows read the same configured news feeds as the api's news interpreter.
    live: {
      news: createNewsSource({
        feeds: deps.config.NEWS_FEED_URLS,
        timeoutMs: deps.config.NEWS_FETCH_TIMEOUT_MS,
        logger: deps.logger,
      }).liveNews,
    },
    frameMs: deps.config.TOKEN_FRAME_MS,
    // One cap per provider (its API host), shared by every worker that calls it.
    llmLimit: {
      provider: new URL(deps.config.OPENAI_BASE_URL ?? DEFAULT_OPENAI_BASE_URL).host,
      max: deps.config.LLM_MAX_CONCURRENCY,
    },
    ...deps.runEngine,
    llm,
  });
  closers.push(async () => {
    await runWorker.close();
    await ownLlm?.close?.();
  });
  queues.push(runWorker.workers[0]!.name);
  // Payments: applies stored Stripe (or test checkout) webhook events.
  const billing = startBillingProcessor({
    db: deps.db,
    logger: deps.logger,
    redisUrl: deps.redisUrl,
    prefix: deps.config.REDIS_PREFIX,
    config: deps.config,
  });
  closers.push(billing.close);
  queues.push(billing.queue);
  deps.logger.info({ queues }, 'workers started');
  return {
    queues,
    close: async () => {
      await Promise.all(closers.map((c) => c()));
    },
  };
}
