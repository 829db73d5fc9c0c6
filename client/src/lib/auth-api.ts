import { ERRORS } from '@fcs/shared/messages';
import { API_BASE, ApiError, apiFetch, isApiError, type ApiFetchOptions } from './api-client';
import { sessionStore } from './session';
import type { SessionStore } from './session-store';

export interface AuthFetchOptions<T> extends Omit<ApiFetchOptions<T>, 'token'> {
  /** Send the request without a token when signed out, instead of refusing it. */
  optionalAuth?: boolean;
}

type TokenSource = Pick<SessionStore, 'getToken' | 'currentToken' | 'handleUnauthorized'>;

/**
 * An api client that sends the session's bearer token. A 401 for the current token clears the stored
 * session and reloads the page (spec section 6); a 401 for a token replaced by a refresh in the meantime
 * is retried once with the new one.
 */
export function createAuthFetch(store: TokenSource) {
  return async function authFetch<T = unknown>(path: string, options: AuthFetchOptions<T> = {}): Promise<T> {
    const { optionalAuth = false, ...rest } = options;
    const token = await store.getToken();
    if (!token && !optionalAuth) throw new ApiError(401, 'unauthorized', ERRORS.noAuthToken);
    try {
      return await apiFetch<T>(path, { ...rest, token });
    } catch (error) {
      if (!token || !isApiError(error) || error.status !== 401) throw error;
      const current = store.currentToken();
      if (current && current !== token) return apiFetch<T>(path, { ...rest, token: current });
      store.handleUnauthorized(token);
      throw error;
    }
  };
}

/** Calls the api as the signed-in user; see createAuthFetch. */
export const authFetch = createAuthFetch(sessionStore);

/**
 * fetch() under /api with the bearer token, for streamed responses that apiFetch cannot parse.
 * Same 401 rule as authFetch; other statuses are left to the caller.
 */
export async function authStream(path: string, init: RequestInit = {}): Promise<Response> {
  const token = await sessionStore.getToken();
  if (!token) throw new ApiError(401, 'unauthorized', ERRORS.noAuthToken);
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  if (response.status === 401) sessionStore.handleUnauthorized(token);
  return response;
}
