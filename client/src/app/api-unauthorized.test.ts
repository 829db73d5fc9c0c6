// @vitest-environment jsdom
import { SESSION_STORAGE_KEY } from '@fcs/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, LOCAL_CONFIG, profile, storeSignedInSession } from '../testing/fake-api';

// jsdom cannot reload a page: the session's reload goes through this module, so the test sees it.
const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../lib/reload-page', () => ({ reloadPage }));

type Caller = readonly [name: string, call: () => Promise<unknown>];

/**
 * Every feature function that calls the api as the signed-in user. Each imports its module when called, after
 * the fake api is in place, so it runs against a session store restored from storage as on a page load.
 */
const AUTHENTICATED_CALLERS: readonly Caller[] = [
  [
    'sandbox content (token optional, signed in)',
    async () => (await import('../features/sandbox/api/get-sandbox-content')).fetchSandbox('credit_analyst'),
  ],
  [
    'quiz submit (token optional, signed in)',
    async () =>
      (await import('../features/quiz/api/submit-quiz')).submitQuiz({
        answers: [],
        user: { uid: 'user-1', email: 'ada@example.com' },
      }),
  ],
  ['saved quiz results', async () => (await import('../features/quiz/api/get-quiz-results')).fetchSavedQuizResults()],
  [
    'profile update',
    async () => (await import('../features/profile/api/update-profile')).updateProfile({ displayName: 'Ada' }),
  ],
  [
    'subscription cancel',
    async () => (await import('../features/billing/api/cancel-subscription')).cancelSubscription(),
  ],
  [
    'checkout',
    async () =>
      (await import('../features/billing/api/create-checkout')).createCheckoutSession('pro', '/settings?tab=plan'),
  ],
  ['run snapshot', async () => (await import('../features/runs/api/runs-api')).fetchRun('run-1')],
  ['run retry', async () => (await import('../features/runs/api/runs-api')).retryRun('run-1')],
  ['run cancel', async () => (await import('../features/runs/api/runs-api')).cancelRun('run-1')],
  [
    'tool run start',
    async () =>
      (await import('../features/runs/api/runs-api')).startRun('/ai-jobs/analyze', { jobId: 'credit_analyst' }),
  ],
  ['run history', async () => (await import('../features/runs/api/runs-api')).fetchRunList({ types: ['ai_impact'] })],
  [
    'document upload',
    async () =>
      (await import('../lib/documents')).extractDocuments('article', [
        new File(['Rates on hold'], 'a.txt', { type: 'text/plain' }),
      ]),
  ],
  [
    'news fetch',
    async () => (await import('../features/news-interpreter/api/fetch-news')).fetchNews('Equity Research Analyst'),
  ],
];

const signal = new AbortController().signal;
const queryContext = { signal, queryKey: [], meta: undefined, client: undefined } as never;

/** Feature functions that read public data: they never send the token. */
const PUBLIC_CALLERS: readonly Caller[] = [
  ['job list', async () => (await import('../lib/job-list')).jobListQuery.queryFn!(queryContext)],
  ['job profile', async () => (await import('../lib/job-profile')).jobProfileQuery('x').queryFn!(queryContext)],
  ['quiz questions', async () => (await import('../features/quiz/api/get-quiz-questions')).fetchQuizQuestions(signal)],
];

/** An api that knows the signed-in user at start-up (config, profile) and then refuses their token everywhere. */
function revokedTokenApi() {
  const api = createFakeApi({
    'GET /api/config': () => ({ body: LOCAL_CONFIG }),
    'GET /api/profile': () => ({ body: profile() }),
  });
  const refuse = () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'Invalid session token' } } });
  return {
    calls: api.calls,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://app.test').pathname;
      if (isStartUp(init?.method, path)) return api.fetch(input, init);
      api.calls.push({ method: init?.method ?? 'GET', path, body: undefined, authorization: authorizationOf(init) });
      return Promise.resolve(
        new Response(JSON.stringify(refuse().body), { status: 401, headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}

/** The reads that restore the session on a page load. */
function isStartUp(method: string | undefined, path: string): boolean {
  return (method ?? 'GET') === 'GET' && (path === '/api/config' || path === '/api/profile');
}

function authorizationOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

let api: ReturnType<typeof revokedTokenApi>;

beforeEach(async () => {
  window.localStorage.clear();
  storeSignedInSession();
  reloadPage.mockClear();
  api = revokedTokenApi();
  vi.stubGlobal('fetch', api.fetch);
  vi.resetModules();
  // The session is restored (config, then the profile) before the call under test, as on a page load.
  const { sessionStore } = await import('../lib/session');
  await sessionStore.start();
  expect(sessionStore.getSnapshot().status).toBe('signed-in');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the one authenticated fetch path (spec section 6: a 401 clears the session and reloads)', () => {
  it.each(AUTHENTICATED_CALLERS)(
    'when the api answers 401 to the %s call, then the session is cleared and the page reloads',
    async (_name, call) => {
      await expect(call()).rejects.toMatchObject({ status: 401 });

      const refused = api.calls.filter((c) => !isStartUp(c.method, c.path));
      expect(refused).toHaveLength(1);
      expect(refused[0]?.authorization).toBe('Bearer token-1');
      expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
      expect(reloadPage).toHaveBeenCalledTimes(1);
      const { sessionStore } = await import('../lib/session');
      expect(sessionStore.getSnapshot()).toMatchObject({ status: 'signed-out', profile: null });
    },
  );

  it.each(PUBLIC_CALLERS)(
    'when the %s read is refused, then it sent no token and the session stays',
    async (_name, call) => {
      await call().catch(() => undefined);

      const sent = api.calls.filter((c) => !isStartUp(c.method, c.path));
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((c) => c.authorization === null)).toBe(true);
      expect(reloadPage).not.toHaveBeenCalled();
      expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    },
  );
});
