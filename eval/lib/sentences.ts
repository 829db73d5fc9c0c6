/**
 * Sentences of generated output, normalised so that two outputs built from the same template compare equal:
 * the role's title, the case's company names, fictional person names and numbers are masked before comparing.
 */

/** Every string leaf of a JSON-like value, in document order. */
export function stringLeaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringLeaves(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringLeaves(item, out);
  return out;
}

/**
 * Splits prose into sentences: at . ! ? followed by a space and a capital, an opening quote or a digit, and at line
 * breaks. A full stop between digits ("3.75%") or after a common abbreviation ("e.g.") never ends a sentence.
 */
export function splitSentences(text: string): string[] {
  const cleaned = text
    .replace(/\*\*|__|`/g, '')
    .replace(/^\s*(?:[-*•]|\d+\.)\s+/gm, '')
    .replace(/^#+\s*/gm, '');
  const out: string[] = [];
  for (const line of cleaned.split(/\n+/)) {
    const parts = line.split(/(?<=[.!?])\s+(?=["“‘(A-Z0-9])/);
    let carry = '';
    for (const part of parts) {
      const s = `${carry}${carry ? ' ' : ''}${part.trim()}`;
      // "e.g. The", "St. James": an abbreviation does not end a sentence.
      if (ABBREVIATION.test(s)) {
        carry = s;
        continue;
      }
      carry = '';
      if (s) out.push(s);
    }
    if (carry) out.push(carry);
  }
  return out;
}

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|approx|no|St|Mr|Mrs|Ms|Dr)\.$/;

export interface MaskOptions {
  /** Phrases masked wherever they occur (role title, company names), matched case-insensitively. */
  phrases: string[];
  /** Person names masked wherever they occur. */
  people?: RegExp;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A sentence reduced to its template: lower case, masked phrases, numbers as #, punctuation and spacing collapsed. */
export function normaliseSentence(sentence: string, mask: MaskOptions): string {
  let s = sentence;
  if (mask.people) s = s.replace(mask.people, '<person>');
  const phrases = [...mask.phrases].filter((p) => p.trim().length > 1).sort((a, b) => b.length - a.length);
  for (const phrase of phrases) s = s.replace(new RegExp(`${escape(phrase)}(?:['’]s|s)?`, 'gi'), '<x>');
  return s
    .toLowerCase()
    .replace(/\d+(?:[.,]\d+)*/g, '#')
    .replace(/[“”"‘’'()[\]*_]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.;:,!]+$/, '')
    .trim();
}

/** Sentences long enough to be prose rather than labels (five words or more). */
export function isProse(sentence: string): boolean {
  return (sentence.match(/[A-Za-z][A-Za-z'’&-]*/g) ?? []).length >= 5;
}

/**
 * Template share: of all distinct normalised sentences across the roles' outputs, the fraction that appear in
 * the outputs of `minRoles` or more roles. 0 when nothing is shared, 1 when every sentence is boilerplate.
 */
export function templateShare(perRole: ReadonlyMap<string, ReadonlySet<string>>, minRoles = 3): number {
  const counts = new Map<string, number>();
  for (const sentences of perRole.values()) for (const s of sentences) counts.set(s, (counts.get(s) ?? 0) + 1);
  if (counts.size === 0) return 0;
  let shared = 0;
  for (const n of counts.values()) if (n >= minRoles) shared += 1;
  return shared / counts.size;
}

/** The most widely shared sentences, for the report: [sentence, number of roles]. */
export function mostShared(perRole: ReadonlyMap<string, ReadonlySet<string>>, limit: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const sentences of perRole.values()) for (const s of sentences) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit);
}

/** Occurrence-weighted template share: of all sentence occurrences across the roles, the share that 3+ roles have. */
export function weightedTemplateShare(perRole: ReadonlyMap<string, ReadonlySet<string>>, minRoles = 3): number {
  const counts = new Map<string, number>();
  for (const sentences of perRole.values()) for (const s of sentences) counts.set(s, (counts.get(s) ?? 0) + 1);
  let total = 0;
  let shared = 0;
  for (const n of counts.values()) {
    total += n;
    if (n >= minRoles) shared += n;
  }
  return total === 0 ? 0 : shared / total;
}
