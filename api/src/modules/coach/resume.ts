import type { ProcessResumeResponse } from '@fcs/shared/accounts';
import {
  COACH_RESUME_PREVIEW_CHARS,
  COACH_TEXTS,
  ZCoachResumeUpsert,
  type CoachResumeInfo,
  type CoachResumeSaved,
} from '@fcs/shared/coach/contract';
import type { Db } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { resumeRepository } from '@fcs/core/coach/coach.repository';
import type { AuthUser } from '../../platform/auth';
import type { DocumentReader, UploadedFile } from '../documents/read-documents';
import { processResume } from '../profile/process-resume';

// The resume's text is the user's own data: it is stored and handed to the coach, and never written to a log.

/** An uploaded resume (elite): its text is read and, when there is text, stored for the account. */
export async function uploadResume(
  db: Db,
  reader: DocumentReader,
  user: AuthUser,
  file: UploadedFile | undefined,
): Promise<ProcessResumeResponse> {
  const read = await processResume(reader, file);
  if (!read.extracted) return { ...read, chars: 0 };
  const saved = await resumeRepository(db).save(user.uid, { fileName: read.fileName, content: read.content });
  return { ...read, chars: saved.chars };
}

/** Pasted resume text (elite), the alternative to an upload. */
export async function saveResumeText(db: Db, user: AuthUser, body: unknown): Promise<CoachResumeSaved> {
  const resume = parseInput(ZCoachResumeUpsert, body);
  const saved = await resumeRepository(db).save(user.uid, resume);
  return { fileName: saved.fileName, chars: saved.chars };
}

/** What is stored (name, size, opening lines); 404 when nothing is. */
export async function getResume(db: Db, user: AuthUser): Promise<CoachResumeInfo> {
  const summary = await resumeRepository(db).summary(user.uid, COACH_RESUME_PREVIEW_CHARS);
  if (!summary) throw AppError.notFound(COACH_TEXTS.resumeNotFound);
  return summary;
}

/** Removes the stored resume (nothing stored is fine): later replies and workflows no longer use it. */
export async function removeResume(db: Db, user: AuthUser): Promise<void> {
  await resumeRepository(db).remove(user.uid);
}
