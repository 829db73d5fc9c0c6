import { join } from 'node:path';
import { createLocalTokens, resolveAuthSecret, type LocalTokens, type TokenVerifier } from '../auth';
import type { ApiConfig } from '../config';
import { createFirebaseVerifier } from './firebase';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  authEmulatorUrl: string | null;
}

/** The identity adapter the configuration chose: built-in accounts (embedded default) or Firebase Auth. */
export type Identity =
  | { kind: 'local'; verifier: TokenVerifier; tokens: LocalTokens; close(): Promise<void> }
  | { kind: 'firebase'; verifier: TokenVerifier; firebase: FirebaseWebConfig; close(): Promise<void> };

/** Firebase when FIREBASE_PROJECT_ID is set, otherwise built-in accounts with api-signed access tokens. */
export function createIdentity(config: ApiConfig): Identity {
  if (config.FIREBASE_PROJECT_ID) {
    const verifier = createFirebaseVerifier({
      projectId: config.FIREBASE_PROJECT_ID,
      emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
    });
    return {
      kind: 'firebase',
      verifier,
      firebase: {
        apiKey: config.FIREBASE_API_KEY ?? (config.FIREBASE_AUTH_EMULATOR_HOST ? 'emulator-api-key' : ''),
        authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: config.FIREBASE_PROJECT_ID,
        authEmulatorUrl: config.FIREBASE_AUTH_EMULATOR_HOST ? `http://${config.FIREBASE_AUTH_EMULATOR_HOST}` : null,
      },
      close: () => verifier.close(),
    };
  }
  const secret = resolveAuthSecret(config.AUTH_SECRET, join(config.DATA_DIR, 'auth-secret'));
  const tokens = createLocalTokens(secret, config.ACCESS_TOKEN_TTL_SECONDS);
  return { kind: 'local', verifier: tokens, tokens, close: async () => undefined };
}
