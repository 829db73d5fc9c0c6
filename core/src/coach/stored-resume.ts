import type { Queryable } from '../platform/db';
import { resumeRepository, type StoredResume } from './coach.repository';

/**
 * The resume a user keeps on the server, as the worker reads it to ground the coach (by the run's owner, at the
 * time the step runs, so a removed resume is used by no later step). Never log what this returns.
 */
export function readStoredResume(db: Queryable, ownerUid: string): Promise<StoredResume | null> {
  return resumeRepository(db).find(ownerUid);
}
