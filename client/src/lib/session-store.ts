import { IDENTITY, SESSION_STORAGE_KEY } from '@fcs/shared/constants';
import type { UserProfile } from '@fcs/shared/entities';
import { isApiError } from './api-error';
import {
  isIdentityError,
  type IdentityAdapter,
  type IdentityMode,
  type IdentitySession,
  type IdentityUser,
  type SignUpDetails,
} from './identity/identity';
import type { PersistedSession } from './identity/stored-session';

export { SESSION_STORAGE_KEY };

// setTimeout overflows above 2^31-1 ms (about 24.8 days) and would fire at once.
const MAX_TIMER_MS = 2_147_483_647;

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionSnapshot {
  status: SessionStatus;
  /** Which identity provider is configured; null until the public config is read. */
  mode: IdentityMode | null;
  identity: IdentityUser | null;
  /** The user's profile from the api; null while signed out or when it could not be read. */
  profile: UserProfile | null;
  /** Whether the identity provider offers Google sign-in. */
  canUseGoogle: boolean;
  /** Set when the identity provider could not be started (accounts unavailable). */
  startError: string | null;
}

export interface SessionStoreDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  loadAdapter: () => Promise<IdentityAdapter>;
  fetchProfile: (token: string) => Promise<UserProfile>;
  /** Reloads the page after a 401 (spec section 6). */
  reload: () => void;
  now?: () => number;
}

const INITIAL: SessionSnapshot = {
  status: 'loading',
  mode: null,
  identity: null,
  profile: null,
  canUseGoogle: false,
  startError: null,
};

/** Next wait after a failed refresh: 30 s, then doubling, at most 16 minutes. */
export function nextRefreshBackoff(previousMs: number): number {
  if (previousMs <= 0) return IDENTITY.refreshBackoffStartMs;
  return Math.min(previousMs * 2, IDENTITY.refreshBackoffMaxMs);
}

/** True when an error says the session can never be renewed (so retrying is pointless). */
function endsSession(error: unknown): boolean {
  if (isApiError(error)) return error.status === 401;
  return isIdentityError(error) && error.sessionEnded;
}

/**
 * The signed-in session, outside React so the api client can read tokens: persisted in localStorage,
 * restored on load, refreshed about 5 minutes before expiry (backoff 30 s doubling to 16 min on errors),
 * ended when the provider rejects it, and cleared with a page reload when the api answers 401.
 */
