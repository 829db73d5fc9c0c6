import type { RequestHandler } from 'express';
import multer from 'multer';
import { UPLOAD_LIMITS } from '@fcs/shared/documents';
import { VALIDATION } from '@fcs/shared/messages';
import { cleanInput, cleanString } from '@fcs/shared/text';
import { AppError } from '@fcs/core/platform/errors';

// Files are kept in memory: at most maxFiles under 5 MB each, and they go straight to an extraction thread.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: UPLOAD_LIMITS.maxBytes,
    files: UPLOAD_LIMITS.maxFiles,
    fields: 5,
    parts: UPLOAD_LIMITS.maxFiles + 5,
  },
});

/**
 * Receives the multipart files of `field` (one, or up to UPLOAD_LIMITS.maxFiles) into req.file / req.files, and
 * turns multer's errors into the spec's messages on that field: a file of 5 MB or more is 413 'File size must be
 * less than 5MB.', anything else malformed is a 400.
 */
export function receiveFiles(field: string, { multiple }: { multiple: boolean }): RequestHandler {
  const receive = multiple ? upload.array(field, UPLOAD_LIMITS.maxFiles) : upload.single(field);
  return (req, res, next) =>
    receive(req, res, (err: unknown) => {
      if (!err) {
        // Names and text fields of a multipart body are outside text like any other: cleaned at the edge.
        for (const file of req.files && Array.isArray(req.files) ? req.files : req.file ? [req.file] : [])
          file.originalname = cleanString(file.originalname);
        if (req.body && typeof req.body === 'object') req.body = cleanInput(req.body);
        return next();
      }
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE')
          return next(
            new AppError('payload_too_large', VALIDATION.resumeFileSize, { [field]: VALIDATION.resumeFileSize }),
          );
        if (err.code === 'LIMIT_FILE_COUNT') {
          const message = `Upload at most ${UPLOAD_LIMITS.maxFiles} files at once.`;
          return next(new AppError('validation_failed', message, { [field]: message }));
        }
        const message = `Upload ${multiple ? 'the files' : 'one file'} in the form field "${field}".`;
        return next(new AppError('validation_failed', message, { [field]: message }));
      }
      next(new AppError('bad_request', 'The upload could not be read. Please try again.'));
    });
}
