/** Reading plain-text documents (CVs, job descriptions) as headed sections of lines. Pure, no I/O. */

/** A line of a document without its bullet mark, and whether it had one. */
export interface DocLine {
  text: string;
  bullet: boolean;
}

const BULLET = /^\s*(?:[-•*▪◦●‣–—>]|\d{1,2}[.)])\s+/u;

/** The non-empty lines of a text, trimmed, bullets marked and removed. */
export function documentLines(text: string): DocLine[] {
  return text
    .split('\n')
    .map((raw) => {
      const bullet = BULLET.test(raw);
      return { text: raw.replace(BULLET, '').replace(/\s+/g, ' ').trim(), bullet };
    })
    .filter((line) => line.text.length > 0);
}

/**
 * Which named section a line heads, if it is a heading: a short line (at most 6 words, optionally ending in a
 * colon, often in capitals) that matches one of the patterns.
 */
export function headingOf<K extends string>(line: DocLine, headings: Record<K, RegExp>): K | null {
  if (line.bullet) return null;
  const text = line.text.replace(/[:：]\s*$/, '').trim();
  if (text.split(/\s+/).length > 6 || text.length > 60) return null;
  for (const [key, pattern] of Object.entries(headings) as [K, RegExp][]) if (pattern.test(text)) return key;
  return null;
}

/**
 * The document cut at its headings: the lines before the first heading under 'intro', then each heading's lines
 * under its key (a key seen twice collects both parts). A heading line may carry content after a colon
 * ("Skills: Excel, Python"), which stays in its section.
 */
export function splitSections<K extends string>(
  lines: readonly DocLine[],
  headings: Record<K, RegExp>,
): { intro: DocLine[]; sections: Partial<Record<K, DocLine[]>> } {
  const intro: DocLine[] = [];
  const sections: Partial<Record<K, DocLine[]>> = {};
  let current: DocLine[] = intro;
  for (const line of lines) {
    const inline = /^([^:：]{2,40})[:：]\s*(.+)$/.exec(line.text);
    const key = headingOf(line, headings) ?? (inline ? headingOf({ text: inline[1]!, bullet: false }, headings) : null);
    if (key) {
      current = sections[key] ??= [];
      if (inline && headingOf({ text: inline[1]!, bullet: false }, headings) === key)
        current.push({ text: inline[2]!.trim(), bullet: false });
      continue;
    }
    current.push(line);
  }
  return { intro, sections };
}

/** Splits a list written on one line ("Excel, Python; SQL | VBA") into its items. */
export function listItems(text: string): string[] {
  return text
    .split(/\s*[,;|•·]\s*|\s{3,}/u)
    .map((item) =>
      item
        .replace(/^(?:and|&)\s+/i, '')
        .replace(/[.]+$/, '')
        .trim(),
    )
    .filter(Boolean);
}

/** Keeps the first occurrence of each item (case-insensitive), up to max. */
export function uniqueItems(items: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === max) break;
  }
  return out;
}
