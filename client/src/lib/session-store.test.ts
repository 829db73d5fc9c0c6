// @vitest-environment jsdom
import { IDENTITY } from '@fcs/shared/constants';
import type { UserProfile } from '@fcs/shared/entities';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-transport';
import type { IdentityAdapter, IdentitySession } from './identity/identity';
import { IdentityError } from './identity/identity';
import { SESSION_STORAGE_KEY, SessionStore, nextRefreshBackoff } from './session-store';

const HOUR = 60 * 60_000;
const MINUTE = 60_000;

function profileFor(uid: string, email = 'ada@example.com'): UserProfile {
  return {
    uid,
    email,
    displayName: 'Ada',
    subscriptionTier: 'starter',
    subscriptionStatus: 'incomplete',
    maxSimulations: 0,
    marketingOptIn: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLogin: '2025-01-01T00:00:00.000Z',
    stripeCustomerId: null,
    quizAnswers: [],
    matchedJobs: [],
    lastQuizDate: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
  };
}

/** An identity provider that issues numbered tokens valid for one hour and records refresh attempts. */
class FakeIdentity implements IdentityAdapter {
  readonly mode = 'local' as const;
  issued = 0;
  refreshAttempts: number[] = [];
  refreshFailure: Error | null = null;

  issue(uid = 'u1'): IdentitySession {
    this.issued += 1;
    return {
      token: `token-${this.issued}`,
      expiresAt: Date.now() + HOUR,
      user: { uid, email: 'ada@example.com', displayName: 'Ada' },
    };
  }

  async restore(stored: IdentitySession | null) {
    return stored && stored.expiresAt > Date.now() ? stored : null;
  }
  async signIn() {
    return this.issue();
  }
  async signUp() {
    return this.issue();
  }
  async refresh(current: IdentitySession) {
    this.refreshAttempts.push(Date.now());
    if (this.refreshFailure) throw this.refreshFailure;
    return { ...this.issue(current.user.uid) };
  }
  async requestPasswordReset() {}
  async confirmPasswordReset() {
    return this.issue();
  }
  async signOut() {}
}

function createStore(identity: FakeIdentity, options: { fetchProfile?: (token: string) => Promise<UserProfile> } = {}) {
  const reload = vi.fn();
  const store = new SessionStore({
    storage: window.localStorage,
    loadAdapter: async () => identity,
    fetchProfile: options.fetchProfile ?? (async () => profileFor('u1')),
    reload,
  });
  return { store, reload };
}

