import { createApp, type ApiApp } from './app';
import { createIdentity } from './platform/identity/identity';
import { warmUpApi } from './platform/warm-up';
import type { ApiConfig } from './platform/config';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import type { Redis } from '@fcs/core/platform/redis';

export interface RunningApi extends ApiApp {
  url: string;
  stop(): Promise<void>;
}

/**
 * Builds the api from live dependencies and listens on HOST:PORT, then warms it up (WARM_UP_REQUESTS); GET /readyz
 * answers 503 until the warm-up is done, so a load balancer sends users only to a warm instance.
 */
export async function startApi(deps: { config: ApiConfig; logger: Logger; db: Db; redis: Redis }): Promise<RunningApi> {
  const identity = createIdentity(deps.config);
  let warm = false;
  const app = createApp({ ...deps, auth: identity.verifier, identity, isWarm: () => warm });
  const api: ApiApp = {
    ...app,
    close: async () => {
      await app.close();
      await identity.close();
    },
  };
  await new Promise<void>((resolve, reject) => {
    api.server.once('error', reject);
    api.server.listen(deps.config.PORT, deps.config.HOST, () => resolve());
  });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : deps.config.PORT;
  const url = `http://${deps.config.HOST}:${port}`;
  await warmUpApi({ url, db: deps.db, identity, logger: deps.logger, requests: deps.config.WARM_UP_REQUESTS });
  warm = true;
  return {
    ...api,
    url,
    stop: async () => {
      await api.close();
      await new Promise<void>((resolve) => api.server.close(() => resolve()));
    },
  };
}
