/**
 * A line saying how far a model has got in writing a JSON object, from the text streamed so far, for the step list
 * of a structured step (whose answer is not prose a user could read as it arrives):
 *   "The model is writing its answer…"
 *   "Writing the risk assessment"
 *   "Writing the emerging tools (3 so far); done: risk assessment"
 *
 * Incremental: each character is looked at once (a full re-parse per chunk would cost the square of the answer's
 * length). It follows only the top level: which keys have started and, for arrays, how many elements are complete.
 */
export interface JsonProgress {
  /** Feeds more of the answer; returns the line when it changed, else null. */
  push(text: string): string | null;
  /** The current line. */
  line(): string;
}

interface TopKey {
  name: string;
  /** Elements completed, when the value is an array. */
  items: number | null;
}

/** "riskAssessment" → "risk assessment", "emerging_tools" → "emerging tools". */
export function humanKey(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
}

export function createJsonProgress(): JsonProgress {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let buffer = ''; // the string being read at depth 1 (a candidate key)
  let expectKey = false; // at depth 1, the next string is a key
  let arrayAtDepth2 = false; // the current top-level value is an array
  let itemOpen = false; // an element of that array has begun and is not complete
  const keys: TopKey[] = [];
  let last = '';
  // Bumped whenever what the line says changes (a key starts, an element completes): the line is only rewritten
  // then, not for every chunk of a long string value.
  let version = 0;
  let described = -1;

  const describe = (): string => {
    const current = keys.at(-1);
    if (!current) return 'The model is writing its answer…';
    const name = humanKey(current.name);
    const now =
      current.items !== null && current.items > 0
        ? `Writing the ${name} (${current.items} so far)`
        : `Writing the ${name}`;
    const done = keys.slice(0, -1).map((k) => (k.items !== null ? `${k.items} ${humanKey(k.name)}` : humanKey(k.name)));
    return (done.length ? `${now}; done: ${done.join(', ')}` : now).slice(0, 500);
  };

  const step = (ch: string) => {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') {
        inString = false;
        if (depth === 1 && expectKey) {
          keys.push({ name: buffer, items: null });
          expectKey = false;
          version++;
        }
      } else if (depth === 1 && expectKey) buffer += ch;
      return;
    }
    switch (ch) {
      case '"':
        inString = true;
        buffer = '';
        if (depth === 2 && arrayAtDepth2) itemOpen = true;
        return;
      case '{':
      case '[':
        depth++;
        if (depth === 1) expectKey = ch === '{';
        else if (depth === 2) {
          arrayAtDepth2 = ch === '[';
          itemOpen = false;
          const current = keys.at(-1);
          if (current && arrayAtDepth2) {
            current.items = 0;
            version++;
          }
        } else if (depth === 3 && arrayAtDepth2) itemOpen = true;
        return;
      case '}':
      case ']':
        if (depth === 2 && arrayAtDepth2 && itemOpen) {
          keys.at(-1)!.items! += 1;
          itemOpen = false;
          version++;
        }
        depth--;
        if (depth === 2 && arrayAtDepth2) itemOpen = true; // an element (object or array) just closed
        return;
      case ',':
        if (depth === 1) expectKey = true;
        else if (depth === 2 && arrayAtDepth2 && itemOpen) {
          keys.at(-1)!.items! += 1;
          itemOpen = false;
          version++;
        }
        return;
      default:
        if (depth === 2 && arrayAtDepth2 && !/\s/.test(ch)) itemOpen = true;
    }
  };

  return {
    push(text) {
      for (const ch of text) step(ch);
      if (version === described) return null;
      described = version;
      const line = describe();
      if (line === last) return null;
      last = line;
      return line;
    },
    line: describe,
  };
}
