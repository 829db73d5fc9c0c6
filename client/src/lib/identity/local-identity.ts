import { ZPasswordResetRequested, ZSession, type Session as ApiSession } from '@fcs/shared/accounts';
import { IDENTITY } from '@fcs/shared/constants';
import { fetchApi, isApiError } from '../api-transport';
import type { IdentityAdapter, IdentitySession } from './identity';

function toIdentitySession(session: ApiSession): IdentitySession {
  return {
    token: session.accessToken,
    expiresAt: Date.parse(session.expiresAt),
    user: session.user,
    profile: session.profile,
  };
}

function post(path: string, body?: unknown, token?: string | null) {
  return fetchApi(path, { method: 'POST', body, token, schema: ZSession }).then(toIdentitySession);
}

/**
 * Built-in accounts (the embedded default): the api issues short-lived access tokens and keeps the refresh
 * token in an HttpOnly cookie scoped to /api/auth, which same-origin fetches send along.
 */
export function createLocalIdentity(): IdentityAdapter {
  return {
    mode: 'local',
    async restore(stored) {
      if (!stored) return null;
      if (stored.expiresAt - IDENTITY.expiredSkewMs > Date.now()) return stored;
      // The access token ran out while the page was closed: the refresh cookie may still be good.
      try {
        return await post('/auth/refresh');
      } catch (error) {
        if (isApiError(error) && error.isClientError) return null;
        throw error;
      }
    },
    signIn: (email, password) => post('/auth/sign-in', { email, password }),
    signUp: (details) => post('/auth/sign-up', details),
    refresh: () => post('/auth/refresh'),
    async requestPasswordReset(email) {
      await fetchApi('/auth/password-reset', { method: 'POST', body: { email }, schema: ZPasswordResetRequested });
    },
    confirmPasswordReset: (token, password, confirmPassword) =>
      post('/auth/password-reset/confirm', { token, password, confirmPassword }),
    async signOut(current) {
      await fetchApi('/auth/sign-out', { method: 'POST', token: current?.token });
    },
  };
}
