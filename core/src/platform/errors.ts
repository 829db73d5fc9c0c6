import { type z } from 'zod';
import { zodIssuesToFields, type ErrorCode } from '@fcs/shared/api-error';
import { ERRORS } from '@fcs/shared/messages';
import { cleanInput, InputShapeError } from '@fcs/shared/text';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** An error meant for the caller: it becomes `{error:{code,message,fields?}}` with the code's HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** The run the refusal is about (a 409 naming the run already going). */
    readonly runId?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
  /** For a refusal that passes (rate limits): when the caller may try again, sent as Retry-After. */
  retryAfterSeconds?: number;
  get status(): number {
    return STATUS[this.code];
  }
  static rateLimited(message: string, retryAfterSeconds?: number) {
    const error = new AppError('rate_limited', message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }
  static notFound(message: string = ERRORS.notFound) {
    return new AppError('not_found', message);
  }
  static forbidden(message: string = ERRORS.forbidden) {
    return new AppError('forbidden', message);
  }
  static unauthorized(message: string = ERRORS.unauthorized) {
    return new AppError('unauthorized', message);
  }
  static fromZod(error: z.ZodError, message = 'Some fields are missing or invalid') {
    return new AppError('validation_failed', message, zodIssuesToFields(error.issues));
  }
  /** Outside input nested too deeply or holding too many values (`cleanInput`), wherever it was cleaned: a 400. */
  static fromInputShape(error: InputShapeError) {
    return new AppError('bad_request', error.message, { [error.path]: error.message });
  }
}

/**
 * Parses untrusted input with a schema or throws a 400 naming each bad field. Every string is cleaned first
 * (`cleanInput`: no NUL or other control characters, no lone surrogates), so no schema can let through text that
 * Postgres refuses; a value nested too deeply or too large is a 400 as well.
 */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  let cleaned: unknown;
  try {
    cleaned = cleanInput(input);
  } catch (err) {
    if (err instanceof InputShapeError) throw AppError.fromInputShape(err);
    throw err;
  }
  const result = schema.safeParse(cleaned);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}