export class SessionStore {
  private snapshot: SessionSnapshot = INITIAL;
  private readonly listeners = new Set<() => void>();
  private session: IdentitySession | null = null;
  private adapter: IdentityAdapter | null = null;
  /** Reads the stored session (set with the adapter, by restore). */
  private parseStored: ((value: string | null) => PersistedSession | null) | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private backoffMs = 0;
  private started: Promise<void> | null = null;
  private refreshing: Promise<IdentitySession> | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: SessionStoreDeps) {
    this.now = deps.now ?? Date.now;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    void this.start();
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** Reads the configuration and restores a persisted session; safe to call many times. */
  start(): Promise<void> {
    this.started ??= this.restore();
    return this.started;
  }

  /** The current token, refreshed first when it is expired or within 30 s of expiry; null when signed out. */
  async getToken(): Promise<string | null> {
    await this.start();
    const session = this.session;
    if (!session) return null;
    if (this.now() < session.expiresAt - IDENTITY.expiredSkewMs) return session.token;
    try {
      return (await this.refreshNow()).token;
    } catch (error) {
      if (endsSession(error)) {
        this.endSession();
        return null;
      }
      // The provider is unreachable: the old token may still be accepted; the api will say if not.
      return session.token;
    }
  }

  /** The token last handed out, without refreshing (to tell a stale 401 from a real one). */
  currentToken(): string | null {
    return this.session?.token ?? null;
  }

  async signIn(email: string, password: string): Promise<void> {
    const adapter = await this.requireAdapter();
    await this.establish(await adapter.signIn(email, password));
  }

  async signUp(details: SignUpDetails): Promise<void> {
    const adapter = await this.requireAdapter();
    await this.establish(await adapter.signUp(details));
  }

  async signInWithGoogle(): Promise<void> {
    const adapter = await this.requireAdapter();
    if (!adapter.signInWithGoogle) throw new Error('Google sign-in is not available');
    await this.establish(await adapter.signInWithGoogle());
  }

  async requestPasswordReset(email: string): Promise<void> {
    await (await this.requireAdapter()).requestPasswordReset(email);
  }

  /** Sets a new password from an e-mailed link; signs the user in when the provider returns a session. */
  async confirmPasswordReset(token: string, password: string, confirmPassword: string): Promise<boolean> {
    const session = await (await this.requireAdapter()).confirmPasswordReset(token, password, confirmPassword);
    if (!session) return false;
    await this.establish(session);
    return true;
  }

  /** Signs out at the provider (best effort) and forgets the session and profile. */
  async signOut(): Promise<void> {
    const session = this.session;
    this.endSession();
    try {
      await this.adapter?.signOut(session);
    } catch {
      // The local session is gone either way; a provider that cannot be told will expire the token itself.
    }
  }

  /** Reads the profile again (after a payment, or on 'Refresh Profile'). Failures keep the old one. */
  async refreshProfile(): Promise<UserProfile | null> {
    const token = await this.getToken();
    if (!token) return null;
    try {
      const profile = await this.deps.fetchProfile(token);
      // Signed out, or someone else signed in, while the request ran: the answer is not theirs.
      if (this.session && this.session.user.uid === profile.uid) this.update({ profile });
      return profile;
    } catch (error) {
      if (isApiError(error) && error.status === 401) this.handleUnauthorized(token);
      return this.snapshot.profile;
    }
  }

  /** Replaces the profile with one the api just returned (e.g. after PATCH /api/profile). */
  setProfile(profile: UserProfile): void {
    if (this.session && this.session.user.uid === profile.uid) this.update({ profile });
  }

  /**
   * The api refused a token with 401: the stored session is cleared and the page reloads (spec section 6).
   * A 401 for a token that has since been replaced by a refresh is stale and ignored.
   */
  handleUnauthorized(tokenUsed: string): void {
    if (!this.session || this.session.token !== tokenUsed) return;
    this.clearTimer();
    this.session = null;
    this.deps.storage.removeItem(SESSION_STORAGE_KEY);
    this.update({ status: 'signed-out', identity: null, profile: null });
    this.deps.reload();
  }

  /** Another tab changed the stored session: follow it (sign-out everywhere, share refreshed tokens). */
  syncFromStorage(newValue: string | null): void {
    if (!this.adapter || !this.parseStored) return;
    const stored = this.parseStored(newValue);
    if (!stored) {
      if (this.session) this.endSession();
      return;
    }
    if (stored.authFlags.mode !== this.adapter.mode) return;
    const next = toSession(stored);
    if (this.session && this.session.user.uid === next.user.uid) {
      if (next.expiresAt > this.session.expiresAt) {
        this.session = next;
        this.scheduleRefresh();
      }
      return;
    }
    // Signed in (or as someone else) in another tab: adopt it and read the profile.
    void this.establish(next).catch(() => undefined);
  }

  /** Stops timers; for tests and hot reload. */
  dispose(): void {
    this.clearTimer();
    this.listeners.clear();
  }

  // ---------------------------------------------------------------- internals

  private async restore(): Promise<void> {
    let adapter: IdentityAdapter;
    try {
      // The stored session's schema loads with the adapter, so the schema library is not in the page's first script.
      const [storedSession, loaded] = await Promise.all([import('./identity/stored-session'), this.deps.loadAdapter()]);
      this.parseStored = storedSession.parseStoredSession;
      adapter = loaded;
    } catch (error) {
      this.update({
        status: 'signed-out',
        startError: error instanceof Error ? error.message : 'Sign-in is unavailable right now.',
      });
      return;
    }
    this.adapter = adapter;
    this.update({ mode: adapter.mode, canUseGoogle: Boolean(adapter.signInWithGoogle) });
    const stored = this.parseStored(this.deps.storage.getItem(SESSION_STORAGE_KEY));

    const candidate = stored && stored.authFlags.mode === adapter.mode ? toSession(stored) : null;
    let session: IdentitySession | null = null;
    try {
      session = await adapter.restore(candidate);
    } catch {
      session = null;
    }
    if (!session) {
      this.deps.storage.removeItem(SESSION_STORAGE_KEY);
      this.update({ status: 'signed-out' });
      return;
    }
    try {
      await this.establish(session);
    } catch {
      this.endSession();
    }
  }

  private async requireAdapter(): Promise<IdentityAdapter> {
    await this.start();
    if (!this.adapter) throw new Error(this.snapshot.startError ?? 'Sign-in is unavailable right now.');
    return this.adapter;
  }

  /** Takes a fresh identity session: persist it, plan its refresh, read the profile, then report signed-in. */
  private async establish(session: IdentitySession): Promise<void> {
    this.session = session;
    this.backoffMs = 0;
    this.persist(session);
    this.scheduleRefresh();
    let profile: UserProfile | null = session.profile ?? null;
    try {
      profile ??= await this.deps.fetchProfile(session.token);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        this.endSession();
        throw error;
      }
      // Spec section 8: a profile that cannot be read means no profile, not a failed sign-in.
    }
    if (this.session !== session) return;
    this.update({ status: 'signed-in', identity: session.user, profile });
  }

  private refreshNow(): Promise<IdentitySession> {
    const current = this.session;
    const adapter = this.adapter;
    if (!current || !adapter) return Promise.reject(new Error('Not signed in'));
    this.refreshing ??= adapter
      .refresh(current)
      .then((next) => {
        // Signed out (or replaced) while the refresh was in flight: drop the result.
        if (this.session !== current) return next;
        this.session = next;
        this.backoffMs = 0;
        this.persist(next);
        this.scheduleRefresh();
        if (next.profile) this.update({ identity: next.user, profile: next.profile });
        else if (!sameUser(next.user, this.snapshot.identity)) this.update({ identity: next.user });
        return next;
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private scheduleRefresh(delayMs?: number): void {
    this.clearTimer();
    const session = this.session;
    if (!session) return;
    const dueAt = delayMs === undefined ? session.expiresAt - IDENTITY.refreshBeforeExpiryMs : this.now() + delayMs;
    const wait = Math.min(Math.max(0, dueAt - this.now()), MAX_TIMER_MS);
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      // A clamped timer can fire before the due time: wait again instead of refreshing early.
      if (this.now() < dueAt) this.scheduleRefresh(dueAt - this.now());
      else void this.refreshInBackground();
    }, wait);
  }

  private async refreshInBackground(): Promise<void> {
    try {
      await this.refreshNow();
    } catch (error) {
      if (!this.session) return;
      if (endsSession(error)) {
        this.endSession();
        return;
      }
      this.backoffMs = nextRefreshBackoff(this.backoffMs);
      this.scheduleRefresh(this.backoffMs);
    }
  }

  /** Forgets the session locally (no reload): signed out, profile cleared. */
  private endSession(): void {
    this.clearTimer();
    this.session = null;
    this.backoffMs = 0;
    this.deps.storage.removeItem(SESSION_STORAGE_KEY);
    this.update({ status: 'signed-out', identity: null, profile: null });
  }

  private persist(session: IdentitySession): void {
    if (!this.adapter) return;
    const stored: PersistedSession = {
      accessToken: session.token,
      expiresAt: new Date(session.expiresAt).toISOString(),
      authFlags: { isAuthenticated: true, mode: this.adapter.mode },
      user: session.user,
      storedAt: this.now(),
    };
    try {
      this.deps.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Storage full or blocked: the session still works for this page, it just will not survive a reload.
    }
  }

  private clearTimer(): void {
    if (this.refreshTimer !== null) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private update(patch: Partial<SessionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function toSession(stored: PersistedSession): IdentitySession {
  return { token: stored.accessToken, expiresAt: Date.parse(stored.expiresAt), user: stored.user };
}

function sameUser(a: IdentityUser, b: IdentityUser | null): boolean {
  return b !== null && a.uid === b.uid && a.email === b.email && a.displayName === b.displayName;
}
