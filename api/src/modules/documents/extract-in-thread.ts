import { inflateRawSync } from 'node:zlib';
import type { DocumentFormat } from '@fcs/shared/documents';

/**
 * Runs inside a worker thread of the extraction pool (extraction-pool.ts), never on the api's event loop: the
 * pool's timeout terminates the thread, and the thread's heap is capped, so a hostile file costs one thread.
 */

export interface ExtractTask {
  format: DocumentFormat;
  data: Uint8Array;
  /** Pages of a PDF read at most (the first ones). */
  maxPages: number;
  /** Characters of text kept at most. */
  maxChars: number;
  /** Bytes a Word file may inflate to, all parts together (zip bombs stop here). */
  maxInflatedBytes: number;
  /** Shared flag the thread sets when it starts reading, so the pool's time limit counts reading time only. */
  started?: Int32Array;
}

export type ExtractFailure = 'corrupt' | 'encrypted' | 'not_text' | 'too_large';

export type ExtractOutcome =
  | {
      ok: true;
      text: string;
      /** The document's own title (HTML <title> or first <h1>), when it has one. */
      title: string | null;
      /** Pages in the file (PDF), else null. */
      pages: number | null;
      pagesRead: number | null;
      /** Cut at maxChars. */
      cut: boolean;
    }
  | { ok: false; failure: ExtractFailure };

class ExtractError extends Error {
  constructor(readonly failure: ExtractFailure) {
    super(failure);
  }
}

/**
 * The thread's entry: the text of one document, or why it could not be read. Piscina loads this file by its URL
 * (extraction-pool.ts), which no import shows.
 * @public
 */
export default async function extract(task: ExtractTask): Promise<ExtractOutcome> {
  if (task.started) Atomics.store(task.started, 0, 1);
  try {
    const read = await readDocument(task);
    const cut = read.text.length > task.maxChars;
    return {
      ok: true,
      text: cut ? read.text.slice(0, task.maxChars) : read.text,
      title: read.title ?? null,
      pages: read.pages ?? null,
      pagesRead: read.pagesRead ?? null,
      cut,
    };
  } catch (error) {
    if (error instanceof ExtractError) return { ok: false, failure: error.failure };
    return { ok: false, failure: 'corrupt' };
  }
}

interface Read {
  text: string;
  title?: string | null;
  pages?: number;
  pagesRead?: number;
}

async function readDocument(task: ExtractTask): Promise<Read> {
  switch (task.format) {
    case 'text':
      return { text: decodeText(task.data) };
    case 'html':
      return readHtml(decodeText(task.data));
    case 'pdf':
      return readPdf(task);
    case 'docx':
      return readDocx(task);
    case 'doc':
      return { text: readLegacyDoc(Buffer.from(task.data)) };
  }
}

/** UTF-8 (with or without BOM), UTF-16 with BOM, else Windows-1252 as old Windows editors write. Binary is refused. */
function decodeText(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  if (data.includes(0)) throw new ExtractError('not_text');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

// The readers' libraries load on first use: a thread reading only text never pays for pdf.js.

async function readHtml(html: string): Promise<Read> {
  const { convert } = await import('html-to-text');
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'nav', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  });
  return { text, title: title ? convert(title, { wordwrap: false }) : null };
}

async function readPdf(task: ExtractTask): Promise<Read> {
  const head = Buffer.from(task.data.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new ExtractError('corrupt');
  const { PasswordException, PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: task.data, verbosity: 0, isEvalSupported: false });
  try {
    const result = await parser.getText({ first: task.maxPages });
    return {
      text: result.pages.map((page) => page.text).join('\n\n'),
      pages: result.total,
      pagesRead: result.pages.length,
    };
  } catch (error) {
    throw new ExtractError(error instanceof PasswordException ? 'encrypted' : 'corrupt');
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

async function readDocx(task: ExtractTask): Promise<Read> {
  const buffer = Buffer.from(task.data);
  assertZipFits(buffer, task.maxInflatedBytes);
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer });
  return { text: value };
}

/**
 * A .docx is a zip. Before mammoth unpacks it, every XML part is inflated here with a running cap, so a zip bomb
 * (or an entry that lies about its size) is refused after maxInflatedBytes instead of filling the memory: what is
 * counted is what really inflates, not the sizes the zip declares.
 */
function assertZipFits(zip: Buffer, maxInflatedBytes: number): void {
  if (zip.length < 22 || zip.readUInt32LE(0) !== 0x04034b50) throw new ExtractError('corrupt');
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ExtractError('corrupt');
  const entries = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  let budget = maxInflatedBytes;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) throw new ExtractError('corrupt');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    if (localOffset + 30 > zip.length) throw new ExtractError('corrupt');
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    // The parts mammoth reads are XML; images and other media are never unpacked for the text.
    if (!/\.(xml|rels)$/i.test(name)) continue;
    const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(start, start + compressedSize);
    let size = data.length;
    if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw new ExtractError(code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'corrupt');
      }
    } else if (method !== 0) throw new ExtractError('corrupt');
    budget -= size;
    if (budget < 0) throw new ExtractError('too_large');
  }
}

/**
 * Best effort for binary Word 97-2003 files: their text is stored as runs of UTF-16LE or single-byte characters.
 * Keeps runs of readable words; anything that reads as noise leaves the text empty, and the caller asks for
 * pasted text instead.
 */
function readLegacyDoc(data: Buffer): string {
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
