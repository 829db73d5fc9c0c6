/**
 * Finds sentences that attach an event, a figure or a quote to a named real organisation without support in
 * what the user supplied. A sentence counts when it names a real organisation, asserts something (it is not a
 * question, an instruction or an explicit "not known"), carries an event word, a figure or a quotation, and
 * those words and figures are not in the user's own input (an article the user uploaded may report events).
 */

/** Words that report an event or a change at an organisation when they follow its name. */
const EVENT_WORDS = [
  'warns?',
  'warned',
  'warning',
  'cuts?',
  'raises?',
  'raised',
  'fined',
  'fines?',
  'announce[sd]?',
  'agree[sd]?',
  'acquires?',
  'acquired',
  'acquisition',
  'takeover',
  'merger',
  'completes',
  'completed',
  'reports',
  'reported',
  'launch(?:es|ed)?',
  'appoint(?:s|ed)?',
  'bids?',
  'bidders?',
  'sale process',
  'for sale',
  'guidance',
  'profits?',
  'upgraded?',
  'downgraded?',
  'beats?',
  'missed',
  'layoffs',
  'job cuts',
  'redundancies',
  'investigation',
  'probe',
  'settle[sd]',
  'ipo',
  'default(?:s|ed)?',
  'hires',
  'hired',
  'exits',
  'sells',
  'sold',
  'buys',
  'bought',
  'rallied',
  'slumped',
  'fell',
  'rose',
  'jumped',
  'plunged',
  'soared',
  'widened',
  'narrowed',
  'wins',
  'won',
  'said',
  'says',
  'strategic review',
  'capital markets day',
];

const EVENT = new RegExp(`\\b(?:${EVENT_WORDS.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');
/**
 * Event words that are also everyday nouns ("model runs and reports", "job cuts", "quick wins", "default
 * settings"). They report an event only as the organisation's verb: "Tesco reports", "Barclays cut", "Aviva
 * has reported", not "Moody's RMS platform on standard model runs and reports".
 */
const NOUN_OR_VERB = /^(?:reports|cuts?|raises|fines|launch(?:es)?|wins|hires|exits|defaults?|beats?)$/i;
/**
 * Words that may stand between a name and its verb: the rest of a proper name (capitalised), auxiliaries,
 * adverbs and time words ("Tesco PLC has today reported"). Anything else (a preposition, an article, a common
 * noun) means the word after it belongs to another phrase.
 */
const VERB_LEAD =
  /^(?:[A-Z][\w'&.-]*|has|have|had|is|was|were|will|would|may|might|could|also|now|today|yesterday|tonight|this|morning|week|just|recently|reportedly|again|then|finally|formally|officially|quietly|expected|set|to|plc|ltd|group)$/;

const FIGURE =
  /(?:[£$€]\s?\d[\d,.]*\s?(?:bn|m|k|billion|million|trillion)?|\d[\d,.]*\s?(?:%|per ?cent|bps|basis points|bn|billion|million))/gi;
const HEDGE =
  /\b(?:not known|unknown|not verified|cannot verify|could not verify|can't verify|not available offline|no (?:verified )?information|we do not know|i do not know|does not know|not something (?:i|we) know|not confirmed|unconfirmed|fictional|made-up|illustrative)\b/i;
const IMPERATIVE =
  /^(?:check|read|look|ask|find|confirm|verify|search|see|compare|note|review|prepare|research|pull|open|mention|use|go|visit|skim|set|track|follow|watch|listen|run|try|test|build|add|learn|practise|practice|take|put|map|agree|volunteer|trace|write|show|keep|start|work through)\b/i;
/** How many words after a name an event word or figure still reads as the name's. */
const WINDOW_WORDS = 10;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The event words of what a sentence says after a name. A word that is also an everyday noun counts only when
 * it reads as the name's verb: every word between the name and it is a name word, an auxiliary or an adverb.
 */
export function eventCues(after: string): string[] {
  const cues: string[] = [];
  for (const match of after.matchAll(EVENT)) {
    const word = match[0];
    if (NOUN_OR_VERB.test(word)) {
      // A leading appositive ("Tesco, the grocer, reports") stands aside; its words do not block the verb.
      const before = after
        .slice(0, match.index)
        .replace(/^\s*,[^,]{0,60},/, ' ')
        .split(/\s+/)
        .map((w) => w.replace(/^[("']+|[)"',:]+$/g, ''))
        .filter(Boolean);
      if (!before.every((w) => VERB_LEAD.test(w))) continue;
    }
    cues.push(word);
  }
  return cues;
}

export interface Fabrication {
  sentence: string;
  name: string;
  cues: string[];
}

/** The real organisation names a sentence mentions (whole words, case-sensitive as names are written). */
export function namesIn(sentence: string, names: readonly string[]): string[] {
  return names.filter((name) => new RegExp(`(?<![A-Za-z])${escape(name)}(?![A-Za-z])`).test(sentence));
}

/**
 * Whether a sentence attaches an unsupported event, figure or quote to a real organisation. `input` is the text
 * the user supplied for the run (article, job description, CV); what it already says is not fabricated.
 */
export function fabricationIn(sentence: string, names: readonly string[], input: string): Fabrication | null {
  const trimmed = sentence.trim();
  if (trimmed.endsWith('?') || HEDGE.test(trimmed) || IMPERATIVE.test(trimmed)) return null;
  const source = input.toLowerCase();
  for (const name of namesIn(trimmed, names)) {
    const pattern = new RegExp(`(?<![A-Za-z])${escape(name)}(?![A-Za-z])`, 'g');
    for (const match of trimmed.matchAll(pattern)) {
      // What the sentence says next about the name, up to a clause break or the end of a bracketed list.
      const after = (trimmed.slice((match.index ?? 0) + name.length).split(/[;)]/)[0] ?? '')
        .split(/\s+/)
        .slice(0, WINDOW_WORDS + 1)
        .join(' ');
      const events = [...new Set(eventCues(after).map((w) => w.toLowerCase().replace(/\s+/g, ' ')))];
      const figures = [...new Set(after.match(FIGURE) ?? [])];
      if (events.length === 0 && figures.length === 0) continue;
      // An article the user uploaded may report the event; repeating it is not inventing it.
      const supported =
        source.includes(name.toLowerCase()) &&
        events.every((e) => source.includes(e)) &&
        figures.every((f) => source.includes(f.toLowerCase()));
      if (!supported) return { sentence: trimmed, name, cues: [...events, ...figures] };
    }
  }
  return null;
}

/**
 * Whether the industry a report gives a real company is wrong: neither one of its true industries nor an
 * explicit "not known". `expected` are lower-case stems of the true industry ("bank", "insur").
 */
export function wrongIndustry(stated: string, expected: readonly string[]): boolean {
  const s = stated.toLowerCase();
  if (HEDGE.test(s) && !/inferred|guess/.test(s)) return false;
  return !expected.some((e) => s.includes(e));
}
