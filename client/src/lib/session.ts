import type { UserProfile } from '@fcs/shared/entities';
import type { AnyTier } from '@fcs/shared/plans';
import { useMemo, useSyncExternalStore } from 'react';
import { reloadPage } from './reload-page';
import type { SignUpDetails } from './identity/identity';
import { SESSION_STORAGE_KEY, SessionStore, type SessionSnapshot, type SessionStatus } from './session-store';

export type { SignUpDetails } from './identity/identity';
export type { SessionStatus } from './session-store';

/** The signed-in person as the UI needs them. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** From the profile; starter until the profile says otherwise (spec section 6). */
  tier: AnyTier;
}

export interface Session {
  /** 'loading' until a persisted session has been restored (or found absent). */
  status: SessionStatus;
  /** null while signed out (and while loading). */
  user: SessionUser | null;
  /** The api's profile of the user (tier, status, maxSimulations, quiz answers, matches); null if unknown. */
  profile: UserProfile | null;
  /** Which identity provider is configured ('local' built-in accounts or 'firebase'); null while loading. */
  mode: SessionSnapshot['mode'];
  canUseGoogle: boolean;
  /** Accounts could not be started (e.g. the api is unreachable). */
  startError: string | null;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (details: SignUpDetails) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
  requestPasswordReset: (email: string) => Promise<void>;
  /** Sets a new password from the e-mailed link; resolves true when that also signed the user in. */
  confirmPasswordReset: (token: string, password: string, confirmPassword: string) => Promise<boolean>;
  /** Reads the profile again; resolves with it (or the old one when the read failed). */
  refreshProfile: () => Promise<UserProfile | null>;
  /** Replaces the profile with one the api returned. */
  setProfile: (profile: UserProfile) => void;
  /** A valid bearer token (refreshed when close to expiry), or null when signed out. */
  getToken: () => Promise<string | null>;
}

function browserStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const storage = window.localStorage;
    storage.getItem(SESSION_STORAGE_KEY);
    return storage;
  } catch {
    // Storage blocked (privacy mode): keep the session for this page only.
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/** The page's one session store. Non-React code (api clients) reads tokens from it. */
export const sessionStore = new SessionStore({
  storage: browserStorage(),
  // Loaded on first use, not with the page: they parse the api's answers (zod), which the first paint does not need.
  loadAdapter: () => import('./identity/load-identity').then((module) => module.loadIdentityAdapter()),
  fetchProfile: (token) => import('./identity/profile-api').then((module) => module.fetchProfile(token)),
  reload: () => reloadPage(),
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) sessionStore.syncFromStorage(event.newValue);
  });
}

const actions = {
  signIn: (email: string, password: string) => sessionStore.signIn(email, password),
  signUp: (details: SignUpDetails) => sessionStore.signUp(details),
  signInWithGoogle: () => sessionStore.signInWithGoogle(),
  signOut: () => sessionStore.signOut(),
  requestPasswordReset: (email: string) => sessionStore.requestPasswordReset(email),
  confirmPasswordReset: (token: string, password: string, confirmPassword: string) =>
    sessionStore.confirmPasswordReset(token, password, confirmPassword),
  refreshProfile: () => sessionStore.refreshProfile(),
  setProfile: (profile: UserProfile) => sessionStore.setProfile(profile),
  getToken: () => sessionStore.getToken(),
};

/** The current session and the actions that change it. Re-renders when the user, profile or status change. */
export function useSession(): Session {
  const snapshot = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
  return useMemo(() => {
    const { identity, profile } = snapshot;
    const user: SessionUser | null =
      snapshot.status === 'signed-in' && identity
        ? {
            uid: identity.uid,
            email: identity.email ?? profile?.email ?? null,
            displayName: profile?.displayName || identity.displayName || null,
            tier: profile?.subscriptionTier ?? 'starter',
          }
        : null;
    return {
      status: snapshot.status,
      user,
      profile: user ? snapshot.profile : null,
      mode: snapshot.mode,
      canUseGoogle: snapshot.canUseGoogle,
      startError: snapshot.startError,
      ...actions,
    };
  }, [snapshot]);
}
