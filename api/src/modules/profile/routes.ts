import { Router } from 'express';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import type { DocumentReader } from '../documents/read-documents';
import { receiveFiles } from '../documents/receive-files';
import { requireFeature } from './access';
import { getProfile } from './get-profile';
import { processResume } from './process-resume';
import { updateProfile } from './update-profile';

/** GET/PATCH /api/profile and the elite resume upload. */
export function profileRoutes(deps: { db: Db; documents: DocumentReader }): Router {
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
    receiveFiles('resume', { multiple: false }),
    async (req, res) => {
      res.json(await processResume(deps.documents, req.file));
    },
  );
  return router;
}
