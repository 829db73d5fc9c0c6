import { extname } from 'node:path';
import { inflateRawSync } from 'node:zlib';
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
  else if (ext === '.docx') text = docxText(file.buffer);
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

/** A .docx is a zip; its text is in word/document.xml. Reads the zip's central directory directly. */
function docxText(zip: Buffer): string {
  const xml = readZipEntry(zip, 'word/document.xml');
  if (!xml) return '';
  return decodeXmlEntities(
    xml
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<w:br\/>|<w:cr\/>/g, '\n')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  );
}

function readZipEntry(zip: Buffer, name: string): string | undefined {
  // End of central directory: signature 0x06054b50 within the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const entries = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  for (let n = 0; n < entries && offset + 46 <= zip.length; n++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) return undefined;
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const entryName = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (entryName === name) {
      const localNameLength = zip.readUInt16LE(localOffset + 26);
      const localExtraLength = zip.readUInt16LE(localOffset + 28);
      const start = localOffset + 30 + localNameLength + localExtraLength;
      const data = zip.subarray(start, start + compressedSize);
      if (method === 0) return data.toString('utf8');
      // Cap the inflated size: a zip bomb must not blow up the api's memory.
      if (method === 8) return inflateRawSync(data, { maxOutputLength: 20 * 1024 * 1024 }).toString('utf8');
      return undefined;
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}

function decodeXmlEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&');
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
