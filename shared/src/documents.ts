import { z } from 'zod';
import { LIMITS } from './constants';
import { ERRORS, VALIDATION } from './messages';
import { cleanString } from './text';

/**
 * Uploaded documents the tools read (spec section 5): news articles, job descriptions, CVs for the job match and
 * the coach's resume. The api extracts their text off its event loop (`POST /api/documents/extract`); the client
 * checks the same rules before it sends anything, so both give the same messages.
 */

export const DOCUMENT_PURPOSES = ['article', 'job_description', 'cv', 'resume'] as const;
export const ZDocumentPurpose = z.enum(DOCUMENT_PURPOSES);
export type DocumentPurpose = z.infer<typeof ZDocumentPurpose>;

/** How a file's text is read. */
export type DocumentFormat = 'text' | 'html' | 'pdf' | 'docx' | 'doc';

const FORMAT_OF_EXTENSION: Record<string, DocumentFormat> = {
  '.txt': 'text',
  '.text': 'text',
  '.md': 'text',
  '.html': 'html',
  '.htm': 'html',
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.doc': 'doc',
};

export interface DocumentRule {
  /** Extensions accepted (lower case, with the dot). */
  extensions: readonly string[];
  /** The file input's `accept` attribute. */
  accept: string;
  /** More than one file per upload. */
  multiple: boolean;
  /** Said when a file is of another type. */
  wrongType: string;
  /** Said when a PDF cannot be read. */
  brokenPdf: string;
  /** Said when a Word file cannot be read. */
  brokenWord: string;
  /** Said when a file is empty. */
  empty: string;
  /** Said when a Word file unpacks to far more than a document holds (a zip bomb). */
  unpackedTooLarge: string;
}

const ARTICLE_TYPES = 'Please upload a .txt, .html or .pdf file.';
const TOO_LARGE_TO_READ = 'This document is too large to read. Please paste its text instead.';

/**
 * The rules of each upload. Articles and job descriptions take text, HTML and PDF (spec: text/plain, text/html,
 * application/pdf; others are skipped); the job match's CV adds Word (.docx, .doc); the coach's resume takes the
 * spec's .txt, .pdf, .doc and .docx.
 */
export const DOCUMENT_RULES: Record<DocumentPurpose, DocumentRule> = {
  article: {
    extensions: ['.txt', '.html', '.htm', '.pdf'],
    accept: '.txt,.html,.htm,.pdf,text/plain,text/html,application/pdf',
    multiple: true,
    wrongType: ARTICLE_TYPES,
    brokenPdf: ERRORS.pdfProcessingFailed,
    brokenWord: ERRORS.pdfProcessingFailed,
    empty: 'This file is empty.',
    unpackedTooLarge: TOO_LARGE_TO_READ,
  },
  job_description: {
    extensions: ['.txt', '.html', '.htm', '.pdf'],
    accept: '.txt,.html,.htm,.pdf,text/plain,text/html,application/pdf',
    multiple: true,
    wrongType: ARTICLE_TYPES,
    brokenPdf: ERRORS.pdfProcessingFailed,
    brokenWord: ERRORS.pdfProcessingFailed,
    empty: 'This file is empty.',
    unpackedTooLarge: TOO_LARGE_TO_READ,
  },
  cv: {
    extensions: ['.txt', '.html', '.htm', '.pdf', '.docx', '.doc'],
    accept: '.txt,.html,.htm,.pdf,.docx,.doc',
    multiple: false,
    wrongType: VALIDATION.resumeFileType,
    brokenPdf: ERRORS.failedToProcessPdf,
    brokenWord: VALIDATION.resumeProcessing,
    empty: VALIDATION.resumeTextRequired,
    unpackedTooLarge: VALIDATION.resumeUnpackedTooLarge,
  },
  resume: {
    extensions: ['.txt', '.pdf', '.doc', '.docx'],
    accept: '.txt,.pdf,.doc,.docx',
    multiple: false,
    wrongType: VALIDATION.resumeFileType,
    brokenPdf: ERRORS.failedToProcessPdf,
    brokenWord: VALIDATION.resumeProcessing,
    empty: VALIDATION.resumeTextRequired,
    unpackedTooLarge: VALIDATION.resumeUnpackedTooLarge,
  },
};

