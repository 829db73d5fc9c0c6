import { DOCUMENT_RULES, type ExtractedDocument, type SkippedDocument } from '@fcs/shared/documents';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { isApiError } from '../lib/api-transport';
import { extractDocuments, screenFiles, type ToolDocumentPurpose } from '../lib/documents';
import { Spinner } from './spinner';
import './document-upload.css';

export interface DocumentUploadProps {
  purpose: ToolDocumentPurpose;
  /** Called with the documents the api read (at least one). */
  onExtracted: (documents: ExtractedDocument[]) => void;
  label: string;
  /** What may be uploaded, in words ('.txt, .html or .pdf, under 5 MB each'). */
  hint: string;
  disabled?: boolean;
}

const FALLBACK = 'The file could not be read. Please try again or paste the text instead.';

/**
 * A drop zone and file picker for a tool's documents. Files the rules refuse (type, size, empty) are named with
 * why and never sent; the rest go to the api, which reads their text off its event loop (PDF, HTML, Word) and
 * says which it skipped. The tool receives the documents read.
 */
export function DocumentUpload({ purpose, onExtracted, label, hint, disabled = false }: DocumentUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const rule = DOCUMENT_RULES[purpose];
  const [skipped, setSkipped] = useState<SkippedDocument[]>([]);
  const [added, setAdded] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const extract = useMutation({
    mutationFn: (files: File[]) => extractDocuments(purpose, files),
  });
  const busy = disabled || extract.isPending;

  function receive(list: FileList | null) {
    if (!list || busy) return;
    const { accepted, skipped: refused } = screenFiles(purpose, Array.from(list));
    setSkipped(refused);
    setAdded([]);
    extract.reset();
    if (input.current) input.current.value = '';
    if (accepted.length === 0) return;
    extract.mutate(accepted, {
      onSuccess: ({ documents, skipped: unread }) => {
        setSkipped([...refused, ...unread]);
        setAdded(documents.map((d) => d.fileName));
        if (documents.length > 0) onExtracted(documents);
      },
    });
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    receive(event.dataTransfer.files);
  }

  const error = extract.error ? (isApiError(extract.error) ? extract.error.message : FALLBACK) : null;

  return (
    <div className="document-upload">
      <label
        htmlFor={inputId}
        className={[
          'document-upload__zone',
          dragging ? 'document-upload__zone--over' : '',
          busy ? 'document-upload__zone--busy' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <svg className="document-upload__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M12 16V4m0 0l-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 002 2h12a2 2 0 002-2v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="document-upload__label">{label}</span>
        <span id={hintId} className="document-upload__hint">
          {hint}
        </span>
        <span className="document-upload__action" aria-hidden="true">
          {rule.multiple ? 'Choose files or drop them here' : 'Choose a file or drop it here'}
        </span>
        <input
          ref={input}
          id={inputId}
          className="document-upload__input"
          type="file"
          accept={rule.accept}
          multiple={rule.multiple}
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => receive(event.target.files)}
        />
      </label>
      {extract.isPending ? <Spinner size="sm" label="Reading the text of your files…" /> : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {added.length > 0 ? (
        <p className="document-upload__added" role="status">
          Read {added.length === 1 ? added[0] : `${added.length} files`}.
        </p>
      ) : null}
      {skipped.length > 0 ? (
        <div className="document-upload__skipped" role="status">
          <p className="document-upload__skipped-title">
            {skipped.length === 1 ? 'One file was left out:' : `${skipped.length} files were left out:`}
          </p>
          <ul>
            {skipped.map((file, index) => (
              <li key={`${file.fileName}-${index}`}>
                <strong>{file.fileName}</strong>: {file.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
