import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-transport';
import { isIdentityError } from './identity/identity';

/**
 * A form (react-hook-form) checked by a shared zod schema before anything is sent: the browser shows the very
 * messages the api answers with (spec section 5), because both parse with the same schema. The submit handler
 * receives the schema's output (trimmed, lower-cased, defaulted), which is what goes to the api.
 */
export function useSchemaForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...options, resolver: zodResolver(schema) });
}

/** Where RHF keeps a message for the form as a whole; cleared by the next submit. */
const FORM_ERROR = 'root.server';

export interface ServerErrorOptions<TValues extends FieldValues> {
  /** The inputs the form shows: reasons for these go beside them, any other reason makes a form message. */
  fields: readonly FieldPath<TValues>[];
  /** Message when the failure carries none of its own (spec section 8 fallbacks). */
  fallback: string;
}

/**
 * Shows a failed identity or api call in the form: each field reason beside its input (focusing the first),
 * and a message for the form (form.formState.errors.root.server) unless the field reasons say it all.
 * Unknown failures get the fallback text.
 */
export function showServerErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  error: unknown,
  { fields, fallback }: ServerErrorOptions<TValues>,
): void {
  if (!isIdentityError(error) && !isApiError(error)) {
    setError(FORM_ERROR as FieldPath<TValues>, { type: 'server', message: fallback });
    return;
  }
  let placed = 0;
  let unplaced = false;
  for (const [key, reason] of Object.entries(error.fields)) {
    const field = fields.find((name) => name === key);
    if (!field) {
      unplaced = true;
      continue;
    }
    setError(field, { type: 'server', message: reason }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  if (placed === 0 || unplaced) {
    setError(FORM_ERROR as FieldPath<TValues>, { type: 'server', message: error.message || fallback });
  }
}

/** The form-wide message showServerErrors left, if any. */
export function formErrorOf<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'formState'>,
): string | undefined {
  return form.formState.errors.root?.server?.message;
}