/** Limits of one upload request. Files must be under 5 MB (spec section 5: 5 242 880 bytes). */
export const UPLOAD_LIMITS = {
  maxBytes: LIMITS.resumeMaxBytes - 1,
  maxFiles: 10,
} as const;

/** Lower-case extension of a file name, with the dot ('' when none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

/**
 * How a file of this purpose is read, or null when its type is not accepted. The extension decides; the
 * browser's type must not contradict it (spec: the type must include text, html, pdf or document; browsers
 * send unknown files as octet-stream, and some send nothing).
 */
export function documentFormat(purpose: DocumentPurpose, file: { name: string; type: string }): DocumentFormat | null {
  const ext = fileExtension(file.name);
  if (!DOCUMENT_RULES[purpose].extensions.includes(ext)) return null;
  const format = FORMAT_OF_EXTENSION[ext];
  if (!format) return null;
  const type = file.type.toLowerCase();
  if (type === '' || type === 'application/octet-stream') return format;
  const fits: Record<DocumentFormat, RegExp> = {
    text: /^text\//,
    html: /^text\/html|xhtml|^text\/plain/,
    pdf: /pdf/,
    docx: /document|officedocument|msword|zip/,
    doc: /msword|document/,
  };
  return fits[format].test(type) ? format : null;
}

/** The size rule: 'File size must be less than 5MB.' when too big. */
export function checkDocumentSize(bytes: number): string | null {
  return bytes > UPLOAD_LIMITS.maxBytes ? VALIDATION.resumeFileSize : null;
}

/** One file's text as the api extracted it. */
export const ZExtractedDocument = z.object({
  fileName: z.string(),
  /** The document's own title (HTML <title>/<h1>, the first short line) or the file name without extension. */
  title: z.string(),
  text: z.string(),
  format: z.enum(['text', 'html', 'pdf', 'docx', 'doc']),
  /** Pages in the file (PDF), else null. */
  pages: z.number().int().nonnegative().nullable(),
  /** True when only part of the file was read (page or length limit); the note says which. */
  truncated: z.boolean(),
  note: z.string().nullable(),
});
export type ExtractedDocument = z.infer<typeof ZExtractedDocument>;

/** A file left out, and why (in words for the user). */
export const ZSkippedDocument = z.object({ fileName: z.string(), reason: z.string() });
export type SkippedDocument = z.infer<typeof ZSkippedDocument>;

/** Answer of `POST /api/documents/extract?purpose=…`: the files read and the files skipped. */
export const ZDocumentExtraction = z.object({
  documents: z.array(ZExtractedDocument),
  skipped: z.array(ZSkippedDocument),
});
export type DocumentExtraction = z.infer<typeof ZDocumentExtraction>;

/** The tools' uploads; the coach's resume has its own elite-only endpoint (`POST /api/coach/process-resume`). */
export const ZDocumentExtractQuery = z.object({ purpose: z.enum(['article', 'job_description', 'cv']) });

/** Said when a PDF or Word file holds no readable text (a scan, an image-only export). */
export const NO_TEXT_FOUND = 'No text could be read from this file (it may be a scan). Please paste the text instead.';

/**
 * Text from outside (uploads, pastes, feeds) as every tool stores it: Unicode NFC, \n line ends, `cleanString`
 * (no control characters, no lone surrogates), no trailing spaces, at most one blank line in a row, trimmed.
 */
export function normaliseText(text: string): string {
  return cleanString(text.normalize('NFC'))
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The title of a document: its own when it has one, else its first short line, else the file name. */
export function documentTitle(fileName: string, text: string, ownTitle?: string | null): string {
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  const own = ownTitle ? clean(ownTitle) : '';
  if (own.length >= 3) return own.slice(0, 200);
  const firstLine = clean(text.split('\n').find((line) => line.trim().length > 0) ?? '');
  if (firstLine.length >= 3 && firstLine.length <= 150) return firstLine;
  const base = fileName.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ');
  return clean(base).slice(0, 200) || 'Untitled document';
}
