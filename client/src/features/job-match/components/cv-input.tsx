import { ZCvPaste } from '@fcs/shared/workflows/job-match';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { DocumentUpload } from '../../../components/document-upload';
import { TextAreaField } from '../../../components/form-field';
import { useSchemaForm } from '../../../lib/forms';

export interface CvInputProps {
  /** The CV's text (uploaded and extracted on the server, or pasted) and where it came from. */
  onRead: (text: string, source: string) => void;
  disabled?: boolean;
}

/** Upload a CV (.txt, .pdf, .docx; read on the server) or paste it; either gives text to parse. */
export function CvInput({ onRead, disabled = false }: CvInputProps) {
  const id = useId();
  const form = useSchemaForm(ZCvPaste, { defaultValues: { text: '' } });
  const submit = form.handleSubmit(({ text }) => onRead(text, 'Pasted text'));
  return (
    <div className="cv-input">
      <DocumentUpload
        purpose="cv"
        label="Upload your CV"
        hint=".txt, .pdf or .docx (Word), under 5 MB"
        disabled={disabled}
        onExtracted={([document]) => {
          if (document) onRead(document.text, document.fileName);
        }}
      />
      <p className="cv-input__or" aria-hidden="true">
        or
      </p>
      <form className="cv-input__paste" noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          id={`${id}-text`}
          label="Paste your CV"
          rows={7}
          placeholder="Name, contact details, experience, education and skills…"
          disabled={disabled}
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        <Button type="submit" variant="secondary" disabled={disabled}>
          Read my CV
        </Button>
      </form>
    </div>
  );
}
