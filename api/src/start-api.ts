import { join } from 'node:path';
import { createApp, type ApiApp } from './app';
import { createLocalTokens, resolveAuthSecret, type TokenVerifier } from './platform/auth';
import type { ApiConfig } from './platform/config';
import type { Db } from './platform/db';
import type { Logger } from './platform/logger';
import type { Redis } from './platform/redis';

export interface RunningApi extends ApiApp {
  url: string;
  stop(): Promise<void>;
}

/** Chooses the identity adapter the configuration asks for. */
export function createTokenVerifier(config: ApiConfig): TokenVerifier {
  const secret = resolveAuthSecret(config.AUTH_SECRET, join(config.DATA_DIR, 'auth-secret'));
  return createLocalTokens(secret, config.ACCESS_TOKEN_TTL_SECONDS);
}

/** Builds the api from live dependencies and listens on HOST:PORT. */
export async function startApi(deps: { config: ApiConfig; logger: Logger; db: Db; redis: Redis }): Promise<RunningApi> {
  const api = createApp({ ...deps, auth: createTokenVerifier(deps.config) });
  await new Promise<void>((resolve, reject) => {
    api.server.once('error', reject);
    api.server.listen(deps.config.PORT, deps.config.HOST, () => resolve());
  });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : deps.config.PORT;
  return {
    ...api,
    url: `http://${deps.config.HOST}:${port}`,
    stop: async () => {
      await api.close();
      await new Promise<void>((resolve) => api.server.close(() => resolve()));
    },
  };
}
