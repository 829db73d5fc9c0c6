import { loadDotEnvFile } from '@fcs/core/platform/config';
import { loadApiConfig } from './platform/config';
import { openDatabase } from '@fcs/core/platform/db';
import { loadOrExit, onShutdown } from '@fcs/core/platform/lifecycle';
import { createLogger } from '@fcs/core/platform/logger';
import { createRequestRedis, waitUntilReady } from '@fcs/core/platform/redis';
import { startApi } from './start-api';

// The api on its own (production): Postgres and Redis are required, workers run elsewhere.
loadDotEnvFile();
const config = loadOrExit(() => {
  const c = loadApiConfig();
  if (!c.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is required when the api runs on its own. Use `npm start` for the all-in-one process with the embedded database.',
    );
  }
  return c;
});
const logger = createLogger({ level: config.LOG_LEVEL, name: 'api' });
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
logger.info({ url: api.url }, 'api listening');
onShutdown(logger, [api.stop, () => redis.quit(), () => db.close()]);
