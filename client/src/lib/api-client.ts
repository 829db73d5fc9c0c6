import { ERRORS } from '@fcs/shared/messages';
import { ApiError, fetchApi, isApiError, type FetchApiOptions } from './api-transport';
import { sessionStore } from './session';
import type { SessionStore } from './session-store';

/**
 * Who the call is made as: 'required' (the default) sends the session's token and refuses to call while signed
 * out; 'optional' sends it when signed in (the free simulation, the quiz); 'none' never sends one (public data).
 */
export type ApiAuth = 'required' | 'optional' | 'none';

export interface ApiRequestOptions<T> extends Omit<FetchApiOptions<T>, 'token'> {
  auth?: ApiAuth;
}

type TokenSource = Pick<SessionStore, 'getToken' | 'currentToken' | 'handleUnauthorized'>;

/**
 * Builds apiRequest over a session. A 401 for the token that was sent clears the stored session and reloads the
 * page (spec section 6); a 401 for a token a refresh replaced in the meantime is retried once with the new one.
 */
export function createApiRequest(store: TokenSource) {
  return async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
    const { auth = 'required', ...rest } = options;
    if (auth === 'none') return fetchApi<T>(path, rest);
    const token = await store.getToken();
    if (!token && auth === 'required') throw new ApiError(401, 'unauthorized', ERRORS.noAuthToken);
    try {
      return await fetchApi<T>(path, { ...rest, token });
    } catch (error) {
      if (!token || !isApiError(error) || error.status !== 401) throw error;
      const current = store.currentToken();
      if (current && current !== token) return fetchApi<T>(path, { ...rest, token: current });
      store.handleUnauthorized(token);
      throw error;
    }
  };
}

/**
 * The one way features call the api: `apiRequest('/profile', { method: 'PATCH', body, schema })`. Resolves with
 * the parsed body, rejects with ApiError; see createApiRequest for the token and the 401 rule.
 */
export const apiRequest = createApiRequest(sessionStore);
