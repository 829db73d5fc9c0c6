import type { ProcessResumeResponse } from '@fcs/shared/accounts';
import { VALIDATION } from '@fcs/shared/messages';
import { AppError } from '@fcs/core/platform/errors';
import { extractResumeText, type ResumeFile } from './extract-resume-text';

/** Turns an uploaded resume into text for the coach (the caller has passed the elite resume_upload guard). */
export async function processResume(file: ResumeFile | undefined): Promise<ProcessResumeResponse> {
  if (!file)
    throw new AppError('validation_failed', 'Please choose a resume file to upload.', {
      resume: 'Please choose a resume file to upload.',
    });
  if (file.buffer.length === 0)
    throw new AppError('validation_failed', VALIDATION.resumeTextRequired, { resume: VALIDATION.resumeTextRequired });
  const { content, extracted } = await extractResumeText(file);
  return { content, extracted, fileName: file.originalname.slice(0, 200) };
}
