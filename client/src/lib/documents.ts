import {
  DOCUMENT_RULES,
  UPLOAD_LIMITS,
  ZDocumentExtraction,
  checkDocumentSize,
  documentFormat,
  type DocumentExtraction,
  type DocumentPurpose,
  type SkippedDocument,
} from '@fcs/shared/documents';
import { apiRequest } from './api-client';

/** The tools' upload purposes (the coach's resume has its own endpoint). */
export type ToolDocumentPurpose = Exclude<DocumentPurpose, 'resume'>;

/**
 * The files worth sending and the ones left out with why, by the same rules the api applies (type, size, empty,
 * how many per upload), so a wrong file is named at once instead of after a round trip.
 */
export function screenFiles(
  purpose: ToolDocumentPurpose,
  files: readonly File[],
): { accepted: File[]; skipped: SkippedDocument[] } {
  const rule = DOCUMENT_RULES[purpose];
  const accepted: File[] = [];
  const skipped: SkippedDocument[] = [];
  const limit = rule.multiple ? UPLOAD_LIMITS.maxFiles : 1;
  for (const file of files) {
    const reason = !documentFormat(purpose, file)
      ? rule.wrongType
      : (checkDocumentSize(file.size) ?? (file.size === 0 ? rule.empty : null));
    if (reason) skipped.push({ fileName: file.name, reason });
    else if (accepted.length >= limit)
      skipped.push({ fileName: file.name, reason: `At most ${limit} file${limit === 1 ? '' : 's'} at a time.` });
    else accepted.push(file);
  }
  return { accepted, skipped };
}

/**
 * Sends files to `POST /api/documents/extract?purpose=…` (multipart field `files`); the api reads their text off
 * its event loop and answers with the documents read and the files skipped. Rejects with the api's message (4xx)
 * when no file could be read.
 */
export function extractDocuments(
  purpose: ToolDocumentPurpose,
  files: readonly File[],
  signal?: AbortSignal,
): Promise<DocumentExtraction> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return apiRequest(`/documents/extract?purpose=${purpose}`, {
    method: 'POST',
    body: form,
    schema: ZDocumentExtraction,
    signal,
  });
}
