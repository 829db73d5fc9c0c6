import { normaliseText } from '@fcs/shared/documents';
import { parseJobDescription } from '@fcs/shared/parsing/parse-job-description';
import { ZJobDescriptionPaste } from '@fcs/shared/workflows/interview-prep';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { DocumentUpload } from '../../../components/document-upload';
import { TextAreaField } from '../../../components/form-field';
import { useSchemaForm } from '../../../lib/forms';
import type { SavedJobDescription } from '../interview-memory';

export interface JobDescriptionInputProps {
  /** Called with each description read (pasted, or one per uploaded file). */
  onAdd: (descriptions: SavedJobDescription[]) => void;
  disabled?: boolean;
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `jd-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A description's text split into title, company (default 'Unknown Company'), requirements, responsibilities. */
export function toJobDescription(text: string, source: string): SavedJobDescription {
  return { id: newId(), source, ...parseJobDescription(normaliseText(text)) };
}

/** Paste a job description or upload files (.txt, .html, .pdf; read on the server); each becomes a list entry. */
export function JobDescriptionInput({ onAdd, disabled = false }: JobDescriptionInputProps) {
  const id = useId();
  const form = useSchemaForm(ZJobDescriptionPaste, { defaultValues: { text: '' } });
  const submit = form.handleSubmit(({ text }) => {
    onAdd([toJobDescription(text, 'Pasted text')]);
    form.reset({ text: '' });
  });
  return (
    <div className="jd-input">
      <form className="jd-input__paste" noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          id={`${id}-text`}
          label="Paste a job description"
          rows={8}
          placeholder={'Job title: …\nCompany: …\n\nResponsibilities\n- …\n\nRequirements\n- …'}
          disabled={disabled}
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        <Button type="submit" variant="secondary" disabled={disabled}>
          Add Job Description
        </Button>
      </form>
      <DocumentUpload
        purpose="job_description"
        label="Or upload job descriptions"
        hint=".txt, .html or .pdf, under 5 MB each"
        disabled={disabled}
        onExtracted={(documents) => onAdd(documents.map((doc) => toJobDescription(doc.text, doc.fileName)))}
      />
    </div>
  );
}
