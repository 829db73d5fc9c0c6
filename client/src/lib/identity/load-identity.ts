import { getPublicConfig } from '../public-config';
import type { IdentityAdapter } from './identity';
import { createLocalIdentity } from './local-identity';

/**
 * The identity adapter GET /api/config asks for. The firebase SDK is loaded only in Firebase mode, so the
 * embedded default never downloads it.
 */
export async function loadIdentityAdapter(): Promise<IdentityAdapter> {
  const config = await getPublicConfig();
  if (config.identity.kind === 'local') return createLocalIdentity();
  const { createFirebaseIdentity } = await import('./firebase-identity');
  return createFirebaseIdentity(config.identity.firebase);
}
