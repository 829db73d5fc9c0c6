import { ZApiError, type ErrorCode } from '@fcs/shared/api-error';
import { ERRORS } from '@fcs/shared/messages';
import type { ZodType } from 'zod';
import { ApiError } from './api-error';

export { ApiError, isApiError } from './api-error';

/** Every api route lives under this prefix on the page's own origin (Vite proxies it in development). */
export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent a response this page could not read. Please try again.';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'validation_failed',
  429: 'rate_limited',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

const FALLBACK_MESSAGE: Partial<Record<ErrorCode, string>> = {
  unauthorized: ERRORS.unauthorized,
  forbidden: ERRORS.forbidden,
  not_found: ERRORS.notFound,
  rate_limited: ERRORS.rateLimited,
};

/**
 * Turns a failed response's status and body text into an ApiError. A body shaped
 * `{ error: { code, message, fields? } }` is used as is; anything else (an HTML proxy page,
 * an empty body) gets a code and a readable message derived from the status.
 */
export function toApiError(status: number, bodyText: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields ?? {});
  }
  const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');
  return new ApiError(status, code, FALLBACK_MESSAGE[code] ?? ERRORS.internal);
}

export interface FetchApiOptions<T> extends Omit<RequestInit, 'body'> {
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams and strings are sent as they are. */
  body?: unknown;
  /** Bearer token for authenticated calls. */
  token?: string | null;
  /** Parses the successful response; a mismatch is reported as an ApiError, never returned. */
  schema?: ZodType<T>;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' || body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams
  );
}

/**
 * The one HTTP call to the api: `fetchApi('/quiz/match', { method: 'POST', body, schema })` requests
 * `/api/quiz/match`. Resolves with the parsed body (undefined for 204), rejects with ApiError for HTTP errors,
 * network failures and unreadable responses. Aborts (signal) reject with the usual AbortError.
 *
 * It knows nothing of the session: features call `apiRequest` (api-client.ts), which adds the session's token
 * and the 401 rule. Only the identity adapters and the public config call this directly (signing in, the
 * session's own profile read, GET /api/config), because there a 401 means wrong credentials, not a lost session.
 */
export async function fetchApi<T = unknown>(path: string, options: FetchApiOptions<T> = {}): Promise<T> {
  const { body, token, schema, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      headers.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers, body: requestBody });
  } catch (error) {
    // Checked by name: DOMException is not always an Error subclass (jsdom, older engines).
    if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'unavailable', NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text();
  if (!response.ok) throw toApiError(response.status, text);
  if (response.status === 204 || text === '') return undefined as T;

  let data: unknown = text;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, 'internal', UNEXPECTED_RESPONSE_MESSAGE);
    }
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'internal', UNEXPECTED_RESPONSE_MESSAGE);
  return parsed.data;
}
