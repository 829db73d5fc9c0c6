// @vitest-environment jsdom
// The test runs in Node and starts a real HTTP server standing in for the api; the app code never imports Node.
// eslint-disable-next-line no-restricted-imports
import { createServer, type Server } from 'node:http';
// eslint-disable-next-line no-restricted-imports
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiRequest } from './api-client';

/**
 * A real HTTP server standing in for the api: /api/whoami answers 200 for 'good' tokens and 401 for others,
 * and records the Authorization header of every request.
 */
let server: Server;
let origin: string;
const seenTokens: (string | null)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    seenTokens.push(token);
    res.setHeader('content-type', 'application/json');
    if (token?.startsWith('good')) {
      res.end(JSON.stringify({ token }));
      return;
    }
    res.statusCode = 401;
    res.end(JSON.stringify({ error: { code: 'unauthorized', message: 'Invalid session token' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  // The client calls relative /api paths; resolve them against the stand-in server.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seenTokens.length = 0;
});

/** A token source whose current token can change between the call and its answer, like a refresh would. */
function tokenSource(initial: string | null) {
  let current = initial;
  return {
    handleUnauthorized: vi.fn(),
    getToken: async () => current,
    currentToken: () => current,
    replaceWith(next: string) {
      current = next;
    },
  };
}

describe('apiRequest', () => {
  it('when signed in, then the request carries the bearer token', async () => {
    const source = tokenSource('good-1');
    const apiRequest = createApiRequest(source);
    await expect(apiRequest('/whoami')).resolves.toEqual({ token: 'good-1' });
    expect(seenTokens).toEqual(['good-1']);
  });

  it('when the api answers 401 for the current token, then the session store is told (it clears and reloads)', async () => {
    const source = tokenSource('revoked');
    const apiRequest = createApiRequest(source);
    await expect(apiRequest('/whoami')).rejects.toMatchObject({ status: 401, message: 'Invalid session token' });
    expect(source.handleUnauthorized).toHaveBeenCalledWith('revoked');
  });

  it('when a refresh replaced the token while the request ran, then it is retried once with the new token', async () => {
    const source = tokenSource('stale');
    const apiRequest = createApiRequest({
      ...source,
      getToken: source.getToken,
      currentToken: () => {
        // The store refreshed in the meantime.
        source.replaceWith('good-2');
        return source.currentToken();
      },
    });
    await expect(apiRequest('/whoami')).resolves.toEqual({ token: 'good-2' });
    expect(seenTokens).toEqual(['stale', 'good-2']);
    expect(source.handleUnauthorized).not.toHaveBeenCalled();
  });

  it('when signed out, then a call that needs a token is refused without a request', async () => {
    const source = tokenSource(null);
    const apiRequest = createApiRequest(source);
    await expect(apiRequest('/whoami')).rejects.toMatchObject({
      status: 401,
      message: 'No authentication token found',
    });
    expect(seenTokens).toEqual([]);
    expect(source.handleUnauthorized).not.toHaveBeenCalled();
  });

  it('when signed out and the call allows it, then it goes without a token and a 401 does not reload', async () => {
    const source = tokenSource(null);
    const apiRequest = createApiRequest(source);
    await expect(apiRequest('/whoami', { auth: 'optional' })).rejects.toMatchObject({ status: 401 });
    expect(seenTokens).toEqual([null]);
    expect(source.handleUnauthorized).not.toHaveBeenCalled();
  });

  it('when the call is public, then no token goes along even when signed in, and a 401 does not reload', async () => {
    const source = tokenSource('good-1');
    const apiRequest = createApiRequest(source);
    await expect(apiRequest('/whoami', { auth: 'none' })).rejects.toMatchObject({ status: 401 });
    expect(seenTokens).toEqual([null]);
    expect(source.handleUnauthorized).not.toHaveBeenCalled();
  });
});
