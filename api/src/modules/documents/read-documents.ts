import {
  DOCUMENT_RULES,
  NO_TEXT_FOUND,
  checkDocumentSize,
  documentFormat,
  documentTitle,
  normaliseText,
  type DocumentExtraction,
  type DocumentPurpose,
  type ExtractedDocument,
  type SkippedDocument,
} from '@fcs/shared/documents';
import { AppError } from '@fcs/core/platform/errors';
import type { Logger } from '@fcs/core/platform/logger';
import type { ExtractionPool, PoolOutcome } from './extraction-pool';

/** A file as multer hands it over. */
export interface UploadedFile {
  originalname: string;
  mimetype: string;
  buffer: Buffer;
}

export interface ExtractionLimits {
  maxPdfPages: number;
  maxChars: number;
  maxInflatedBytes: number;
}

export interface DocumentReader {
  pool: ExtractionPool;
  limits: ExtractionLimits;
  logger: Logger;
}

/**
 * Why a file gave no text. 'size': 5 MB or more, or a Word file unpacking to far more (both 413); 'no_text': it
 * opened but holds no readable text (a scan).
 */
export type ReadProblem = 'type' | 'size' | 'empty' | 'unreadable' | 'no_text';

export type ReadResult =
  { ok: true; document: ExtractedDocument } | { ok: false; problem: ReadProblem; reason: string };

// Fewer readable characters than this in a PDF or Word file means the extraction found no real text.
const MIN_TEXT_CHARS = 40;

export const BUSY = 'Documents are being read for many people right now. Please try again in a moment.';

/**
 * Reads one uploaded file of a purpose into normalised text, in the extraction pool. Never logs the text. A full
 * pool is a 503 (the caller may retry); everything about the file itself is a result with the reason in words.
 */
export async function readDocument(
  reader: DocumentReader,
  purpose: DocumentPurpose,
  file: UploadedFile,
): Promise<ReadResult> {
  const rule = DOCUMENT_RULES[purpose];
  const fileName = file.originalname.slice(0, 200);
  const format = documentFormat(purpose, { name: file.originalname, type: file.mimetype });
  if (!format) return { ok: false, problem: 'type', reason: rule.wrongType };
  const tooBig = checkDocumentSize(file.buffer.length);
  if (tooBig) return { ok: false, problem: 'size', reason: tooBig };
  if (file.buffer.length === 0) return { ok: false, problem: 'empty', reason: rule.empty };

  const started = performance.now();
  const outcome = await reader.pool.extract({
    format,
    // A copy of exactly this file's bytes (multer's buffer may be a view of a larger shared one).
    data: new Uint8Array(file.buffer),
    maxPages: reader.limits.maxPdfPages,
    maxChars: reader.limits.maxChars,
    maxInflatedBytes: reader.limits.maxInflatedBytes,
  });
  reader.logger.info(
    {
      purpose,
      format,
      bytes: file.buffer.length,
      ms: Math.round(performance.now() - started),
      outcome: outcome.ok ? 'ok' : outcome.failure,
    },
    'document extracted',
  );
  if (!outcome.ok) {
    if (outcome.failure === 'busy') throw new AppError('unavailable', BUSY);
    if (outcome.failure === 'too_large') return { ok: false, problem: 'size', reason: rule.unpackedTooLarge };
    return { ok: false, problem: 'unreadable', reason: failureReason(outcome, format, purpose) };
  }

  const text = normaliseText(outcome.text);
  const binary = format === 'pdf' || format === 'docx' || format === 'doc';
  if (text.replace(/\s/g, '').length < (binary ? MIN_TEXT_CHARS : 1)) {
    return binary
      ? { ok: false, problem: 'no_text', reason: NO_TEXT_FOUND }
      : { ok: false, problem: 'empty', reason: rule.empty };
  }
  const notes: string[] = [];
  const pagesCut = outcome.pages !== null && outcome.pagesRead !== null && outcome.pagesRead < outcome.pages;
  if (pagesCut) notes.push(`Only the first ${outcome.pagesRead} of ${outcome.pages} pages were read.`);
  if (outcome.cut) notes.push(`Only the first ${reader.limits.maxChars.toLocaleString('en-GB')} characters were read.`);
  return {
    ok: true,
    document: {
      fileName,
      title: documentTitle(fileName, text, outcome.title),
      text,
      format,
      pages: outcome.pages,
      truncated: pagesCut || outcome.cut,
      note: notes.length ? notes.join(' ') : null,
    },
  };
}

function failureReason(outcome: Extract<PoolOutcome, { ok: false }>, format: string, purpose: DocumentPurpose): string {
  const rule = DOCUMENT_RULES[purpose];
  switch (outcome.failure) {
    case 'corrupt':
      return format === 'pdf'
        ? rule.brokenPdf
        : format === 'docx' || format === 'doc'
          ? rule.brokenWord
          : 'This file could not be read as text.';
    case 'not_text':
      return 'This file is not a text file. Please upload a .txt, .html or .pdf file.';
    case 'encrypted':
      return 'This PDF is protected by a password. Please upload a copy without one, or paste its text.';
    case 'too_large':
      return rule.unpackedTooLarge;
    case 'timeout':
      return 'This file took too long to read. Please upload a shorter document or paste its text.';
    case 'crashed':
    case 'busy':
      return 'This file is too complex to read. Please paste its text instead.';
  }
}

/**
 * Reads every file of an upload (one after the other, so one request cannot take the whole pool). Files that
 * cannot be read are skipped with their reason; when none can be read the upload is refused with the first
 * reason (400, or 413 for size) on `field`.
 */
export async function readDocuments(
  reader: DocumentReader,
  purpose: DocumentPurpose,
  files: readonly UploadedFile[],
  field = 'files',
): Promise<DocumentExtraction> {
  if (files.length === 0) {
    const message = DOCUMENT_RULES[purpose].multiple ? 'Please choose a file to upload.' : 'Please choose a file.';
    throw new AppError('validation_failed', message, { [field]: message });
  }
  const documents: ExtractedDocument[] = [];
  const skipped: (SkippedDocument & { problem: ReadProblem })[] = [];
  for (const file of files) {
    const result = await readDocument(reader, purpose, file);
    if (result.ok) documents.push(result.document);
    else skipped.push({ fileName: file.originalname.slice(0, 200), reason: result.reason, problem: result.problem });
  }
  const first = skipped[0];
  if (documents.length === 0 && first) {
    throw new AppError(first.problem === 'size' ? 'payload_too_large' : 'validation_failed', first.reason, {
      [field]: first.reason,
    });
  }
  return { documents, skipped: skipped.map(({ fileName, reason }) => ({ fileName, reason })) };
}
