import { identityErrorMessage, ZProfileResponse, type PublicConfig } from '@fcs/shared/accounts';
import { ERRORS } from '@fcs/shared/messages';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  getIdTokenResult,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { fetchApi } from '../api-transport';
import { IdentityError, type IdentityAdapter, type IdentitySession, type SignUpDetails } from './identity';

type FirebaseWebConfig = Extract<PublicConfig['identity'], { kind: 'firebase' }>['firebase'];

// Codes after which the user can never get a new token without signing in again.
const SESSION_ENDING_CODES = new Set(['user-disabled', 'user-token-expired', 'user-not-found', 'invalid-user-token']);

const FIELD_BY_CODE: Record<string, 'email' | 'password'> = {
  'invalid-email': 'email',
  'user-not-found': 'email',
  'email-already-in-use': 'email',
  'wrong-password': 'password',
  'weak-password': 'password',
};

/** A firebase SDK error as an IdentityError with the friendly message of spec section 8. */
function toIdentityError(error: unknown, fallback: string): Error {
  const rawCode = (error as { code?: unknown } | null)?.code;
  if (typeof rawCode !== 'string' || !rawCode.startsWith('auth/')) {
    return error instanceof Error ? error : new IdentityError(fallback);
  }
  const code = rawCode.slice('auth/'.length);
  const message = identityErrorMessage(code, fallback);
  const field = FIELD_BY_CODE[code];
  return new IdentityError(message, code, field ? { [field]: message } : {}, SESSION_ENDING_CODES.has(code));
}

async function attempt<T>(action: () => Promise<T>, fallback: string = ERRORS.authGeneric): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw toIdentityError(error, fallback);
  }
}

async function sessionOf(user: User, forceRefresh = false): Promise<IdentitySession> {
  const result = await getIdTokenResult(user, forceRefresh);
  return {
    token: result.token,
    expiresAt: Date.parse(result.expirationTime),
    user: { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '' },
  };
}

/** POST /api/auth/sync after each sign-in: creates the profile when missing and stamps lastLogin. */
async function synced(
  session: IdentitySession,
  extra: Partial<Pick<SignUpDetails, 'displayName' | 'marketingOptIn'>> = {},
) {
  const profile = await fetchApi('/auth/sync', {
    method: 'POST',
    token: session.token,
    body: extra,
    schema: ZProfileResponse,
  });
  return { ...session, profile };
}

let app: FirebaseApp | null = null;

function authFor(config: FirebaseWebConfig): Auth {
  app ??= initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  const auth = getAuth(app);
  if (config.authEmulatorUrl && !auth.emulatorConfig) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

/**
 * Firebase Auth (production identity): the SDK signs in (email/password, Google popup) and keeps its own
 * persistence; the api gets the ID token as the bearer. Loaded lazily, only when GET /api/config says firebase.
 */
export function createFirebaseIdentity(config: FirebaseWebConfig): IdentityAdapter {
  const auth = authFor(config);
  return {
    mode: 'firebase',
    async restore() {
      // The SDK restores its own session (IndexedDB); the stored token is only a cache of it.
      await auth.authStateReady();
      return auth.currentUser ? sessionOf(auth.currentUser) : null;
    },
    signIn: (email, password) =>
      attempt(async () => synced(await sessionOf((await signInWithEmailAndPassword(auth, email, password)).user))),
    signUp: (details) =>
      attempt(async () => {
        const { user } = await createUserWithEmailAndPassword(auth, details.email, details.password);
        await updateProfile(user, { displayName: details.displayName.trim() });
        return synced(await sessionOf(user, true), {
          displayName: details.displayName.trim(),
          marketingOptIn: details.marketingOptIn,
        });
      }, ERRORS.createAccountFailed),
    signInWithGoogle: () =>
      attempt(async () => synced(await sessionOf((await signInWithPopup(auth, new GoogleAuthProvider())).user))),
    async refresh() {
      const user = auth.currentUser;
      if (!user) throw new IdentityError(ERRORS.noCurrentUser, 'user-token-expired', {}, true);
      return attempt(() => sessionOf(user, true));
    },
    requestPasswordReset: (email) => attempt(() => sendPasswordResetEmail(auth, email), ERRORS.resetEmailFailed),
    async confirmPasswordReset(oobCode, password) {
      await attempt(() => confirmPasswordReset(auth, oobCode, password));
      return null;
    },
    signOut: () => signOut(auth),
  };
}
