import { Router } from 'express';
import { DOCUMENT_RULES, ZDocumentExtractQuery } from '@fcs/shared/documents';
import { parseInput } from '@fcs/core/platform/errors';
import type { Logger } from '@fcs/core/platform/logger';
import type { ApiConfig } from '../../platform/config';
import { currentUser, requireUser } from '../../platform/auth';
import { createExtractionPool } from './extraction-pool';
import { readDocuments, type DocumentReader, type UploadedFile } from './read-documents';
import { receiveFiles } from './receive-files';

export interface DocumentsModule {
  /** What other modules read uploads with (the coach's resume). */
  reader: DocumentReader;
  routes: Router;
  close(): Promise<void>;
}

/**
 * Uploaded documents: the extraction pool (worker threads, off the event loop) and
 * `POST /api/documents/extract?purpose=article|job_description|cv` (multipart field `files`).
 */
export function createDocumentsModule(config: ApiConfig, logger: Logger): DocumentsModule {
  const pool = createExtractionPool({
    threads: config.EXTRACTION_THREADS,
    timeoutMs: config.EXTRACTION_TIMEOUT_MS,
    maxQueue: config.EXTRACTION_QUEUE_MAX,
    maxHeapMb: config.EXTRACTION_HEAP_MB,
  });
  const reader: DocumentReader = {
    pool,
    limits: {
      maxPdfPages: config.EXTRACTION_MAX_PDF_PAGES,
      maxChars: config.EXTRACTION_MAX_CHARS,
      maxInflatedBytes: config.EXTRACTION_MAX_INFLATED_MB * 1024 * 1024,
    },
    logger,
  };
  const routes = Router();
  routes.post(
    '/documents/extract',
    requireUser,
    (req, _res, next) => {
      parseInput(ZDocumentExtractQuery, req.query);
      next();
    },
    receiveFiles('files', { multiple: true }),
    async (req, res) => {
      const { purpose } = parseInput(ZDocumentExtractQuery, req.query);
      const files = (req.files ?? []) as UploadedFile[];
      const limited = DOCUMENT_RULES[purpose].multiple ? files : files.slice(0, 1);
      const log = logger.child({ reqId: req.id, uid: currentUser(req).uid });
      res.json(await readDocuments({ ...reader, logger: log }, purpose, limited));
    },
  );
  return { reader, routes, close: () => pool.close() };
}
