/** Small text utilities shared by the generators: tokenising, fuzzy word matching and English list joins. */

const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have how i in into is it its ' +
    'itself me my of on or our over per so such than that the their them then there these they this those through ' +
    'to too under up very was we were what when where which while who whom why will with within without would you ' +
    'your yours about across after against all also am any around because before between both during each few ' +
    'further here just more most much must no nor not now off once only other out own same should some still ' +
    'until upon using use used via well etc including include includes e.g ie eg new good strong key work working ' +
    'knowledge understanding ability experience experienced years year skills skill basics basic level levels ' +
    'excellent proven team role roles job jobs professional'
  ).split(' '),
);

/** Two- and three-letter terms that carry meaning in finance and must survive tokenising. */
const SHORT_TERMS = new Set(
  (
    'ai ml fx m&a dcf lbo sql vba esg aml kyc cdd edd sar ipo ecm dcm ifrs gaap ias fca pra ecb boe fed imf ' +
    'irr npv pnl p&l var cva xva otc cds abs mbs clo cmo etf reit cfa acca aca cii frm cqf r vat tax ' +
    'api gdp cpi bps ebit nav aum kpi crm bi ui ux iso ict ops ceo cfo coo cro svp vp md ltv dti icr'
  ).split(' '),
);

/** Lower-case content words of a text, stopwords removed; keeps finance acronyms such as M&A, DCF, AML. */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase().replace(/[\u2019']/g, '');
  const raw = lower.match(/[a-z0-9&]+(?:[-/][a-z0-9&]+)*/g) ?? [];
  const out: string[] = [];
  for (const chunk of raw) {
    for (const part of chunk.split(/[-/]/)) {
      if (!part) continue;
      if (SHORT_TERMS.has(part)) {
        out.push(part);
        continue;
      }
      // Plural acronyms: "DCFs", "LBOs", "IPOs".
      if (part.endsWith('s') && SHORT_TERMS.has(part.slice(0, -1))) {
        out.push(part.slice(0, -1));
        continue;
      }
      const word = part.replace(/&/g, '');
      if (word.length < 3 || STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
      out.push(word);
    }
  }
  return out;
}

/** Irregular forms the suffix rules cannot reach. */
const IRREGULAR: Record<string, string> = {
  written: 'writ',
  wrote: 'writ',
  writing: 'writ',
  writer: 'writ',
  writes: 'writ',
  write: 'writ',
  analyses: 'analys',
  analysis: 'analys',
  analyse: 'analys',
  analyze: 'analys',
  analysing: 'analys',
  analyst: 'analys',
  analysts: 'analys',
  led: 'lead',
  leading: 'lead',
  leadership: 'lead',
};

/** Words that look like extensions of another finance word but mean something else; they only match exactly. */
const FALSE_FRIENDS = new Set([
  'marketing',
  'creditor',
  'creditors',
  'brokerage',
  'securitisation',
  'securitization',
  'accountable',
]);

/** A crude English stem: enough to make model/modelling/models and regulation/regulatory meet. */
export function stem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 4) return word;
  const rules: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/(ations|ation|ators|ator)$/, ''],
    [/(ments|ment)$/, ''],
    [/(ings|ing)$/, ''],
    [/(ness|ities|ity)$/, ''],
    [/(ically|ical|ally)$/, ''],
    [/(ers|er|ed|ors|or)$/, ''],
    [/(ory|ive|al|ic)$/, ''],
    [/(es|s)$/, ''],
  ];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(word)) {
      const candidate = word.replace(pattern, replacement);
      if (candidate.length >= 4) return candidate.replace(/(.)\1$/, '$1');
    }
  }
  return word;
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i += 1;
  return i;
}

/** Partial-word match of two words whose stems are already known. */
function stemsMatch(a: string, sa: string, b: string, sb: string): boolean {
  if (a === b || sa === sb) return true;
  if (FALSE_FRIENDS.has(a) || FALSE_FRIENDS.has(b)) return false;
  if (a.length < 4 || b.length < 4) return false;
  const shorter = Math.min(sa.length, sb.length);
  const longer = Math.max(sa.length, sb.length);
  const prefix = commonPrefix(sa, sb);
  // The tail limit keeps "investor" away from "investigating" while letting "regulatory" meet "regulation".
  return prefix >= 5 && prefix >= Math.ceil(shorter * 0.75) && longer - prefix <= 3;
}

/**
 * Partial-word match: equal stems, or a long shared prefix (at least 5 letters, 75% of the shorter stem, and at
 * most 3 letters short of the longer), so "valuations" meets "valuation" and "modeller" meets "modelling".
 */
export function wordsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  if (FALSE_FRIENDS.has(a) || FALSE_FRIENDS.has(b)) return false;
  return stemsMatch(a, stem(a), b, stem(b));
}

/** A bag of tokens that answers "does this text contain a word like X?" quickly (stems computed once, answers cached). */
export class TermIndex {
  private readonly exact = new Set<string>();
  private readonly entries: { word: string; stem: string }[] = [];
  private readonly answers = new Map<string, boolean>();