function storedEntry(): Record<string, unknown> | null {
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

describe('SessionStore', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-06-01T09:00:00Z') });
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a user signs in, then the token, auth flags, user and a timestamp are persisted and the profile is loaded', async () => {
    const identity = new FakeIdentity();
    const { store } = createStore(identity);
    await store.signIn('ada@example.com', 'secret1');

    expect(store.getSnapshot().status).toBe('signed-in');
    expect(store.getSnapshot().profile?.uid).toBe('u1');
    expect(storedEntry()).toEqual({
      accessToken: 'token-1',
      expiresAt: new Date(Date.now() + HOUR).toISOString(),
      authFlags: { isAuthenticated: true, mode: 'local' },
      user: { uid: 'u1', email: 'ada@example.com', displayName: 'Ada' },
      storedAt: Date.now(),
    });
    store.dispose();
  });

  it('when the page loads with a stored, unexpired session, then it is restored without signing in again', async () => {
    const first = createStore(new FakeIdentity());
    await first.store.signIn('ada@example.com', 'secret1');
    first.store.dispose();

    const identity = new FakeIdentity();
    const { store } = createStore(identity);
    await store.start();
    expect(store.getSnapshot().status).toBe('signed-in');
    expect(store.currentToken()).toBe('token-1');
    expect(identity.issued).toBe(0);
    store.dispose();
  });

  it('when the stored session is unreadable, then the user is signed out and the entry removed', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{"accessToken": 42}');
    const { store } = createStore(new FakeIdentity());
    await store.start();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(storedEntry()).toBeNull();
    store.dispose();
  });

  it('when the token has an hour left, then it is refreshed 5 minutes before expiry and not earlier', async () => {
    const identity = new FakeIdentity();
    const { store } = createStore(identity);
    await store.signIn('ada@example.com', 'secret1');
    const signedInAt = Date.now();

    await vi.advanceTimersByTimeAsync(HOUR - IDENTITY.refreshBeforeExpiryMs - 1000);
    expect(identity.refreshAttempts).toEqual([]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(identity.refreshAttempts).toEqual([signedInAt + HOUR - 5 * MINUTE]);
    expect(store.currentToken()).toBe('token-2');
    expect(storedEntry()?.accessToken).toBe('token-2');

    // The new token is refreshed on the same rule.
    await vi.advanceTimersByTimeAsync(HOUR - 5 * MINUTE);
    expect(identity.refreshAttempts).toHaveLength(2);
    store.dispose();
  });

  it('when refreshing keeps failing, then it retries after 30 s, doubling up to 16 minutes, and keeps the session', async () => {
    const identity = new FakeIdentity();
    const { store } = createStore(identity);
    await store.signIn('ada@example.com', 'secret1');
    identity.refreshFailure = new ApiError(0, 'unavailable', 'Network error');

    await vi.advanceTimersByTimeAsync(HOUR - 5 * MINUTE);
    expect(identity.refreshAttempts).toHaveLength(1);
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const before = identity.refreshAttempts.length;
      const start = Date.now();
      while (identity.refreshAttempts.length === before) await vi.advanceTimersByTimeAsync(1000);
      waits.push(Date.now() - start);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 960].map((s) => s * 1000));
    expect(store.getSnapshot().status).toBe('signed-in');

    // Once the provider answers again, the backoff resets and the normal schedule resumes.
    identity.refreshFailure = null;
    await vi.advanceTimersByTimeAsync(16 * MINUTE);
    expect(store.currentToken()).not.toBe('token-1');
    expect(store.getSnapshot().status).toBe('signed-in');
    store.dispose();
  });

  it('when the provider rejects the refresh as a disabled or expired session, then the user is signed out', async () => {
    const identity = new FakeIdentity();
    const { store, reload } = createStore(identity);
    await store.signIn('ada@example.com', 'secret1');
    identity.refreshFailure = new IdentityError('This account has been disabled.', 'user-disabled', {}, true);

    await vi.advanceTimersByTimeAsync(HOUR - 5 * MINUTE);
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(store.getSnapshot().profile).toBeNull();
    expect(storedEntry()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    store.dispose();
  });

  it('when a token is within 30 s of expiry, then getToken refreshes it before handing it out', async () => {
    const identity = new FakeIdentity();
    const { store } = createStore(identity);
    await store.signIn('ada@example.com', 'secret1');
    // Timers did not run (e.g. the laptop slept): the clock jumps past the refresh point.
    vi.setSystemTime(Date.now() + HOUR - 20_000);

    await expect(store.getToken()).resolves.toBe('token-2');
    expect(identity.refreshAttempts).toHaveLength(1);
    store.dispose();
  });

  it('when the api answers 401 for the current token, then the stored session is cleared and the page reloads', async () => {
    const { store, reload } = createStore(new FakeIdentity());
    await store.signIn('ada@example.com', 'secret1');

    store.handleUnauthorized('token-1');
    expect(storedEntry()).toBeNull();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(reload).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  it('when a 401 arrives for a token that a refresh already replaced, then it is ignored', async () => {
    const identity = new FakeIdentity();
    const { store, reload } = createStore(identity);
    await store.signIn('ada@example.com', 'secret1');
    await vi.advanceTimersByTimeAsync(HOUR - 5 * MINUTE);
    expect(store.currentToken()).toBe('token-2');

    store.handleUnauthorized('token-1');
    expect(reload).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('signed-in');
    store.dispose();
  });

  it('when the profile request is refused with 401 at sign-in, then the session is not kept', async () => {
    const { store } = createStore(new FakeIdentity(), {
      fetchProfile: async () => {
        throw new ApiError(401, 'unauthorized', 'Invalid session token');
      },
    });
    await expect(store.signIn('ada@example.com', 'secret1')).rejects.toThrow('Invalid session token');
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(storedEntry()).toBeNull();
    store.dispose();
  });

  it('when the profile cannot be read for another reason, then the user is signed in without a profile', async () => {
    const { store } = createStore(new FakeIdentity(), {
      fetchProfile: async () => {
        throw new ApiError(503, 'unavailable', 'down');
      },
    });
    await store.signIn('ada@example.com', 'secret1');
    expect(store.getSnapshot().status).toBe('signed-in');
    expect(store.getSnapshot().profile).toBeNull();
    store.dispose();
  });

  it('when another tab signs out, then this tab signs out too', async () => {
    const { store } = createStore(new FakeIdentity());
    await store.signIn('ada@example.com', 'secret1');
    store.syncFromStorage(null);
    expect(store.getSnapshot().status).toBe('signed-out');
    store.dispose();
  });

  it('when signing out, then the refresh timer stops', async () => {
    const identity = new FakeIdentity();
    const { store } = createStore(identity);
    await store.signIn('ada@example.com', 'secret1');
    await store.signOut();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(identity.refreshAttempts).toEqual([]);
    expect(storedEntry()).toBeNull();
  });
});

describe('nextRefreshBackoff', () => {
  it('starts at 30 s and doubles to at most 16 minutes', () => {
    const waits = [0];
    for (let i = 0; i < 8; i += 1) waits.push(nextRefreshBackoff(waits.at(-1) ?? 0));
    expect(waits.slice(1)).toEqual([30, 60, 120, 240, 480, 960, 960, 960].map((s) => s * 1000));
  });
});
