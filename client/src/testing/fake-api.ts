import type { UserProfile } from '@fcs/shared/entities';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Handler = (call: RecordedCall) => { status?: number; body: unknown };

/**
 * An in-process stand-in for the api under /api, for component tests that run on fake timers (a real socket
 * would not answer while the clock is frozen). Answers by "METHOD /path"; records every call.
 */
export function createFakeApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://app.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: new Headers(init.headers).get('Authorization'),
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return json(404, { error: { code: 'not_found', message: 'No such endpoint' } });
    const { status = 200, body } = handler(call);
    return json(status, body);
  }
  return { fetch, calls };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const LOCAL_CONFIG = {
  identity: { kind: 'local', devOutbox: true, mail: 'outbox' },
  payments: { kind: 'test' },
  llm: { kind: 'offline' },
} as const;

/** A profile as GET /api/profile returns it. */
export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: 'user-1',
    email: 'ada@example.com',
    displayName: 'Ada',
    subscriptionTier: 'starter',
    subscriptionStatus: 'incomplete',
    maxSimulations: 0,
    marketingOptIn: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLogin: '2026-01-01T00:00:00.000Z',
    stripeCustomerId: null,
    quizAnswers: [],
    matchedJobs: [],
    lastQuizDate: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    ...overrides,
  };
}

/** Puts a signed-in session into localStorage, as a previous visit would have left it. */
export function storeSignedInSession(): void {
  window.localStorage.setItem(
    'fcs.session',
    JSON.stringify({
      accessToken: 'token-1',
      expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      authFlags: { isAuthenticated: true, mode: 'local' },
      user: { uid: 'user-1', email: 'ada@example.com', displayName: 'Ada' },
      storedAt: Date.now(),
    }),
  );
}