  constructor(text: string) {
    for (const token of tokenize(text)) {
      if (!this.exact.has(token)) {
        this.exact.add(token);
        this.entries.push({ word: token, stem: stem(token) });
      }
    }
  }

  has(word: string): boolean {
    if (this.exact.has(word)) return true;
    const cached = this.answers.get(word);
    if (cached !== undefined) return cached;
    const sw = stem(word);
    const found = this.entries.some((e) => stemsMatch(e.word, e.stem, word, sw));
    this.answers.set(word, found);
    return found;
  }

  get size(): number {
    return this.exact.size;
  }
}

/** Share (0-1) of the content words of `phrase` found in `index`, and which ones. */
export function phraseCoverage(phrase: string, index: TermIndex): { share: number; hits: string[]; words: string[] } {
  const words = [...new Set(tokenize(phrase))];
  if (words.length === 0) return { share: 0, hits: [], words };
  const hits = words.filter((w) => index.has(w));
  return { share: hits.length / words.length, hits, words };
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  const list = items.filter((s) => s.trim().length > 0);
  if (list.length === 0) return '';
  if (list.length === 1) return list[0] as string;
  return `${list.slice(0, -1).join(', ')} ${conjunction} ${list[list.length - 1]}`;
}

/** Lower-cases the first letter unless the first word is an acronym or a proper name we recognise. */
export function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  // Proper names of two or more words: "Bank of England", "Big Four", "Civil Service Fast Stream".
  if (/^[A-Z][a-z]+(?: of| and| &)? [A-Z][a-z]/.test(text)) return text;
  if (
    /^[A-Z0-9&]{2,}|^[A-Z][+#]/.test(first) ||
    /^(Excel|Bloomberg|FactSet|Python|PowerPoint|UK|EU|US|IFRS|Basel|Solvency|Murex|Aladdin)/.test(first)
  ) {
    return text;
  }
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "an" or "a" for the word that follows. */
export function article(word: string): string {
  return /^(?:[aeio]|u(?!ni|se|su|k\b)|hour|honou?r|fca|frm|fp&a|m&a|mba|sql|rm|esg|l\/s)/i.test(word.trim())
    ? 'an'
    : 'a';
}

/** Text trimmed to at most `max` characters on a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,;:.\s]+$/, '')}…`;
}

/**
 * Words whose full stop does not end a sentence ("e.g. the", "Mr. Bailey", "No. 10", "approx. 40"). "etc." and
 * "Inc." are left out: they end sentences as often as not.
 */
const ABBREVIATIONS = new Set(
  'e.g i.e cf vs viz approx c ca mr mrs ms dr prof st no nos fig figs dept est govt jan feb mar apr jun jul aug sep sept oct nov dec'.split(
    ' ',
  ),
);

/**
 * Sentences of a paragraph. A sentence ends at . ! or ? (with any closing quotes or brackets) followed by a space,
 * never inside a number ("fell to 3.5%", "£1.2bn"), after an initial ("J. Smith", "U.S.") or after a common
 * abbreviation ("e.g.", "Mr.", "No. 10"). Line breaks always end a sentence.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const flat = line.replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    let start = 0;
    const end = /[.!?]+["'”’)\]]*(?= )/g;
    for (let m = end.exec(flat); m; m = end.exec(flat)) {
      const stop = m.index + m[0].length;
      if (
        m[0].startsWith('.') &&
        !m[0].startsWith('...') &&
        continuesAfter(flat.slice(start, m.index), flat.slice(stop + 1))
      )
        continue;
      out.push(flat.slice(start, stop).trim());
      start = stop + 1;
    }
    const rest = flat.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out.filter((s) => s.length > 0);
}

/** Whether a full stop after `before` is an abbreviation or initial rather than the end of a sentence. */
function continuesAfter(before: string, after: string): boolean {
  const word = (before.match(/(?:^|[\s("“‘])([A-Za-z][A-Za-z.]*)$/)?.[1] ?? '').toLowerCase();
  if (!word) return false;
  // "U.S.", "a.m.": dotted abbreviations; a lone capital is an initial ("J. Smith").
  if (word.includes('.')) return !/^[A-Z]/.test(after) || ABBREVIATIONS.has(word);
  if (/^[a-z]$/.test(word) && /[A-Z]$/.test(before)) return true;
  if (!ABBREVIATIONS.has(word)) return false;
  // "No. 10" continues; "there is no. Then" would not, but "no" ending a sentence is rare in prose we read.
  return true;
}

/** “a”, “b” and “c”: for lists whose items contain "and" themselves (skill phrases). */
export function quoteList(items: readonly string[]): string {
  return joinList(items.map((item) => `“${item}”`));
}

/** "Barclays'" or "Schroders'" for names ending in s, else "Aviva's". */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name.trim()}’` : `${name.trim()}’s`;
}
