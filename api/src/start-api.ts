import { createApp, type ApiApp } from './app';
import { createIdentity } from './platform/identity/identity';
import type { ApiConfig } from './platform/config';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import type { Redis } from '@fcs/core/platform/redis';

export interface RunningApi extends ApiApp {
  url: string;
  stop(): Promise<void>;
}

/** Builds the api from live dependencies and listens on HOST:PORT. */
export async function startApi(deps: { config: ApiConfig; logger: Logger; db: Db; redis: Redis }): Promise<RunningApi> {
  const identity = createIdentity(deps.config);
  const app = createApp({ ...deps, auth: identity.verifier, identity });
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
  return {
    ...api,
    url: `http://${deps.config.HOST}:${port}`,
    stop: async () => {
      await api.close();
      await new Promise<void>((resolve) => api.server.close(() => resolve()));
    },
  };
}
