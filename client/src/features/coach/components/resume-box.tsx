import { LIMITS, RESUME_EXTENSIONS } from '@fcs/shared/constants';
import { RESUME_NOT_EXTRACTED } from '@fcs/shared/accounts';
import { ZCoachResumeUpsert } from '@fcs/shared/coach/contract';
import { UPGRADE_TO_ELITE, VALIDATION } from '@fcs/shared/messages';
import { PRICING_PATH } from '@fcs/shared/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { FieldError, FormError } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-transport';
import { formErrorOf, showServerErrors, useSchemaForm } from '../../../lib/forms';
import { coachKeys, deleteResume, resumeQuery, saveResumeText, uploadResume } from '../api/coach-api';

/** Spec section 5: the type must say text, PDF or (Word) document; the extension must be one of RESUME_EXTENSIONS. */
export function checkResumeFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  const extensionOk = RESUME_EXTENSIONS.some((ext) => name.endsWith(ext));
  const type = file.type.toLowerCase();
  // Browsers give .doc as application/msword and sometimes no type at all; the extension decides then.
  const typeOk = type === '' || /text|pdf|document|msword/.test(type);
  if (!extensionOk || !typeOk) return VALIDATION.resumeFileType;
  if (file.size >= LIMITS.resumeMaxBytes) return VALIDATION.resumeFileSize;
  return null;
}

/** The api's answer says no text came out of the file (a scan, an image-only PDF). */
function notExtracted(result: { content: string; extracted?: boolean }): boolean {
  return (
    result.extracted === false ||
    result.content === RESUME_NOT_EXTRACTED ||
    /could not be properly extracted|appears to contain images/i.test(result.content.slice(0, 400))
  );
}

export interface ResumeBoxProps {
  uid: string;
  /** 'compact': one line above the chat input (simulation screen); 'full': the /coach resume panel. */
  variant?: 'compact' | 'full';
}

/**
 * Elite's resume: upload a .txt, .pdf, .doc or .docx under 5 MB (or paste the text), kept on the server for
 * this user and used by every coach reply and workflow; shows the stored one (file name, size) with Remove.
 */
