import { RESUME_MAX_CHARS, RESUME_NOT_EXTRACTED, type ProcessResumeResponse } from '@fcs/shared/accounts';
import { AppError } from '@fcs/core/platform/errors';
import { readDocument, type DocumentReader, type UploadedFile } from '../documents/read-documents';

const CHOOSE_FILE = 'Please choose a resume file to upload.';

/**
 * Turns an uploaded resume into text for the coach (the caller has passed the elite resume_upload guard). The text
 * is read in the documents module's extraction threads, like every upload. A file with no readable text (a scan)
 * answers `extracted: false` so the client offers the paste-text alternative (spec section 5).
 */
export async function processResume(
  reader: DocumentReader,
  file: UploadedFile | undefined,
): Promise<ProcessResumeResponse> {
  if (!file) throw new AppError('validation_failed', CHOOSE_FILE, { resume: CHOOSE_FILE });
  const fileName = file.originalname.slice(0, 200);
  const result = await readDocument(reader, 'resume', file);
  if (result.ok) {
    const content = result.document.text.slice(0, RESUME_MAX_CHARS);
    return { content, extracted: true, fileName, chars: content.length };
  }
  if (result.problem === 'no_text') return { content: RESUME_NOT_EXTRACTED, extracted: false, fileName, chars: 0 };
  throw new AppError(result.problem === 'size' ? 'payload_too_large' : 'validation_failed', result.reason, {
    resume: result.reason,
  });
}
