import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { ErrorCode } from '@fcs/shared/api-error';
import { ERRORS } from '@fcs/shared/messages';
import { InputShapeError } from '@fcs/shared/text';
import { AppError } from '@fcs/core/platform/errors';
import { isRedisUnavailableError } from '@fcs/core/platform/redis';
import type { Logger } from '@fcs/core/platform/logger';

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(AppError.notFound('No such endpoint'));

/** The code an HTTP status of a library's client error becomes (anything else in 4xx is a plain bad request). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** What the caller is told for a client error raised by a library (body parser, router), by its `type`. */
function messageFor(status: number, type: string | undefined): string {
  if (type === 'entity.parse.failed') return 'Request body is not valid JSON';
  if (type === 'entity.too.large' || status === 413) return 'Request body is too large';
  if (type === 'encoding.unsupported') return 'The request body uses a Content-Encoding this server does not read';
  if (type === 'charset.unsupported') return 'The request body uses a charset this server does not read';
  if (status === 415) return 'The request body has a type this server does not read';
  return 'The request could not be read (a malformed body, encoding or address)';
}

/**
 * An error a library raised for the request itself, carrying its own 4xx status (http-errors style: body-parser's
 * corrupt gzip/br bodies and bad charsets, the router's undecodable %-escapes in path parameters).
 */
function clientErrorOf(err: unknown): AppError | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { status?: unknown; statusCode?: unknown; type?: unknown };
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : NaN;
  if (!(status >= 400 && status < 500)) return undefined;
  return new AppError(
    CODE_BY_STATUS[status] ?? 'bad_request',
    messageFor(status, typeof e.type === 'string' ? e.type : undefined),
  );
}

/**
 * The one place errors become responses: our AppErrors, zod errors and input refused by `cleanInput`, then any
 * error that carries its own 4xx status, mapped by that status; Redis not answering is a 503 that says so.
 * Everything else is logged and answered with a generic 500.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let appError: AppError;
    if (err instanceof AppError) appError = err;
    else if (err instanceof z.ZodError) appError = AppError.fromZod(err);
    // cleanInput refusing a value past its limits, in parseInput or in a middleware (a multipart route's body).
    else if (err instanceof InputShapeError) appError = AppError.fromInputShape(err);
    else {
      const clientError = clientErrorOf(err);
      if (clientError) appError = clientError;
      else if (isRedisUnavailableError(err)) {
        // Redis is away: the api's connection fails fast (FAIL_FAST_REDIS_OPTIONS), and the caller hears so at once.
        (req.log ?? logger).warn({ err: (err as Error).message }, 'redis unavailable for a request');
        appError = new AppError('unavailable', ERRORS.storeUnavailable);
      } else {
        (req.log ?? logger).error({ err }, 'unhandled error');
        appError = new AppError('internal', ERRORS.internal);
      }
    }
    if (res.headersSent) return;
    if (appError.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(appError.retryAfterSeconds));
    res.status(appError.status).json({
      error: {
        code: appError.code,
        message: appError.message,
        ...(appError.fields ? { fields: appError.fields } : {}),
        ...(appError.runId ? { runId: appError.runId } : {}),
      },
    });
  };
}
