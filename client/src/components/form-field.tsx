import type { ComponentPropsWithRef } from 'react';

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/**
 * A labelled input with its hint and its error, wired for screen readers (aria-invalid, aria-describedby).
 * Spread react-hook-form's `register(name)` into it: the ref reaches the input, so a failed submit focuses it.
 */
export function FormField({ id, label, error, hint, ...inputProps }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** FormField's multi-line twin (a pasted text, a description); takes `register(name)` the same way. */
export function TextAreaField({ id, label, error, hint, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textareaProps}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The reason a field was refused, under it; point the control's aria-describedby at `id`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}

/** The message for a whole form (a refused sign-in, a failed save), announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
