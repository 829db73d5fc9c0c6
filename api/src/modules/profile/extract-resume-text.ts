import { extname } from 'node:path';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { RESUME_MAX_CHARS, RESUME_NOT_EXTRACTED } from '@fcs/shared/accounts';
import { RESUME_EXTENSIONS } from '@fcs/shared/constants';
import { ERRORS, VALIDATION } from '@fcs/shared/messages';
import { AppError } from '@fcs/core/platform/errors';

export interface ResumeFile {
  originalname: string;
  mimetype: string;
  buffer: Buffer;
}

// Fewer readable characters than this means the extraction found no real text (a scan, an image-only PDF).
const MIN_TEXT_CHARS = 40;

/** Whether a file may be a resume: an allowed extension and a type naming text, pdf or a (Word) document. */
export function isAcceptedResume(file: Pick<ResumeFile, 'originalname' | 'mimetype'>): boolean {
  const ext = extname(file.originalname).toLowerCase();
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(ext)) return false;
  // Browsers send .doc as application/msword and unknown files as octet-stream; the extension decides then.
  return /text|pdf|document|msword|octet-stream/i.test(file.mimetype);
}

/** The plain text of a resume (.txt, .pdf, .docx, .doc). Never logs the text. */
export async function extractResumeText(file: ResumeFile): Promise<{ content: string; extracted: boolean }> {
  if (!isAcceptedResume(file))
    throw new AppError('validation_failed', VALIDATION.resumeFileType, { resume: VALIDATION.resumeFileType });
  const ext = extname(file.originalname).toLowerCase();
  let text: string;
  if (ext === '.pdf') text = await pdfText(file.buffer);
  else if (ext === '.docx') text = await docxText(file.buffer);
  else if (ext === '.doc') text = legacyDocText(file.buffer);
  else text = file.buffer.toString('utf8').replace(/^\uFEFF/, '');
  const clean = normalise(text);
  if (clean.replace(/\s/g, '').length < MIN_TEXT_CHARS) {
    if (ext === '.txt' && clean.trim()) return { content: clean, extracted: true };
    return { content: RESUME_NOT_EXTRACTED, extracted: false };
  }
  return { content: clean.slice(0, RESUME_MAX_CHARS), extracted: true };
}

function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text.replace(/^-- \d+ of \d+ --$/gm, '');
  } catch {
    throw new AppError('bad_request', ERRORS.failedToProcessPdf, { resume: ERRORS.failedToProcessPdf });
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

/**
 * Most bytes the XML parts of a .docx may unpack to. A CV is far below it; a zip bomb (a small upload that
 * inflates to gigabytes) is refused before mammoth unpacks it.
 */
const DOCX_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

/** The text of a .docx as Word shows it (mammoth: no deleted revisions, no field codes). */
async function docxText(data: Buffer): Promise<string> {
  await assertUnpackedSizeWithinLimit(data);
  try {
    return (await mammoth.extractRawText({ buffer: data })).value;
  } catch {
    throw unreadableResume();
  }
}

/**
 * Unpacks every XML part mammoth may read, counting the bytes as they come and stopping at the limit. The count is
 * of what inflates, not of the sizes the zip declares, so a bomb with lying headers is caught as well.
 */
async function assertUnpackedSizeWithinLimit(data: Buffer): Promise<void> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch {
    throw unreadableResume();
  }
  let unpacked = 0;
  for (const file of Object.values(zip.files)) {
    if (file.dir || !/\.(xml|rels)$/i.test(file.name)) continue;
    unpacked += await countUnpackedBytes(file, DOCX_MAX_UNPACKED_BYTES - unpacked);
    if (unpacked > DOCX_MAX_UNPACKED_BYTES)
      throw new AppError('payload_too_large', VALIDATION.resumeUnpackedTooLarge, {
        resume: VALIDATION.resumeUnpackedTooLarge,
      });
  }
}

/** Inflates one zip entry chunk by chunk, stopping (and dropping the rest) once more than `budget` bytes came. */
function countUnpackedBytes(file: JSZip.JSZipObject, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let count = 0;
    const stream = file.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count > budget) {
        // A paused stream inflates nothing more; the promise settles once, so later events change nothing.
        stream.pause();
        resolve(count);
      }
    });
    stream.on('end', () => resolve(count));
    stream.on('error', () => reject(unreadableResume()));
  });
}

function unreadableResume(): AppError {
  return new AppError('bad_request', VALIDATION.resumeProcessing, { resume: VALIDATION.resumeProcessing });
}

/**
 * Best effort for binary Word 97-2003 files: their text is stored as runs of UTF-16LE or single-byte characters.
 * Keeps runs of readable words; anything that reads as noise makes the caller ask for pasted text instead.
 */
function legacyDocText(data: Buffer): string {
  const runs: string[] = [];
  const utf16 = data.toString('utf16le').match(/[\p{L}\p{N}\p{P}\p{Zs}\r\n\t]{24,}/gu) ?? [];
  const latin = data.toString('latin1').match(/[A-Za-z0-9.,;:'"()&%£$@/+\- \r\t]{24,}/g) ?? [];
  for (const run of [...utf16, ...latin]) {
    const words = run.trim().split(/\s+/);
    const wordy = words.filter((w) => /^[\p{L}][\p{L}'-]*[.,;:]?$/u.test(w)).length;
    if (words.length >= 4 && wordy / words.length > 0.6) runs.push(run.trim());
  }
  return [...new Set(runs)].join('\n');
}
