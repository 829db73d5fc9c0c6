import type { ErrorCode } from '@fcs/shared/api-error';

/**
 * The api's failure as the client sees it, with no schema library: the page's first script (the session store)
 * needs the class and its check, while the parsing of answers (api-transport.ts, zod) loads with the first call.
 */

/** A failed api call: the HTTP status (0 when the server was not reached), the api's error code and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    /** Reasons per field path ('email', 'jobProfile.title'), for showing next to form inputs. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }

  /** 4xx: retrying the same request will fail the same way. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
