import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { ERRORS } from '@fcs/shared/messages';
import { AppError } from '@fcs/core/platform/errors';
import type { Logger } from '@fcs/core/platform/logger';

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
        ...(appError.runId ? { runId: appError.runId } : {}),
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
