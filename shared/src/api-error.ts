import { z } from 'zod';

/** Every error response of the api: `{ error: { code, message, fields? } }`. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field path (dot-separated) to the reason it was refused. */
    fields: z.record(z.string(), z.string()).optional(),
    /** The run a refusal is about (409 on a coach workflow: the one already running). */
    runId: z.string().optional(),
  }),
});

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Turns zod issues into `{ 'a.b': 'reason' }`, keeping the first reason per field. */
export function zodIssuesToFields(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '(body)';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
