import { Agent, fetch as undiciFetch, request, type RequestInit as UndiciRequestInit } from 'undici';
import type { Logger } from '@fcs/core/platform/logger';

export interface ModelConnectionsOptions {
  /** The provider's API base (ends in /v1 for OpenAI-compatible servers). */
  baseURL: string;
  apiKey: string;
  /** Most connections this process keeps to the provider (its model calls in flight at most). */
  connections: number;
  /** How long an idle connection is kept (ms), unless the provider's Keep-Alive header says less. */
  keepAliveMs: number;
  logger?: Logger;
}

/** What a warm-up came to: connections asked for, answers by HTTP status, requests that got no answer. */
export interface WarmUpOutcome {
  requested: number;
  statuses: Record<string, number>;
  failed: number;
  ms: number;
}

/**
 * The worker's kept-alive connections to the model provider (ADR 005): one undici Agent that every model call of the
 * process goes through (streamed calls as its `dispatcher`, the others through the SDK's `fetch`), at most
 * `connections` to the provider, each kept while idle for keepAliveMs. `warmUp` opens them before the first job: that
 * many concurrent GET {baseURL}/models (the model list, free on OpenAI-compatible providers; a 404 from a server
 * without it still leaves its connection open), so the first burst of runs does not pay for opening them (a TCP
 * handshake, and TLS against a real provider).
 */
export function createModelConnections(options: ModelConnectionsOptions) {
  const agent = new Agent({
    connections: options.connections,
    keepAliveTimeout: options.keepAliveMs,
    keepAliveMaxTimeout: options.keepAliveMs,
  });
  const modelsUrl = `${options.baseURL.replace(/\/+$/, '')}/models`;

  /** The `fetch` given to the SDK: undici's own fetch on this agent (the agent and the fetch of one undici). */
  const fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (input instanceof Request) throw new TypeError('model requests are sent by URL');
    return undiciFetch(input, { ...(init as UndiciRequestInit), dispatcher: agent }) as unknown as Promise<Response>;
  };

  /**
   * Opens `count` connections (at most the pool's size) with as many concurrent requests for the model list, each
   * answer read to its end so its connection stays for the next call. Never throws: a provider that is down or
   * slow at start leaves the pool cold (logged), and runs open connections as they need them.
   */
  const warmUp = async (count: number, timeoutMs: number): Promise<WarmUpOutcome> => {
    const started = performance.now();
    const requested = Math.max(0, Math.min(count, options.connections));
    const statuses: Record<string, number> = {};
    let failed = 0;
    await Promise.all(
      Array.from({ length: requested }, async () => {
        try {
          const res = await request(modelsUrl, {
            method: 'GET',
            headers: { authorization: `Bearer ${options.apiKey}` },
            dispatcher: agent,
            headersTimeout: timeoutMs,
            bodyTimeout: timeoutMs,
          });
          await res.body.dump({ limit: 1 << 20 });
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        } catch {
          failed += 1;
        }
      }),
    );
    const outcome = { requested, statuses, failed, ms: Math.round(performance.now() - started) };
    const refused = Object.keys(statuses).some((s) => s === '401' || s === '403');
    if (failed > 0 || refused) options.logger?.warn(outcome, 'model connections not all warmed');
    else options.logger?.info(outcome, 'model connections warmed');
    return outcome;
  };

  return { fetch, dispatcher: agent, warmUp, close: () => agent.close() };
}
