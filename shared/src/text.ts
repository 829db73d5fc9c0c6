import { z } from 'zod';

/**
 * Text from outside, made safe once at the edge (ADR 010). Every string a request carries (JSON bodies, query
 * strings, path parameters, multipart fields and file names, cookies), every signed webhook payload and every text
 * read from a document passes through `cleanString`: lone UTF-16 surrogates become U+FFFD and control characters
 * other than tab, line feed and carriage return are removed. NUL in particular can never be stored by Postgres
 * (text or jsonb), and a lone surrogate cannot be stored in jsonb; both used to surface as 500s.
 * The server applies it through `cleanInput` before any request schema runs (core's `parseInput`); schemas bound
 * each string's size with `boundedText`/`textList`.
 */

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** One string made storable and printable: well-formed UTF-16, no control characters but \t \n \r. */
export function cleanString(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '');
}

/** How deep and how large an untrusted value may be before it is refused (bodies are also capped in bytes). */
export const INPUT_LIMITS = { maxDepth: 32, maxNodes: 50_000 } as const;

/** Thrown by `cleanInput` for a value nested deeper or holding more parts than INPUT_LIMITS allows. */
export class InputShapeError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'InputShapeError';
  }
}

/**
 * A copy of an untrusted value (parsed JSON, a query object, path parameters) with every string and every key
 * cleaned by `cleanString`. `__proto__` keys are dropped. Throws InputShapeError past INPUT_LIMITS.
 */
export function cleanInput(value: unknown): unknown {
  let nodes = 0;
  const walk = (v: unknown, path: string[], depth: number): unknown => {
    if (++nodes > INPUT_LIMITS.maxNodes)
      throw new InputShapeError(path.join('.') || '(body)', 'The request holds too many values');
    if (typeof v === 'string') return cleanString(v);
    if (v === null || typeof v !== 'object') return v;
    if (depth >= INPUT_LIMITS.maxDepth)
      throw new InputShapeError(path.join('.') || '(body)', 'The request is nested too deeply');
    if (Array.isArray(v)) return v.map((item, i) => walk(item, [...path, String(i)], depth + 1));
    const out: Record<string, unknown> = {};
    for (const [rawKey, item] of Object.entries(v)) {
      const key = cleanString(rawKey);
      if (key === '__proto__') continue;
      out[key] = walk(item, [...path, key], depth + 1);
    }
    return out;
  };
  return walk(value, [], 0);
}

/**
 * A schema that cleans its untrusted input first, for inputs parsed outside the api's `parseInput` (webhook
 * payloads, socket messages); a value past INPUT_LIMITS fails the parse like any other invalid input.
 */
export function untrusted<S extends z.ZodType>(schema: S) {
  return z.preprocess((value, ctx) => {
    try {
      return cleanInput(value);
    } catch (err) {
      if (!(err instanceof InputShapeError)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message, path: err.path === '(body)' ? [] : err.path.split('.') });
      return z.NEVER;
    }
  }, schema);
}

/** A required, trimmed string of 1..max characters (the size every free-text request field states). */
export function boundedText(max: number, message?: string) {
  return z
    .string()
    .trim()
    .min(1, message)
    .max(max, message ?? `Must be at most ${max} characters`);
}

/** A list of at most maxItems bounded strings. */
export function textList(maxItems: number, maxLength = 200) {
  return z.array(boundedText(maxLength)).max(maxItems);
}
