import { fileURLToPath } from 'node:url';
import { describeAdapters, loadApiConfig } from '@fcs/api/platform/config';
import { loadDotEnvFile } from '@fcs/core/platform/config';
import { openDatabase } from '@fcs/core/platform/db';
import { loadOrExit, onShutdown } from '@fcs/core/platform/lifecycle';
import { createLogger } from '@fcs/core/platform/logger';
import { createRequestRedis, ensureRedis, waitUntilReady } from '@fcs/core/platform/redis';
import { startApi } from '@fcs/api/start-api';
import { loadWorkerConfig } from '@fcs/worker/config';
import { createLlm } from '@fcs/worker/llm/create-llm';
import { startWorkers } from '@fcs/worker/runtime';
import { warmUpWorker } from '@fcs/worker/warm-up';

// api + worker + the built client in one process, with an embedded default for every outside system.
loadDotEnvFile();
const { apiConfig, workerConfig } = loadOrExit(() => ({
  apiConfig: loadApiConfig(),
  workerConfig: loadWorkerConfig(),
}));
const logger = createLogger({ level: apiConfig.LOG_LEVEL, name: 'all-in-one' });

const embeddedRedis = await ensureRedis({
  url: apiConfig.REDIS_URL,
  dataDir: apiConfig.DATA_DIR,
  embedded: apiConfig.REDIS_EMBEDDED,
}).catch((err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
const clientDist = apiConfig.CLIENT_DIST ?? fileURLToPath(new URL('../../client/dist', import.meta.url));
const config = { ...apiConfig, REDIS_URL: embeddedRedis.url, CLIENT_DIST: clientDist };
// Request paths fail fast with a 503 while Redis is away (FAIL_FAST_REDIS_OPTIONS); the workers wait it out.
const redis = createRequestRedis(config.REDIS_URL);
redis.on('error', (err) => logger.warn({ err: err.message }, 'redis connection error'));
await waitUntilReady(redis);
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
const api = await startApi({ config, logger, db, redis });
// As a worker process does (worker/src/main.ts): the knowledge and the roles' briefs before the first job.
const llm = createLlm(workerConfig, logger);
await warmUpWorker({ db, logger, llm });
const workers = await startWorkers({
  config: { ...workerConfig, REDIS_URL: config.REDIS_URL },
  logger,
  db,
  redisUrl: config.REDIS_URL,
  runEngine: { llm },
});

const adapters = describeAdapters(config);
process.stdout.write(
  [
    '',
    `  Finance Career Simulator is running at ${api.url}`,
    '',
    `  redis     ${embeddedRedis.url === apiConfig.REDIS_URL ? config.REDIS_URL : `embedded redis-server (${config.REDIS_URL}, data in ${config.DATA_DIR}/redis)`}`,
    ...Object.entries(adapters).map(([k, v]) => `  ${k.padEnd(9)} ${v}`),
    '',
  ].join('\n') + '\n',
);
onShutdown(logger, [
  api.stop,
  workers.close,
  async () => llm.close?.(),
  () => redis.quit(),
  () => db.close(),
  embeddedRedis.stop,
]);