export function ResumeBox({ uid, variant = 'full' }: ResumeBoxProps) {
  const queryClient = useQueryClient();
  const fileInputId = useId();
  const pasteId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const stored = useQuery(resumeQuery(uid));
  const [problem, setProblem] = useState<string | null>(null);
  const [askPaste, setAskPaste] = useState<string | null>(null);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasteName, setPasteName] = useState<string | undefined>(undefined);

  const refresh = () => queryClient.invalidateQueries({ queryKey: coachKeys.resume(uid) });

  const upload = useMutation({
    mutationFn: uploadResume,
    onSuccess: (result) => {
      if (notExtracted(result)) {
        setAskPaste(result.fileName);
        return;
      }
      void refresh();
    },
    onError: (error) =>
      setProblem(
        isApiError(error) && error.status === 403
          ? error.message
          : isApiError(error) && error.status === 413
            ? error.message
            : VALIDATION.resumeProcessing,
      ),
  });
  const remove = useMutation({
    mutationFn: deleteResume,
    onSuccess: () => queryClient.setQueryData(coachKeys.resume(uid), null),
    onError: (error) => setProblem(isApiError(error) ? error.message : 'The resume could not be removed.'),
  });

  const form = useSchemaForm(ZCoachResumeUpsert, { defaultValues: { content: '' } });
  const save = useMutation({
    mutationFn: saveResumeText,
    onSuccess: () => {
      setPasteOpen(false);
      form.reset({ content: '' });
      void refresh();
    },
    onError: (error) =>
      showServerErrors(form.setError, error, { fields: ['content'], fallback: VALIDATION.resumeProcessing }),
  });

  const onFile = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const refusal = checkResumeFile(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    upload.mutate(file);
  };

  const busy = upload.isPending || save.isPending || remove.isPending;
  const resume = stored.data ?? null;
  const openPaste = (fileName?: string) => {
    setProblem(null);
    setPasteName(fileName);
    setPasteOpen(true);
  };

  return (
    <section className={`resume-box resume-box--${variant}`} aria-label="Your resume">
      {variant === 'full' ? <h2 className="resume-box__title">Your resume</h2> : null}
      {stored.isPending ? (
        <Spinner label="Checking your resume…" />
      ) : resume ? (
        <div className="resume-box__stored">
          <span className="resume-box__file" aria-hidden="true">
            CV
          </span>
          <div className="resume-box__meta">
            <span className="resume-box__name">{resume.fileName}</span>
            <span className="resume-box__size">{`${resume.chars.toLocaleString('en-GB')} characters · coaching uses it`}</span>
          </div>
          <Button variant="ghost" size="sm" onClick={() => remove.mutate()} disabled={busy}>
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
        </div>
      ) : (
        <div className="resume-box__empty">
          {variant === 'full' ? (
            <p className="resume-box__lead">
              Upload your resume and the coach tailors every answer and workflow to your own experience.
            </p>
          ) : null}
          <div className="resume-box__actions">
            <input
              ref={fileInput}
              id={fileInputId}
              className="visually-hidden"
              type="file"
              tabIndex={-1}
              aria-label="Resume file"
              accept={RESUME_EXTENSIONS.join(',')}
              onChange={(event) => {
                onFile(event.target.files?.[0]);
                event.target.value = '';
              }}
              disabled={busy}
            />
            <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={busy}>
              {upload.isPending ? 'Reading your resume…' : 'Upload Resume'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => openPaste()} disabled={busy}>
              Paste text instead
            </Button>
          </div>
          <p className="resume-box__hint">.txt, .pdf, .doc or .docx, less than 5 MB. Only you and the coach see it.</p>
        </div>
      )}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {pasteOpen ? (
        <form
          className="resume-box__paste"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            save.mutate({ fileName: pasteName ?? values.fileName, content: values.content }),
          )}
        >
          <div className="field">
            <label htmlFor={pasteId}>Resume text</label>
            <textarea
              id={pasteId}
              rows={8}
              aria-invalid={form.formState.errors.content ? true : undefined}
              aria-describedby={form.formState.errors.content ? `${pasteId}-error` : undefined}
              {...form.register('content')}
            />
            <FieldError id={`${pasteId}-error`} message={form.formState.errors.content?.message} />
          </div>
          <FormError message={formErrorOf(form)} />
          <div className="resume-box__actions">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save resume text'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPasteOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      <Dialog
        open={askPaste !== null}
        onClose={() => {
          setAskPaste(null);
          setProblem(VALIDATION.resumeProcessing);
        }}
        title="Paste your resume text instead?"
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setAskPaste(null);
                setProblem(VALIDATION.resumeProcessing);
              }}
            >
              Cancel
            </Button>
            <Button
              onClick={() => {
                const name = askPaste ?? undefined;
                setAskPaste(null);
                openPaste(name);
              }}
            >
              Paste text
            </Button>
          </>
        }
      >
        <p>
          The text of <strong>{askPaste}</strong> could not be properly extracted: it appears to contain images or an
          unsupported layout. Would you like to paste your resume text instead?
        </p>
      </Dialog>
    </section>
  );
}

/** Everyone below Elite sees this instead of the upload (spec section 6). */
export function ResumeUpgradePrompt({ variant = 'full' }: { variant?: 'compact' | 'full' }) {
  return (
    <section className={`resume-box resume-box--upgrade resume-box--${variant}`} aria-label="Resume upload">
      {variant === 'full' ? <h2 className="resume-box__title">Your resume</h2> : null}
      <p>{UPGRADE_TO_ELITE}</p>
      <ButtonLink to={PRICING_PATH} variant="secondary" size="sm">
        Upgrade to Elite
      </ButtonLink>
    </section>
  );
}
