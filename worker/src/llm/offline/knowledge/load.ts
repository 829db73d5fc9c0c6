import { readFileSync, readdirSync } from 'node:fs';
import type { z } from 'zod';

/**
 * The one way the offline engine reads its knowledge: JSON files next to this module, parsed with their zod
 * schema. A file that does not parse stops the engine with the file name and the first problems, so a bad
 * edit fails the tests (and the first run) instead of producing odd output.
 */

const ROOT = new URL('./', import.meta.url);

export class KnowledgeFileError extends Error {
  constructor(file: string, problems: string) {
    super(`Knowledge file ${file} is invalid: ${problems}`);
    this.name = 'KnowledgeFileError';
  }
}

function parse<T>(file: string, text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new KnowledgeFileError(file, err instanceof Error ? err.message : String(err));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new KnowledgeFileError(file, problems);
  }
  return parsed.data;
}

/** One knowledge file, e.g. `organisations.json`. */
export function readKnowledgeFile<T>(path: string, schema: z.ZodType<T>): T {
  return parse(path, readFileSync(new URL(path, ROOT), 'utf8'), schema);
}

/** Every `.json` file of a knowledge folder (e.g. `families`), by file name without the extension, sorted. */
export function readKnowledgeFolder<T>(folder: string, schema: z.ZodType<T>): Map<string, T> {
  const dir = new URL(`${folder}/`, ROOT);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return new Map(
    files.map((f) => [f.slice(0, -5), parse(`${folder}/${f}`, readFileSync(new URL(f, dir), 'utf8'), schema)]),
  );
}

/** A value computed on first use and kept (knowledge files are read once per process). */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
