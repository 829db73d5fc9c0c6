import { isConceptUnit, isStopword, type TextReader } from './evidence-text';

/**
 * References back in a CV: practitioners name what they work on once ("I trade equity options") and then write
 * "these contracts", "the book", "such deals". A line that refers back this way is read as showing what the
 * earlier mention was read as, with the strength the scorer gives the line itself (a job's line is experience,
 * the summary a claim).
 *
 * A reference is a determiner ("these", "those", "such", "the", "this") right before one of `REFERRING_NOUNS`.
 * It refers to the nearest earlier mention of a noun it can stand for (itself, or a narrower noun: "contracts"
 * stands for "options" and "swaps"): earlier in the same line, in the job's earlier lines, then in the summary.
 * Never to another job, whose work is its own. The mention carries the terms the noun heads (`NounReading`) and
 * what it in turn refers to. When the nearest mention heads no term the reference shows nothing: it names
 * something the scorer does not read, and an older mention further back is not what the writer meant.
 */

const CONTRACTS = [
  'contract',
  'contracts',
  'option',
  'options',
  'future',
  'futures',
  'forward',
  'forwards',
  'swap',
  'swaps',
  'swaption',
  'swaptions',
  'derivative',
  'derivatives',
  'cfd',
  'cfds',
  'warrant',
  'warrants',
];
const BONDS = ['bond', 'bonds', 'gilt', 'gilts'];
const DEALS = [
  'deal',
  'deals',
  'transaction',
  'transactions',
  'acquisition',
  'acquisitions',
  'merger',
  'mergers',
  'buyout',
  'buyouts',
  'ipo',
  'ipos',
  'lbo',
  'lbos',
  'disposal',
  'disposals',
  'refinancing',
  'refinancings',
];
const LOANS = ['loan', 'loans', 'mortgage', 'mortgages', 'facility', 'facilities', 'overdraft', 'overdrafts'];
const BOOKS = ['book', 'books', 'portfolio', 'portfolios'];
const FUNDS = ['fund', 'funds'];

/** Each noun a reference can be made with, and the nouns it can stand for (its own forms and narrower ones). */
const REFERRING_NOUNS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  (
    [
      [['contract', 'contracts'], CONTRACTS],
      [
        ['trade', 'trades'],
        ['trade', 'trades', ...CONTRACTS, ...BONDS],
      ],
      [
        ['position', 'positions'],
        ['position', 'positions', 'holding', 'holdings', ...CONTRACTS, ...BONDS],
      ],
      [
        ['instrument', 'instruments', 'security', 'securities'],
        ['instrument', 'instruments', 'security', 'securities', ...CONTRACTS, ...BONDS],
      ],
      [
        ['product', 'products'],
        ['product', 'products', ...CONTRACTS, ...BONDS, ...LOANS, ...FUNDS],
      ],
      [['deal', 'deals', 'transaction', 'transactions'], DEALS],
      [['loan', 'loans'], LOANS],
      [['bond', 'bonds'], BONDS],
      [['book', 'books', 'portfolio', 'portfolios'], BOOKS],
      [['fund', 'funds'], FUNDS],
      [
        ['policy', 'policies'],
        ['policy', 'policies'],
      ],
      [
        ['claim', 'claims'],
        ['claim', 'claims'],
      ],
    ] as const
  ).flatMap(([nouns, standsFor]) => nouns.map((noun) => [noun, new Set<string>(standsFor)] as const)),
);

/** Every noun a reference can stand for: the words a mention is made with. */
const MENTION_NOUNS = new Set([...REFERRING_NOUNS.values()].flatMap((nouns) => [...nouns]));

const REFERRING_DETERMINERS = new Set(['these', 'those', 'such', 'the', 'this']);

type Reader = Pick<TextReader, 'evidenceUnits' | 'nounReading'>;

interface Mention {
  noun: string;
  concepts: ReadonlySet<string>;
  /** The words of the terms the noun heads, through it ("equity options"): what a reference to it stands for. */
  term: readonly string[];
}

/**
 * The units each line inherits from what its references refer to: `summary` for the summary's sentences, `jobs`
 * for each job's lines, in the order given.
 */
export function inheritedUnits(
  summary: readonly string[],
  jobs: readonly (readonly string[])[],
  reader: Reader,
): { summary: Set<string>[]; jobs: Set<string>[][] } {
  const summaryMentions: Mention[] = [];
  const summaryUnits = summary.map((line) => readLine(line, [summaryMentions], reader));
  const jobUnits = jobs.map((lines) => {
    const jobMentions: Mention[] = [];
    return lines.map((line) => readLine(line, [jobMentions, summaryMentions], reader));
  });
  return { summary: summaryUnits, jobs: jobUnits };
}

/**
 * Reads one line's mentions and references, appending its mentions to the first of `scopes` (the line's own
 * scope); earlier scopes are searched first, each from its last mention back. A reference inherits the
 * mention's concepts, and the line is read again with the mention's terms in the reference's place ("we quote
 * prices on these contracts" after "single-stock options" reads as "we quote prices on single-stock options").
 */
function readLine(line: string, scopes: Mention[][], reader: Reader): Set<string> {
  const inherited = new Set<string>();
  const reading = reader.nounReading(line);
  const { words } = reading;
  if (!words.some((w) => MENTION_NOUNS.has(w))) return inherited;
  const own = scopes[0]!;
  // What the line's own words show, read once for all its references (only a line with one needs it).
  let written: Set<string> | undefined;
  words.forEach((word, k) => {
    if (!MENTION_NOUNS.has(word)) return;
    let { words: term, concepts } = reading.headed(k);
    const standsFor = REFERRING_NOUNS.get(word);
    const antecedent =
      standsFor && REFERRING_DETERMINERS.has(words[k - 1] ?? '') && endsPhrase(words[k + 1])
        ? nearest(scopes, standsFor)
        : undefined;
    if (antecedent && antecedent.term.length > 0) {
      term = [...antecedent.term];
      concepts = new Set([...concepts, ...antecedent.concepts]);
      const reread = [...words.slice(0, k - 1), ...term, ...words.slice(k + 1)].join(' ');
      written ??= reader.evidenceUnits(line);
      for (const unit of [...antecedent.concepts, ...reader.evidenceUnits(reread)])
        if (isConceptUnit(unit) && !written.has(unit)) inherited.add(unit);
    }
    own.push({ noun: word, concepts, term });
  });
  return inherited;
}

/**
 * Whether the noun ends its phrase, judged by the word after it: none, a function word other than "of" ("these
 * contracts on 40 shares", "the loans we made") or a past tense ("the trades settled"). Another word usually makes
 * the noun a modifier of a different thing ("the loan agreement", "the fund managers", "the claims handlers"),
 * and "of" defines the noun right there ("the book of recipes", "the portfolio of loans").
 */
function endsPhrase(next: string | undefined): boolean {
  return next === undefined || (next !== 'of' && isStopword(next)) || /[a-z]ed$/.test(next);
}

function nearest(scopes: readonly Mention[][], nouns: ReadonlySet<string>): Mention | undefined {
  for (const scope of scopes) {
    for (let i = scope.length - 1; i >= 0; i -= 1) if (nouns.has(scope[i]!.noun)) return scope[i];
  }
  return undefined;
}
