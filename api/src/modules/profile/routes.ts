import { Router } from 'express';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import { getProfile } from './get-profile';
import { updateProfile } from './update-profile';

/** GET/PATCH /api/profile (the coach module serves the elite resume upload with processResume). */
export function profileRoutes(deps: { db: Db }): Router {
  const router = Router();
  router.get('/profile', requireUser, async (req, res) => {
    res.json(await getProfile(deps.db, currentUser(req)));
  });
  router.patch('/profile', requireUser, async (req, res) => {
    res.json(await updateProfile(deps.db, currentUser(req), req.body));
  });
  return router;
}
