import { Router } from 'express';
import type { Db } from '@fcs/core/platform/db';
import type { Redis } from '@fcs/core/platform/redis';

async function check(name: string, probe: () => Promise<unknown>, timeoutMs = 2000) {
  const started = Date.now();
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)),
    ]);
    return { name, ok: true, ms: Date.now() - started };
  } catch (err) {
    return { name, ok: false, ms: Date.now() - started, error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * /healthz says the process is alive; /readyz says it can serve: it has warmed up (start-api.ts) and Redis and the
 * database answer.
 */
export function healthRoutes(deps: { db: Db; redis: Redis; isWarm?: () => boolean }): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (deps.isWarm && !deps.isWarm()) {
      res.status(503).json({ status: 'warming up', checks: [] });
      return;
    }
    const checks = await Promise.all([
      check('redis', () => deps.redis.ping()),
      check('database', () => deps.db.query('SELECT 1')),
    ]);
    const ok = checks.every((c) => c.ok);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'unavailable', checks });
  });
  return router;
}
