import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { IDENTITY_ERRORS } from '@fcs/shared/messages';
import type { AuthUser, TokenVerifier } from '../auth';
import { AppError } from '@fcs/core/platform/errors';

export interface FirebaseVerifierOptions {
  projectId: string;
  /** host:port of the Auth emulator; its tokens are unsigned and only accepted when this is set. */
  emulatorHost?: string;
}

export interface FirebaseVerifier extends TokenVerifier {
  close(): Promise<void>;
}

const EXPIRED = 'Your session has expired. Please sign in again.';

/** Verifies Firebase ID tokens with firebase-admin (the same verifier serves HTTP and the Socket.IO handshake). */
export function createFirebaseVerifier(options: FirebaseVerifierOptions): FirebaseVerifier {
  if (options.emulatorHost) {
    // firebase-admin reads the emulator address from the environment on every call, not from its options.
    // eslint-disable-next-line no-restricted-syntax -- the one place this library's switch can be set
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  }
  // A named app per verifier, so tests (and a config reload) never collide with another instance.
  const app: App = initializeApp({ projectId: options.projectId }, `fcs-${randomBytes(4).toString('hex')}`);
  const auth = getAuth(app);
  return {
    async verify(token: string): Promise<AuthUser> {
      let decoded: DecodedIdToken;
      try {
        decoded = await auth.verifyIdToken(token);
      } catch (err) {
        throw AppError.unauthorized(messageFor((err as { code?: string }).code));
      }
      if (!decoded.email) throw AppError.unauthorized(IDENTITY_ERRORS['operation-not-allowed']);
      return {
        uid: decoded.uid,
        email: decoded.email,
        displayName: typeof decoded.name === 'string' ? decoded.name : undefined,
      };
    },
    close: () => deleteApp(app),
  };
}

function messageFor(code: string | undefined): string {
  switch (code) {
    case 'auth/id-token-expired':
    case 'auth/id-token-revoked':
      return EXPIRED;
    case 'auth/user-disabled':
      return IDENTITY_ERRORS['user-disabled']!;
    default:
      return 'Invalid session token';
  }
}
