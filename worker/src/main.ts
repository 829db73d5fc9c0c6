import { loadDotEnvFile } from '@fcs/core/platform/config';
import { openDatabase } from '@fcs/core/platform/db';
import { loadOrExit, onShutdown } from '@fcs/core/platform/lifecycle';
import { createLogger } from '@fcs/core/platform/logger';
import { loadWorkerConfig } from './config';
import { createLlm } from './llm/create-llm';
import { startWorkers } from './runtime';
import { warmUpWorker } from './warm-up';

// A worker on its own (production, scaled with `docker compose up --scale worker=N`).
loadDotEnvFile();
const config = loadOrExit(() => {
  const c = loadWorkerConfig();
  if (!c.DATABASE_URL)
    throw new Error(
      'DATABASE_URL is required when the worker runs on its own. Use `npm start` for the all-in-one process.',
    );
  return c;
});
const logger = createLogger({ level: config.LOG_LEVEL, name: 'worker' });
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
const llm = createLlm(config, logger);
// Ready before the first job is taken: the pools' connections (database, model), the knowledge, the roles' briefs.
await warmUpWorker({ db, logger, llm });
const runtime = await startWorkers({ config, logger, db, redisUrl: config.REDIS_URL, runEngine: { llm } });
onShutdown(logger, [runtime.close, async () => llm.close?.(), () => db.close()]);
