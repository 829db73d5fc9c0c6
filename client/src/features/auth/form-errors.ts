import { zodIssuesToFields } from '@fcs/shared/api-error';
import type { ZodType } from 'zod';
import { isApiError } from '../../lib/api-client';
import { isIdentityError } from '../../lib/identity/identity';

export type FieldErrors = Record<string, string>;

/** Checks form values against a shared schema before any request: field errors, or null when valid. */
export function validateForm(schema: ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  return result.success ? null : zodIssuesToFields(result.error.issues);
}

export interface DescribedError {
  /** A message for the form as a whole; null when the field errors say it all. */
  message: string | null;
  fields: FieldErrors;
}

/**
 * A failed identity or api call as the form shows it: reasons beside the fields the form has, the rest
 * (or the friendly identity message) above the buttons; unknown failures get the fallback text of spec section 8.
 */
export function describeError(error: unknown, formFields: readonly string[], fallback: string): DescribedError {
  if (isIdentityError(error) || isApiError(error)) {
    const fields: FieldErrors = {};
    let unplaced = false;
    for (const [key, reason] of Object.entries(error.fields)) {
      if (formFields.includes(key)) fields[key] = reason;
      else unplaced = true;
    }
    const message = Object.keys(fields).length > 0 && !unplaced ? null : error.message || fallback;
    return { message, fields };
  }
  return { message: fallback, fields: {} };
}
