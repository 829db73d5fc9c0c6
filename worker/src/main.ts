import { loadDotEnvFile } from '@fcs/core/platform/config';
import { openDatabase } from '@fcs/core/platform/db';
import { loadOrExit, onShutdown } from '@fcs/core/platform/lifecycle';
import { createLogger } from '@fcs/core/platform/logger';
import { loadWorkerConfig } from './config';
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
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
// Ready before the first job is taken: the pool's connections, the knowledge, the roles' briefs.
await warmUpWorker({ db, logger });
const runtime = await startWorkers({ config, logger, db, redisUrl: config.REDIS_URL });
onShutdown(logger, [runtime.close, () => db.close()]);
