/**
 * Deterministic variation. Every choice a generator makes that is not dictated by its input is drawn
 * from a generator seeded with a hash of the role title and the input, so the same request always gets
 * the same answer (no Math.random, no clock).
 */

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to n distinct items in a seeded order. */
  sample<T>(items: readonly T[], n: number): T[];
  shuffle<T>(items: readonly T[]): T[];
}

/** A mulberry32 generator seeded from any number of strings. */
export function createRng(...parts: string[]): Rng {
  let state = hashString(parts.join('\u241f')) || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample: <T>(items: readonly T[], n: number): T[] => shuffle(items).slice(0, Math.max(0, n)),
    shuffle,
  };
}

/** A short stable id for a generated item, e.g. `gap-3f9a1c-2`. */
export function makeId(prefix: string, seed: string, index: number): string {
  return `${prefix}-${hashString(`${seed}:${index}`).toString(36).slice(0, 6)}-${index + 1}`;
}
