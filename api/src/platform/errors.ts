import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { zodIssuesToFields, type ErrorCode } from '@fcs/shared/api-error';
import { ERRORS } from '@fcs/shared/messages';
import type { Logger } from './logger';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
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
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return STATUS[this.code];
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
}

/** Parses untrusted input with a schema or throws a 400 naming each bad field. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(AppError.notFound('No such endpoint'));

/** The one place errors become responses. Unknown errors are logged and answered with a generic 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let appError: AppError;
    if (err instanceof AppError) appError = err;
    else if (err instanceof z.ZodError) appError = AppError.fromZod(err);
    else if (isBodyParserError(err)) {
      appError =
        err.type === 'entity.too.large'
          ? new AppError('payload_too_large', 'Request body is too large')
          : new AppError('bad_request', 'Request body is not valid JSON');
    } else {
      (req.log ?? logger).error({ err }, 'unhandled error');
      appError = new AppError('internal', ERRORS.internal);
    }
    if (res.headersSent) return;
    res.status(appError.status).json({
      error: {
        code: appError.code,
        message: appError.message,
        ...(appError.fields ? { fields: appError.fields } : {}),
      },
    });
  };
}

function isBodyParserError(err: unknown): err is { type: string; status: number } {
  return (
    typeof err === 'object' &&
    err !== null &&
    'type' in err &&
    typeof (err as { type: unknown }).type === 'string' &&
    'status' in err
  );
}
