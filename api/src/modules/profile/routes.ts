import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { LIMITS } from '@fcs/shared/constants';
import { VALIDATION } from '@fcs/shared/messages';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import { requireFeature } from './access';
import { getProfile } from './get-profile';
import { processResume } from './process-resume';
import { updateProfile } from './update-profile';

// "Under 5 MB": the largest accepted file is one byte short of 5 242 880.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LIMITS.resumeMaxBytes - 1, files: 1, fields: 5, parts: 6 },
});

/** multer's errors as the spec's field messages instead of 500s. */
function resumeUpload(): RequestHandler {
  const single = upload.single('resume');
  return (req, res, next) =>
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE')
          return next(
            new AppError('validation_failed', VALIDATION.resumeFileSize, { resume: VALIDATION.resumeFileSize }),
          );
        return next(
          new AppError('validation_failed', 'Upload one file in the form field "resume".', {
            resume: 'Upload one file in the form field "resume".',
          }),
        );
      }
      next(new AppError('bad_request', 'The upload could not be read. Please try again.'));
    });
}

/** GET/PATCH /api/profile and the elite resume upload. */
export function profileRoutes(deps: { db: Db }): Router {
  const router = Router();
  router.get('/profile', requireUser, async (req, res) => {
    res.json(await getProfile(deps.db, currentUser(req)));
  });
  router.patch('/profile', requireUser, async (req, res) => {
    res.json(await updateProfile(deps.db, currentUser(req), req.body));
  });
  router.post(
    '/coach/process-resume',
    requireUser,
    requireFeature(deps.db, 'resume_upload'),
    resumeUpload(),
    async (req, res) => {
      res.json(await processResume(req.file));
    },
  );
  return router;
}
