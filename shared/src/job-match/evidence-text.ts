import { stemmer } from 'stemmer';
import { LEXICON, type Lexicon } from './lexicon';

/**
 * How the fit score reads text: words are lower-cased, hyphenated words split, and stemmed (Porter), so
 * "modelling", "models" and "modelled" meet. Lexicon terms are read the same way and matched as whole
 * word sequences, longest first, so "enhanced due diligence" is KYC while "due diligence" is due diligence.
 *
 * A piece of text becomes a set of units: `c:<concept>` for each lexicon concept it mentions (and every
 * broader concept), and `w:<stem>` for each content word. In CV text a concept is also mentioned by one of its
 * phrasings (the way practitioners describe the work, see `ZPhrasing`): every slot found within
 * `PHRASING_WINDOW` words of the others.
 */

/**
 * Most words from the start of a phrasing's first slot found to the end of its last. Work described in plain
 * words is wordier than its jargon ("when a customer says money hasn't arrived ... I chase the other bank" for a
 * payment investigation), so the window spans a long clause; it never crosses a sentence.
 */
export const PHRASING_WINDOW = 14;

/**
 * Words Porter stemming merges with a word of another meaning, kept apart: "liquidation" (insolvency) with
 * "liquidity" and "liquid", "chief executive" with "execution", "lettings" with "let us", "news" with "new",
 * "collections" with "collect data", a "copywriter" (who writes copy) with "copywriting" as copy review,
 * "shorting" (selling short) with "short", "margining" (of derivatives) with "margin", "spreading" (keying a
 * borrower's accounts into a template) with the "spreads" of bonds and curves and spreading anything else, an
 * actuary's "reserving" with anyone's "reserves".
 */
const STEM_EXCEPTIONS: [RegExp, string][] = [
  [/^liquidat(?:e|es|ed|ing|ion|ions|or|ors)$/, 'liquidat'],
  [/^executives?$/, 'executive'],
  [/^lettings?$/, 'letting'],
  [/^news$/, 'news'],
  [/^collections?$/, 'collection'],
  [/^copywriters?$/, 'copywriter'],
  // Selling short and margining, not anything short ("short-term", "ran short of cash") or any margin ("low-margin").
  [/^short(?:ing|ed)$/, 'shorting'],
  [/^margin(?:ing|ed)$/, 'margining'],
  // Spreading a borrower's accounts, not a bond's or a curve's spreads, nor spreading the workload.
  [/^spreading$/, 'spreading'],
  // An actuary's reserving, not any reserves (a charity's, a bank's capital, a national park's).
  [/^reserving$/, 'reserving'],
  // Ending a contract or a merchant ("terminations"), not a terminal (Porter reads both as "termin").
  [/^terminat(?:e|es|ed|ing|ion|ions)$/, 'terminat'],
  // A power to decide ("within my delegated authority", "the Financial Conduct Authority"), not an author's
  // writing (Porter reads both as "author").
  [/^authorit(?:y|ies)$/, 'authority'],
  // An engineer and engineering (a person, a discipline), not an engine (a risk engine, a rating engine): Porter
  // reads both as "engin", so a support engineer's title met a risk engine and a risk engine met "engineers".
  [/^engineer(?:s|ed|ing|ings)?$/, 'engineer'],
  // Stock market indices are indices, not indicators (Porter reads "indices" and "indicators" both as "indic").
  [/^ind(?:ex|exes|ices)$/, 'index'],
  // Futures contracts, not the future ("options for the future of the business"): Porter reads both as "futur".
  [/^futures$/, 'futures'],
  // Staking tokens on a network, not a stake in a company ("bought a stake in a solar portfolio"): Porter reads
  // "staking" as "stake".
  [/^staking$/, 'staking'],
];

/**
 * Irregular past forms of verbs of work, read as their base form (Porter stems only regular endings, so "sold"
 * never met "sell" nor "bought" "buy"): what a line says was done meets the skill's words for doing it. Forms that
 * are also another word are left out: "broke" (broking's own past, not breaking), "left", "lost", "fed" (the
 * Federal Reserve), "held" (held payments, held to maturity), "chose" (choosing a manager is not selecting funds),
 * "rung" (of a ladder), "rose", "fell", "bore", "spun", "wound", "known", "thought".
 */
const IRREGULAR_PAST: ReadonlyMap<string, string> = new Map(
  (
    'swept:sweep sold:sell bought:buying met:meet led:lead ran:run reran:rerun wrote:write written:write ' +
    'rewrote:rewrite rewritten:rewrite underwrote:underwrite underwritten:underwrite built:build rebuilt:rebuild ' +
    'kept:keep made:make took:take taken:take undertook:undertake undertaken:undertake oversaw:oversee ' +
    'overseen:oversee paid:paying repaid:repaying prepaid:prepaying sent:send spent:spend lent:lend dealt:deal ' +
    'upheld:uphold told:tell brought:bring sought:seek taught:teach caught:catch won:win drew:draw drawn:draw ' +
    'gave:give given:give spoke:speak spoken:speak began:begin begun:begin grew:grow ' +
    'grown:grow rang:ring sat:sit stood:stand understood:understand struck:strike got:get found:find shown:show ' +
    'heard:hear'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** Words that carry no evidence either way. */
const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have how i in into is it its ' +
    'me my of on or our over per so such than that the their them then there these they this those through to too ' +
    'under up very was we were what when where which while who whom why will with within without would you your ' +
    'about across after against all also am any around because before between both during each every few further ' +
    'here just more most much must no nor not now off once only other out own same should some still until upon ' +
    'using use used via well etc including include new key s non'
  ).split(' '),
);

/** Words common in requirement phrasing that say nothing about the skill itself. */
const EMPTY_REQUIREMENT_WORDS = new Set(
  (
    'knowledge understanding skill skills ability abilities experience experienced techniques technique method ' +
    'methods tools tool basics basic principles principle strong good excellent proven working work effective ' +
    'effectively relevant various related practical practice practices level levels high large small'
  )
    .split(' ')
    .map(stemWord),
);

/**
 * Words that count for half: they qualify a skill more than they name it, or are everyday words any job
 * uses ("plan the menus", "cost the dishes").
 */
const LIGHT_WORDS = new Set(
  (
    'analysis analyse management reporting report system systems implementation requirements process processes ' +
    'plan planning plans cost costs run running build building manage managing team teams support deliver ' +
    'prepare people business project projects daily weekly monthly'
  )
    .split(' ')
    .map(stemWord),
);

/**
 * Words naming instruments and asset classes, what work is done on ("equities or bonds" in "Execution strategy
 * across equities or bonds"): like concepts marked `object` in the lexicon, they show little of an activity alone.
 */
const OBJECT_WORDS = new Set(
  (
    'equity equities stock stocks share shares bond bonds gilt gilts option options swap swaps future futures ' +
    'derivative derivatives commodity commodities currency currencies etf etfs warrant warrants spot forward forwards'
  )
    .split(' ')
    .map(stemWord),
);

/**
 * What a requirement's unit shown only by the instruments it is done on earns: a related concept that is an
 * instrument (`option_products` for option pricing) gives this instead of half credit, and a requirement's
 * instrument units (or words) count at this share when nothing of its activity is there. Operations staff
 * settle, confirm and book the products a desk trades; a product named in their lines is not the desk's work.
 */
export const OBJECT_ALONE = 0.3;
const OBJECT_RELATED = 0.15;
/**
 * What a requirement's unit naming a specific kind of work (`specific`: an LBO, debt sculpting) earns from a line
 * showing only its broader concept or another of its kinds (a forecast model, an equity returns model): some of the
 * modelling, not half of the technique the skill names.
 */
const SPECIFIC_RELATED = 0.25;

/**
 * Words naming whom work is done for or with (customers, clients, staff): a concept's term is about what is done
 * for them ("vulnerable customers", "client onboarding"), so such a word alone shows none of it. In a concept's
 * words they count only beside another of its words.
 */
const PARTY_WORDS = new Set(
  'customer customers client clients people person staff colleague colleagues employee employees user users'
    .split(' ')
    .map(stemWord),
);

/**
 * Support work on a desk's markets. Operations, control, risk reporting, trade surveillance and recruitment name
 * the markets and the desks they work for ("post-trade control for the rates and credit broking desks", "VaR for
 * the power and gas desks", "search for brokers and traders across rates, credit and energy"): there the markets
 * and the broking trade ("broking", "brokers") are what the work is done on, not work done in them. A line with one
 * of `SUPPORT_WORDS` and none of `OWN_MARKET_WORDS` (the person trading, broking or selling themselves) reads its
 * `MARKET_WORDS` as objects: `o:` units instead of `w:` ones (a requirement's unit met only so counts as an
 * instrument does: in full beside the requirement's activity, else `OBJECT_ALONE`), no term made of them alone
 * and no slot of a phrasing of the desks' own work (`desk` in the lexicon) met by them. Subject alignment still
 * reads them: support work on a market is in its subject.
 */
const SUPPORT_WORDS = new Set(
  (
    'control controls controlling controller controllers check checks checking checked confirm confirms ' +
    'confirming confirmed confirmation confirmations unconfirmed unsettled unreconciled settle settles settling ' +
    'settled settlement settlements ' +
    'reconcile reconciles reconciling reconciled reconciliation reconciliations invoice invoices invoicing invoiced ' +
    'monitor monitors monitoring monitored escalate escalates escalating escalated oversee oversees overseeing ' +
    'oversaw support supports supporting supported operations search searches searching searched recruit recruits ' +
    'recruiting recruited recruitment hire hires hiring hired headhunt headhunts headhunting headhunted ' +
    'surveillance surveil surveils surveilling surveilled ipv'
  ).split(' '),
);
/**
 * The prices of a market support work names after it ("IPV on bond prices", "check the gilt prices"): valuation
 * control checks the desk's prices, it does not make them; read as objects with their market.
 */
const PRICE_WORDS = new Set(['price', 'prices', 'pricing', 'marks']);
/** "Settled on" a choice, "settled in" a place: not settling trades. */
const SETTLE_OTHER_SENSE = /^settl/;
const AFTER_SETTLE_OTHER_SENSE = new Set(['on', 'in', 'into', 'down']);
/** Words of a person doing the market's work themselves ("broke", "traded", "sold"), as written. */
const OWN_MARKET_WORDS = new Set(
  (
    'broke brokered brokering traded quoted quoting sold selling bought buying executed executing hedged hedging ' +
    'dealt'
  ).split(' '),
);
/**
 * Markets, instruments and the broking trade, as written; not words with an everyday sense ("shares", "stock",
 * "options", "rate"), nor "greenhouse gas", "carbon" or "emissions", which are also climate data.
 */
const MARKET_WORDS = new Set(
  (
    'rates credit energy power gas electricity fx currencies equities bonds gilts swaps derivatives commodities ' +
    'oil metals inflation repo otc cds irs linkers broking broker brokers brokerage interdealer vol vols volatility ' +
    'surface surfaces bond gilt'
  ).split(' '),
);

/**
 * Writing code is programming, not writing. A developer "writes tests and fuzzers", "wrote the SQL queries behind
 * the dashboards", keeps a library "written in C++": a term of writing (`write`) followed within a few words by
 * what code is made of (`CODE_WORDS`) is not read as writing, unless a document follows it too ("wrote up the test
 * results", "write test plans and reports") or the code is a document's ("the code of conduct").
 */
const WRITING_CONCEPT = 'write';
const CODE_WORDS = new Set(
  (
    'code coding codebase test tests unit queries query sql python c++ java javascript typescript kotlin rust ' +
    'golang scala fuzzers fuzzer software functions macros vba apis api microservices bindings contracts solidity'
  ).split(' '),
);
/** "Smart contracts" are code; a contract alone is not. */
const CODE_AFTER = new Map([['contracts', new Set(['smart'])]]);
const DOCUMENT_WORDS = new Set(
  (
    'up report reports note notes paper papers plan plans documentation document documents results findings ' +
    'summary summaries memo memos requirements stories specification specifications specs guide guides policy ' +
    'policies procedures commentary conduct practice'
  ).split(' '),
);
/** Whether a term of writing that ends at `end` (exclusive, words as written) writes code (`CODE_WORDS`). */
function writesCode(words: readonly string[], end: number): boolean {
  const after = words.slice(end, end + 6);
  if (after.some((w) => DOCUMENT_WORDS.has(w))) return false;
  return after.some((w, j) => {
    if (!CODE_WORDS.has(w)) return false;
    if (w === 'code' && after[j + 1] === 'of') return false;
    const before = CODE_AFTER.get(w);
    return !before || before.has(words[end + j - 1] ?? '');
  });
}

/**
 * Time series kept is data, not statistics. A developer builds "the time-series storage", "a time-series
 * database", "time-series data capture" that researchers query: there "time-series" says how the data is kept
 * (in time order), not that anyone models it. A term of statistical modelling made of the words "time series"
 * (`TIME_SERIES_CONCEPT`) followed by a word of keeping data (`STORED_DATA_WORDS`) is not read as statistics;
 * "time-series models" and "time-series econometrics" still are.
 */
const TIME_SERIES_CONCEPT = 'statistical_model';
const STORED_DATA_WORDS = new Set(
  (
    'storage store stores stored database databases db dbs data capture warehouse warehouses tables table ' +
    'cache caches archive archives'
  ).split(' '),
);
/** Whether a term of statistical modelling spanning `start`-`end` (words as written) names time series kept. */
function keepsTimeSeries(words: readonly string[], start: number, end: number): boolean {
  const term = words.slice(start, end).join(' ');
  return (
    (term === 'time-series' || term === 'time series' || term === 'timeseries') &&
    STORED_DATA_WORDS.has(words[end] ?? '')
  );
}

/** Positions (in a text's words as written) of the markets a line of support work names (`SUPPORT_WORDS`). */
function supportObjects(words: readonly string[]): Set<number> {
  const objects = new Set<number>();
  const support = words.some(
    (w, k) => SUPPORT_WORDS.has(w) && !(SETTLE_OTHER_SENSE.test(w) && AFTER_SETTLE_OTHER_SENSE.has(words[k + 1] ?? '')),
  );
  if (!support || words.some((w) => OWN_MARKET_WORDS.has(w))) return objects;
  words.forEach((w, k) => {
    if (MARKET_WORDS.has(w) && !(w === 'gas' && words[k - 1] === 'greenhouse')) objects.add(k);
    // The prices of a market support work checks (`PRICE_WORDS`).
    if (PRICE_WORDS.has(w) && objects.has(k - 1)) objects.add(k);
    if (DESK_WORDS.has(w)) for (const j of deskName(words, k)) objects.add(j);
  });
  return objects;
}

/**
 * The desks support work is for. A line of support work names the desks it serves by what they trade ("supporting
 * the cash equities and program trading desks", "controller for the credit trading desk"): after a word of support
 * (`SUPPORT_WORDS`), at most behind a determiner or a preposition (`DESK_NAME_ENDS`), the desk and the words naming
 * it are what the work is done on, as its markets are, not the desk's own work ("program trading" there is no
 * execution of orders). A desk the person works on ("rotated through the options desks, helping with risk checks")
 * follows no word of support and keeps its words.
 */
const DESK_WORDS = new Set(['desk', 'desks']);
const DESK_NAME_ENDS = new Set(
  (
    'the a an our their its his her my this these those each every all both several two three four five six ' +
    'for to of with on across at by from in into and'
  ).split(' '),
);
/** Most words a desk's name runs to before the desk, and most determiners and prepositions between it and the support. */
const DESK_NAME_REACH = 6;
const DESK_SUPPORT_REACH = 3;

/** Positions of a desk word at `k` and the words before it that name it, when a word of support acts on it. */
function deskName(words: readonly string[], k: number): number[] {
  const span = [k];
  let j = k - 1;
  for (; j >= Math.max(0, k - DESK_NAME_REACH); j -= 1) {
    const word = words[j]!;
    // "the cash equities and program trading desks": an "and" between two names of desks stays inside the name.
    if (word === 'and' && j > 0 && !DESK_NAME_ENDS.has(words[j - 1]!) && !SUPPORT_WORDS.has(words[j - 1]!)) {
      span.push(j);
      continue;
    }
    if (DESK_NAME_ENDS.has(word) || SUPPORT_WORDS.has(word)) break;
    span.push(j);
  }
  for (let between = 0; j >= 0 && between <= DESK_SUPPORT_REACH; j -= 1, between += 1) {
    if (SUPPORT_WORDS.has(words[j]!)) return span;
    if (!DESK_NAME_ENDS.has(words[j]!)) return [];
  }
  return [];
}

/**
 * What a data platform serves. A data engineer's lines name the platform she builds and what it feeds or who uses
 * it ("the lakehouse that feeds pricing, fraud and customer analytics", "the feature store data scientists use to
 * train models", "pipelines used by the credit modelling team"): there the analytics, the models and their users
 * are what the platform is built for, not work she did. In a line where a platform word (`PLATFORM_WORDS`) is
 * followed, within a few words, by a verb of feeding or serving, or by "used by" or its users' "use to", the words
 * after that verb are read as objects, as support work's markets are (`supportObjects`). A platform's own words
 * ("pipelines", "SQL", "lakehouse") before it still read as work; a pricing library or a model "used by the desk"
 * is no platform, and what it is used for stays the person's work.
 */
const PLATFORM_WORDS = new Set(
  (
    'lakehouse lakehouses warehouse warehouses datalake datalakes lake pipeline pipelines store stores platform ' +
    'platforms database databases datasets infrastructure'
  ).split(' '),
);
const SERVING_WORDS = new Set(['feed', 'feeds', 'feeding', 'serve', 'serves', 'serving', 'powers', 'powering']);
const USER_WORDS = new Set(
  'scientists analysts researchers modellers quants teams team engineers users colleagues'.split(' '),
);

/**
 * Where a marker of serving that starts at `k` ends (its last word's position), or -1: a verb of feeding or
 * serving, "used by", or users who "use to" ("scientists use to train").
 */
function servingMarkerEnd(words: readonly string[], k: number): number {
  const word = words[k]!;
  if (SERVING_WORDS.has(word)) return k;
  if (word === 'used' && words[k + 1] === 'by') return k + 1;
  if (USER_WORDS.has(word) && /^uses?$/.test(words[k + 1] ?? '') && words[k + 2] === 'to') return k + 2;
  return -1;
}

/** Positions (in a text's words as written) of what a line's data platform serves (`PLATFORM_WORDS`). */
function servedObjects(words: readonly string[]): Set<number> {
  const objects = new Set<number>();
  const platform = words.findIndex(
    (w, k) =>
      PLATFORM_WORDS.has(w) && words.slice(k + 1, k + 6).some((_, j) => servingMarkerEnd(words, k + 1 + j) >= 0),
  );
  if (platform < 0) return objects;
  let end = -1;
  for (let k = platform + 1; end < 0; k += 1) end = servingMarkerEnd(words, k);
  for (let j = end + 1; j < words.length; j += 1) objects.add(j);
  return objects;
}

/**
 * The models a data platform or productionised features are built for. A data engineer builds "a real-time feature
 * store for fraud scoring", "pipelines for the credit risk models", "productionises features for fraud and credit
 * models": the models after "for" are what her work serves, not models she built. After a platform word
 * (`PLATFORM_WORDS`), or features made ready for production (`PRODUCTIONISING_WORDS` before "features" within two
 * words), followed by "for", the words up to a preposition or a next verb are read as objects when they name a
 * model (`MODEL_WORDS`) or its scoring (`SERVED_MODEL_WORDS`). "Pipelines for panel data" and "built features for
 * the fraud model" (a data scientist's own) stay work.
 */
const PRODUCTIONISING_WORDS = new Set(
  (
    'productionise productionises productionised productionising productionize productionizes productionized ' +
    'productionizing deploy deploys deployed deploying serve serves served serving'
  ).split(' '),
);
const SERVED_MODEL_WORDS = new Set(['model', 'models', 'scoring', 'scorecard', 'scorecards']);

/** Positions (in a text's words as written) of the models a line's platform or productionised features are for. */
function platformModels(words: readonly string[]): Set<number> {
  const objects = new Set<number>();
  words.forEach((w, k) => {
    if (words[k + 1] !== 'for') return;
    const input =
      PLATFORM_WORDS.has(w) ||
      (/^features?$/.test(w) && words.slice(Math.max(0, k - 2), k).some((x) => PRODUCTIONISING_WORDS.has(x)));
    if (!input) return;
    const span = objectSpan(words, k + 2);
    if (span.some((j) => SERVED_MODEL_WORDS.has(words[j]!))) for (const j of span) objects.add(j);
  });
  return objects;
}

/**
 * Independent review of models. A model validator's lines name the models others built and what they are built
 * with ("validations of pricing models submitted by the front office", "a challenger library for benchmarking
 * exotic pricers", "identified a calibration weakness in the SABR implementation", "reviewed the PD and LGD
 * methodology of the first line"): there the model's kind, its maths and its calibration are what the review is
 * done on, not work the person did building the model. A line of review (`reviewsModels`) reads the concepts of
 * building a model (`REVIEWED_CONCEPTS`) as reviewed: `r:` units, which meet a requirement's concept as an
 * instrument alone does (`OBJECT_ALONE`), not in full.
 */
const REVIEW_WORDS = new Set(
  'validate validates validated validating validations independent independently weakness weaknesses flaw flaws'.split(
    ' ',
  ),
);
/**
 * Words of review that a model's developer also uses of her own models: she benchmarks a new scorecard against the
 * one it replaces or the bureau's score, builds challengers to the incumbent model and replicates an old model in
 * new code. They mark a line of review for a pricing model's maths and calibration only (`PRICING_REVIEWED`).
 */
const CHALLENGE_WORDS = new Set(
  (
    'challenger challengers benchmark benchmarks benchmarked benchmarking replicate replicates replicated ' +
    'replicating replication'
  ).split(' '),
);
/**
 * Two words that say the same ("second line" of defence, "validation reports" written on others' models). Not
 * "review" alone: a model's builder reviews its hedging performance, and runs code reviews of the library.
 */
const REVIEW_PAIRS = new Set(['second line', 'validation report', 'validation reports']);
/** Reviewing a methodology is reviewing how someone built a model ("reviewed the PD methodology"). */
const REVIEW_VERBS = new Set(['review', 'reviews', 'reviewed', 'reviewing']);
const METHODOLOGY_WORDS = new Set(['methodology', 'methodologies']);
/**
 * Independent review received by a model's builder: she takes her model "through independent validation",
 * writes it up "for independent review", presents it "to the independent model risk function".
 */
const RECEIVING_WORDS = new Set(['through', 'for', 'passed', 'pass', 'passes', 'to', 'by', 'from', 'past']);
/** The concepts of building a pricing model: its maths and its calibration to the market. */
const PRICING_REVIEWED = new Set(['stochastic_calculus', 'model_calibration']);
/**
 * The concepts of building a model: a pricing model's (`PRICING_REVIEWED`), and a credit model's own kind
 * (probability of default, loss given default and exposure models, scorecards, survival models) and the models
 * built under the capital and impairment rules (IRB, IFRS 9): "validated the IRB mortgage PD suite" reviews such
 * models, it does not build them.
 */
const REVIEWED_CONCEPTS = new Set([...PRICING_REVIEWED, 'logistic_regression', 'ifrs9_irb']);

/**
 * How a line (its words as written) reads as independent review of models: `all` (a word of review, a pair, or a
 * methodology reviewed: every concept of `REVIEWED_CONCEPTS` is reviewed), `pricing` (only a word a developer also
 * uses, `CHALLENGE_WORDS`: a pricing model's maths and calibration are reviewed) or none. "Independent" review
 * the person receives (`RECEIVING_WORDS` just before it) is no review of hers.
 */
function reviewsModels(words: readonly string[]): 'all' | 'pricing' | undefined {
  const received = (k: number) => words.slice(Math.max(0, k - 2), k).some((w) => RECEIVING_WORDS.has(w));
  const review =
    words.some(
      (w, k) =>
        (REVIEW_WORDS.has(w) && !(w.startsWith('independent') && received(k))) ||
        REVIEW_PAIRS.has(`${w} ${words[k + 1] ?? ''}`),
    ) ||
    (words.some((w) => REVIEW_VERBS.has(w)) && words.some((w) => METHODOLOGY_WORDS.has(w)));
  if (review) return 'all';
  return words.some((w) => CHALLENGE_WORDS.has(w)) ? 'pricing' : undefined;
}

/**
 * The models a validator's line names. "Lead validations of retail credit and fraud models", "validated 20 IFRS 9
 * and fraud scorecards": the kinds of model after a word of validating are what the review is done on, not models
 * the person built, and a data scientist's or a modeller's skill of building them ("Credit, fraud and customer
 * attrition models") is not shown. After a verb of validating, or "validation(s) of", that the person does (no
 * receiving word just before it: "through independent validation", "passed validation"; no verb of building
 * before it in the line: "built and validated"), the words up to a preposition ("under SS1/23", "in Python", "for
 * the committee") or a next verb ("and wrote the reports"), when they name a model (`MODEL_WORDS`; an auditor
 * validates the closure of actions), are the models validated (`validatedModels`): their
 * words are read as objects (`o:` units) and their concepts as reviewed (`r:` units).
 */
const VALIDATING_VERBS = new Set(['validate', 'validates', 'validated', 'validating']);
const VALIDATION_NOUNS = new Set(['validation', 'validations']);
const BUILDING_VERBS = new Set(
  (
    'build builds built building develop develops developed developing redevelop redevelops redeveloped ' +
    'redeveloping design designs designed designing fit fits fitted train trains trained training calibrate ' +
    'calibrates calibrated calibrating'
  ).split(' '),
);
const VALIDATED_ENDS = new Set(
  (
    'under for to by against with using within in at on per before after when so which that where while from ' +
    'into as across'
  ).split(' '),
);
/** A verb after "and" that starts the line's next piece of work ("and wrote the validation reports"). */
const NEXT_WORK = new Set(
  (
    'write writes wrote set sets run runs ran present presents track tracks test tests assess assesses ' +
    'challenge challenges replicate replicates monitor monitors lead leads led manage manages build builds ' +
    'benchmark benchmarks report reports raise raises agree agrees review reviews sign signs own owns'
  ).split(' '),
);

/**
 * Positions of the words from `from` that name what a verb acts on: up to a preposition (`VALIDATED_ENDS`), a word
 * `stop` ends at, or "and"/"then" before the line's next piece of work ("and wrote the reports").
 */
function objectSpan(words: readonly string[], from: number, stop: (word: string) => boolean = () => false): number[] {
  const span: number[] = [];
  for (let j = from; j < words.length; j += 1) {
    const word = words[j]!;
    if (VALIDATED_ENDS.has(word) || stop(word)) break;
    const next = words[j + 1] ?? '';
    if ((word === 'and' || word === 'then') && (NEXT_WORK.has(next) || /ed$/.test(next))) break;
    span.push(j);
  }
  return span;
}

/** Words that name what is validated as models ("closure of management actions" validated is no model). */
const MODEL_WORDS = new Set(
  'model models scorecard scorecards suite suites pricer pricers methodology methodologies'.split(' '),
);

/**
 * Replicating or challenging someone else's build, testing or methodology is review too: "replicate model builds
 * in Python", "challenge data, methodology and fairness testing". After such a verb (`CHALLENGING_VERBS`) the words
 * are the models validated only when they name another's work on a model (`OTHERS_WORK_WORDS`): a developer who
 * "replicated the legacy scorecard in Python" or "built challengers to the incumbent model" still built hers.
 */
const CHALLENGING_VERBS = new Set(
  'replicate replicates replicated replicating challenge challenges challenged challenging'.split(' '),
);
const OTHERS_WORK_WORDS = new Set('builds methodology methodologies testing assumptions'.split(' '));

/** Positions (in a text's words as written) of the models a line validates (see above). */
function validatedModels(words: readonly string[]): Set<number> {
  const at = new Set<number>();
  words.forEach((w, k) => {
    const challenging = CHALLENGING_VERBS.has(w);
    const from =
      VALIDATING_VERBS.has(w) || challenging ? k + 1 : VALIDATION_NOUNS.has(w) && words[k + 1] === 'of' ? k + 2 : -1;
    if (from < 0) return;
    if (words.slice(Math.max(0, k - 3), k).some((x) => RECEIVING_WORDS.has(x))) return;
    if (words.slice(0, k).some((x, j) => BUILDING_VERBS.has(x) && !at.has(j))) return;
    const span = objectSpan(words, from, (word) => VALIDATING_VERBS.has(word) || VALIDATION_NOUNS.has(word));
    const named = challenging ? OTHERS_WORK_WORDS : MODEL_WORDS;
    if (span.some((j) => named.has(words[j]!))) for (const j of span) at.add(j);
  });
  return at;
}

/** Whether a concept found in a line that reads as review (`reviewsModels`) is read as reviewed. */
function isReviewed(reviewed: ReturnType<typeof reviewsModels>, concept: string): boolean {
  return reviewed === 'all' ? REVIEWED_CONCEPTS.has(concept) : reviewed === 'pricing' && PRICING_REVIEWED.has(concept);
}

/**
 * Documents a manager writes for the investors it raises money from (a fund's placement memorandum, pitch book or
 * deck, its answers to due diligence questionnaires) reach the other side too: an allocator, a pension fund's
 * private markets team or a consultant reviews the managers' PPMs, DDQs and pitch books before committing. There
 * the documents are what the review is done on, not documents the person wrote or answered. A term of such a
 * document (`RECEIVED_DOCUMENTS`) whose nearest verb before it, within `RECEIVED_REACH` words, is one of reviewing
 * or assessing (`DOCUMENT_REVIEW_VERBS`) and with no verb of writing or answering (`PRODUCING_WORDS`) between is
 * read as reviewed (`r:` units, as a model under independent review is). "Reviewed and updated the DDQ library"
 * and "drafted the PPM" stay the person's own documents; phrasings of the work need a verb of writing or answering.
 */
const RECEIVED_DOCUMENTS = new Set(['marketing_materials', 'rfp']);
const DOCUMENT_REVIEW_VERBS = new Set([
  ...REVIEW_VERBS,
  ...(
    'assess assesses assessed assessing analyse analyses analysed analysing ' +
    'analyze analyzes analyzed analyzing scrutinise scrutinises scrutinised scrutinising scrutinize scrutinized ' +
    'evaluate evaluates evaluated evaluating vet vets vetted vetting read reads reading receive receives received ' +
    'receiving challenge challenges challenged challenging'
  ).split(' '),
]);
const PRODUCING_WORDS = new Set(
  (
    'write writes wrote written writing draft drafts drafted drafting prepare prepares prepared preparing produce ' +
    'produces produced producing update updates updated updating answer answers answered answering respond ' +
    'responds responded responding complete completes completed completing coordinate coordinates coordinated ' +
    'coordinating own owns owned owning maintain maintains maintained maintaining design designs designed ' +
    'designing build builds built building create creates created creating edit edits edited editing refresh ' +
    'refreshed refreshing'
  ).split(' '),
);
const RECEIVED_REACH = 5;

/** Whether a document's term starting at `start` (in a text's words as written) names one the person reviewed. */
function reviewsDocument(words: readonly string[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - RECEIVED_REACH); k -= 1) {
    if (PRODUCING_WORDS.has(words[k]!)) return false;
    if (DOCUMENT_REVIEW_VERBS.has(words[k]!)) return true;
  }
  return false;
}

/**
 * A written document someone else writes and the person reviews, approves or sanctions is no writing of hers: a
 * second-line approver "reviews and approves credit applications", an audit committee member "reads the audit
 * reports". A term of a document that is a kind of writing (its concept's broader concepts hold `write`: credit
 * papers, audit reports, commentary) with a verb of reviewing or approving (`APPROVING_VERBS`) and none of writing
 * (`PRODUCING_WORDS`) in the `RECEIVED_REACH` words before it keeps its own concept and every broader one but
 * writing. "Drafted and reviewed credit papers" and "prepared and reviewed the audit report" stay her writing.
 */
const APPROVING_VERBS = new Set([
  ...DOCUMENT_REVIEW_VERBS,
  ...(
    'approve approves approved approving approval approvals sanction sanctions sanctioned sanctioning ' +
    'decision decisions decide decides decided deciding'
  ).split(' '),
]);

/** Whether a concept is a document that is a kind of writing (its broader concepts hold `write`). */
function isDocument(matcher: Matcher, concept: string): boolean {
  return concept !== WRITING_CONCEPT && (matcher.closure.get(concept)?.includes(WRITING_CONCEPT) ?? false);
}

/** Whether a document's term starting at `start` names one the person reviewed or approved and did not write. */
function approvesDocument(words: readonly string[], start: number): boolean {
  const before = words.slice(Math.max(0, start - RECEIVED_REACH), start);
  return before.some((w) => APPROVING_VERBS.has(w)) && !before.some((w) => PRODUCING_WORDS.has(w));
}

/**
 * A due diligence questionnaire the person answers is the document's name, not due diligence she does: a fund's
 * investor relations team or a data vendor's product manager "answers client due diligence questionnaires", and the
 * investor or the buyer is the one doing the diligence. A term of such a questionnaire (`rfp`) whose nearest verb
 * before it, within `RECEIVED_REACH` words, is one of answering (`ANSWERING_WORDS`) keeps its own concept, but its
 * other words ("due diligence", "client due diligence") are read as objects (`o:` units) and the concepts of terms
 * overlapping them (due diligence, KYC) are dropped. "Sent due diligence questionnaires
 * to data vendors" and "reviewed managers' DDQs" stay the diligence they are.
 */
const ANSWERING_WORDS = new Set(
  (
    'answer answers answered answering respond responds responded responding response responses complete ' +
    'completes completed completing fill fills filled filling'
  ).split(' '),
);
const QUESTIONNAIRE_CONCEPT = 'rfp';

/** Whether a questionnaire's term starting at `start` (in a text's words as written) names one the person answers. */
function answersDocument(words: readonly string[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - RECEIVED_REACH); k -= 1) {
    if (ANSWERING_WORDS.has(words[k]!)) return true;
    if (DOCUMENT_REVIEW_VERBS.has(words[k]!)) return false;
  }
  return false;
}

/**
 * The raters a rated company answers. A company's sustainability or treasury team "responds to ESG rating agencies",
 * "answers the rating agencies' questions", "completes the ESG ratings providers' questionnaires": the agencies are
 * the ones who rate, and the company is what they rate, so naming them is no rating work of the person's. A term of
 * ratings (`RATING_CONCEPTS`) that names the raters (it ends in, or is followed by, one of `RATER_WORDS`) and whose
 * nearest verb before it, within `RECEIVED_REACH` words, is one of answering (`ANSWERING_WORDS`) is read as what the
 * person answers: its words are objects and its concepts are not read. An analyst who "applies the agency's rating
 * methodology" or "responds to issuer challenges on ESG ratings" (no raters named) still does the rating.
 */
const RATING_CONCEPTS = new Set(['esg_methodology', 'rating_methodology']);
const RATER_WORDS = new Set('agency agencies provider providers rater raters'.split(' '));

function answersRaters(words: readonly string[], start: number, end: number): boolean {
  if (!RATER_WORDS.has(words[end - 1]!) && !RATER_WORDS.has(words[end] ?? '')) return false;
  return answersDocument(words, start);
}

/**
 * The other side of `approvesDocument`: a credit application, a paper for committee, a report the person writes or
 * submits for someone else's approval is her writing, not her review of one. A front-office banker who "writes the
 * credit applications" or "submits lending proposals to credit" is the one whose paper the approver reviews and
 * challenges. A term of a document that is a kind of writing with a verb of writing or submitting
 * (`SUBMITTING_WORDS`) and none of reviewing or approving in the `RECEIVED_REACH` words before it (for a phrasing,
 * by the line's first such verb) is read as the person's own (`written`); every other such hit also gives an `a:`
 * unit, the document open to review. A requirement that names such a document as reviewed or approved ("reviewing and
 * challenging credit applications") asks for that unit, so the writer's document meets none of it, while "approve
 * credit applications", "sanction credit papers" and a bare "credit applications" in a list still do.
 */
const SUBMITTING_WORDS = new Set([...PRODUCING_WORDS, ...'submit submits submitted submitting'.split(' ')]);

/**
 * Whether a document's term starting at `start` is the person's own; with no span (a phrasing), whether the line's
 * first verb of writing, submitting, reviewing or approving is one of writing or submitting ("submitted lending
 * proposals to credit for approval", not "approved the credit papers bankers submitted").
 */
function writesDocument(words: readonly string[], start: number, end: number): boolean {
  if (end === start) {
    const first = words.find((w) => SUBMITTING_WORDS.has(w) || APPROVING_VERBS.has(w));
    return first !== undefined && SUBMITTING_WORDS.has(first) && !APPROVING_VERBS.has(first);
  }
  const before = words.slice(Math.max(0, start - RECEIVED_REACH), start);
  return before.some((w) => SUBMITTING_WORDS.has(w)) && !before.some((w) => APPROVING_VERBS.has(w));
}

/**
 * The audit seen from the audited side. A finance team, a fund accountant or a business line works with the
 * auditors, answers their questions, gets through the audit and closes its findings; that is the auditee's
 * work with the audit (`external_auditors`, what a controller or a technical accountant does), not auditing. A
 * word of audit (`AUDIT_STEMS`) is read so when, behind words that only say which audit ("the", "our", "external",
 * "year-end", "Big Four": `AUDIT_QUALIFIERS`), it:
 * - names the auditors as a party ("the auditors", "our external auditor", "auditors' queries"), not a numbered or
 *   ranked team ("four senior auditors");
 * - is the agent or counterpart of the person's work: "signed off by external audit", "agreed with the auditor",
 *   "respond to audit", "explain to the auditors", "prepared for audit", or whom it is done for: the auditors or
 *   the audit teams a tax or valuation specialist reviews workings for ("for audit teams", "for auditors");
 * - is what the person supports or gets through ("support the year-end audit", "took the company through its first
 *   Big Four audit", "pass our audits", "clean audits", "no audit adjustments"), or manages as the audited company
 *   ("manage the external audit", a qualifier naming whose audit it is);
 * - names findings or actions the person closes, fixes or works after ("closed 30 audit actions", "after an
 *   internal audit finding").
 * Such a term of audit is read as the auditee's work (`external_auditors`), or as nothing of audit when the audit is
 * internal (a business line answering internal audit); its words are a sense of their own (`audit@side`), and they
 * meet no slot of a phrasing of audit work. An auditor's own lines ("audited banks", "plan the audit", "coach four
 * senior auditors", "report to the audit committee") read as before.
 */
const AUDIT_STEMS = new Set(['audit', 'auditor']);
const AUDITEE_CONCEPT = 'external_auditors';
const AUDIT_CONCEPT = 'audit';
const AUDIT_DETERMINERS = new Set('the our their its a an each every this that my company group firm'.split(' '));
const AUDIT_QUALIFIERS = new Set(
  'external internal annual yearly year end statutory big four 4 interim first clean regulatory recurring critical new s two three five six seven eight nine ten'.split(
    ' ',
  ),
);
/** Qualifiers that say the audit is the company's own to manage ("the external audit", "the Big Four audit"). */
const OWN_AUDIT_QUALIFIERS = new Set('external big four year end annual yearly clean'.split(' '));
const AUDIT_AGENT_BEFORE = new Set(['by', 'with']);
const AUDIT_RESPONDING = new Set(
  'respond responds responded responding answer answers answered answering explain explains explained explaining report reports reported reporting present presents presented presenting submit submits submitted submitting provide provides provided providing'.split(
    ' ',
  ),
);
const AUDIT_SUPPORTING = new Set(
  'support supports supported supporting through pass passes passed passing survive survived'.split(' '),
);
const AUDIT_PREPARING = new Set('prepare prepares prepared preparing ready'.split(' '));
/** What follows a word of audit that names the auditors' teams ("for audit teams"). */
const AUDIT_TEAMS = new Set(['team', 'teams']);
const AUDIT_MANAGING = new Set('manage manages managed managing'.split(' '));
const AUDIT_AFTER = new Set('queries query questions requests request'.split(' '));
const AUDIT_CLOSING = new Set(
  'close closes closed closing remediate remediates remediated remediating fix fixes fixed fixing resolve resolves resolved resolving address addresses addressed addressing remove removes removed removing clear clears cleared clearing after no'.split(
    ' ',
  ),
);
const AUDIT_FINDINGS = new Set(
  'finding findings point points action actions issue issues adjustment adjustments'.split(' '),
);

/**
 * What follows a word of audit that makes it the auditor's own work or side ("the audit file", "audit of the group",
 * "worked with audit clients", "with the audit seniors").
 */
const AUDIT_WORK_NEXT = new Set(
  (
    'of file files plan plans planning approach methodology software tools analytics data evidence documentation ' +
    'programme procedures work working papers fieldwork partner partners client clients engagement engagements ' +
    'senior seniors manager managers associate associates trainee trainees staff practice quality'
  ).split(' '),
);

/**
 * Positions (in a text's words as written) of words of audit read from the audited side (see above), each with
 * whether the audit is internal.
 */
function auditedSide(words: readonly string[], stems: readonly string[]): Map<number, boolean> {
  const side = new Map<number, boolean>();
  stems.forEach((stem, k) => {
    if (!AUDIT_STEMS.has(stem)) return;
    const next = words[k + 1] ?? '';
    // "audit committee": the board's committee, whoever reports to it.
    if (stemWord(next) === 'committe') return;
    let j = k - 1;
    let determiner = false;
    let internal = false;
    let ownQualifier = false;
    while (j >= 0 && (AUDIT_QUALIFIERS.has(words[j]!) || AUDIT_DETERMINERS.has(words[j]!))) {
      if (AUDIT_DETERMINERS.has(words[j]!)) determiner = true;
      if (words[j] === 'internal') internal = true;
      if (OWN_AUDIT_QUALIFIERS.has(words[j]!)) ownQualifier = true;
      j -= 1;
    }
    const before = words[j] ?? '';
    const twoBefore = words[j - 1] ?? '';
    const ownWork = AUDIT_WORK_NEXT.has(next);
    const findings = words.slice(k + 1, k + 4).some((w) => AUDIT_FINDINGS.has(w));
    const party =
      (stem === 'auditor' && determiner) ||
      (AUDIT_AGENT_BEFORE.has(before) && !ownWork) ||
      (before === 'to' && AUDIT_RESPONDING.has(twoBefore)) ||
      (before === 'for' &&
        !ownWork &&
        (stem === 'auditor' ||
          AUDIT_TEAMS.has(next) ||
          words.slice(Math.max(0, j - 6), j).some((w) => AUDIT_PREPARING.has(w)))) ||
      (AUDIT_SUPPORTING.has(before) && !ownWork && (determiner || stem === 'auditor' || words[k]!.endsWith('s'))) ||
      (AUDIT_MANAGING.has(before) && !ownWork && determiner && ownQualifier) ||
      before === 'no' ||
      words.slice(j + 1, k).includes('clean') ||
      (findings && words.slice(Math.max(0, j - 2), j + 1).some((w) => AUDIT_CLOSING.has(w))) ||
      (stem === 'auditor' && AUDIT_AFTER.has(next)) ||
      next === 'ready';
    if (party) side.set(k, internal);
  });
  return side;
}

export function stemWord(word: string): string {
  const base = IRREGULAR_PAST.get(word);
  if (base !== undefined) return stemWord(base);
  if (!/^[a-z]{4,}$/.test(word)) return word;
  for (const [pattern, stem] of STEM_EXCEPTIONS) if (pattern.test(word)) return stem;
  return stemmer(word);
}

/**
 * Lower case, straight apostrophes, no possessive "'s", "'ve" written out as "have" ("we've bought" is "we have
 * bought"), hyphens as spaces; "hedge fund(s)" and a float of cash ("the till float") are one word.
 */
function normalise(text: string): string {
  // A hedge fund is a kind of fund, not hedging: as one word, hedging's "hedge" never reads it. The cash in a
  // till or a petty cash tin is a float, not a flotation. Independent price verification is one control, IPV,
  // written out: valuation control checking the desk's prices, not pricing.
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/'s\b|s'(?=\s|$)/g, (m) => (m === "'s" ? '' : 's'))
    .replace(/'ve\b/g, ' have')
    .replace(/[\u2010-\u2015-]/g, ' ')
    .replace(/\bhedge\s+funds?\b/g, 'hedgefund')
    .replace(/\b(till|cash|petty cash|change)\s+floats?\b/g, '$1 cashfloat')
    .replace(FIX_PROTOCOL, 'fixprotocol')
    .replace(/\bindependent\s+price\s+verifications?\b/g, 'ipv')
    .replace(DURATION, (d) => d.replace(/(\d)(?=[a-z])|([a-z])(?=\d)/g, '$1$2 '));
}

/**
 * A duration written with its units ("6h", "1h40m", "90sec", "200ms") is read as its numbers and units ("1 h 40
 * m"), as "6 hours" and "15 min" are, so a phrasing can read how long something takes (`performance_optimisation`).
 * A number with "m" alone ("£220m", "2m trades") is millions, and stays one word.
 */
const DURATION = /\b\d[\d.]*(?:h|hrs?|mins?|secs?|ms|ns)(?:\d+(?:h|m|mins?|s|secs?|ms|ns))*\b/g;

/**
 * FIX the messaging protocol ("FIX connectivity", "FIX gateways to ECNs", "FIX 4.4 sessions"), which trading
 * systems speak, is not a fix (the 4pm London fix, a rate fixing, or fixing a fault): one word, read by no fix.
 */
const FIX_PROTOCOL =
  /\bfix(?=\s+(?:protocol|connectivity|gateways?|engines?|apis?|sessions?|messages?|messaging|drop copy|certification|specs?|specification|tags?|adapters?|interfaces?|4\.\d|5\.\d)\b)/g;

interface Phrasing {
  concept: string;
  /** Each slot's alternatives as stemmed token sequences. */
  slots: string[][][];
  /**
   * Words that rule the phrasing out when the sentence has any of them (a slot written "!settle|confirm"): the
   * same words can describe the work and the work around it ("led the bid" for a bank, "scored the bids" for
   * the company buying).
   */
  unless: string[][];
  /** The desks' own market work (`desk` in the lexicon): support work's objects meet none of its slots. */
  desk: boolean;
}

interface Matcher {
  /** Term token sequences by their first token, longest first. */
  byFirst: Map<string, { tokens: string[]; concept: string }[]>;
  phrasings: Phrasing[];
  /** Tokens that keep their & or / (M&A, P/E, EV/EBITDA): every other joined token is split. */
  joined: Set<string>;
  /** Each concept with all the concepts it counts for. */
  closure: Map<string, string[]>;
  /** Concepts that are instruments or asset classes (`object`). */
  objects: Set<string>;
}

function rawTokens(text: string): string[] {
  return normalise(text).match(/[a-z0-9]+(?:[&/][a-z0-9]+)*(?:\+\+)?/g) ?? [];
}

/**
 * `forSkills`: the matcher reads role skills, so a concept's skill terms count as terms (and phrasings, read
 * in CVs only, are left out).
 */
function buildMatcher(lexicon: Lexicon, kinds: (string | undefined)[], forSkills = false): Matcher {
  const concepts = lexicon.concepts.filter((c) => kinds.includes(c.kind));
  const termsOf = (c: Lexicon['concepts'][number]) => (forSkills ? [...c.terms, ...(c.skillTerms ?? [])] : c.terms);
  const joined = new Set<string>();
  for (const concept of concepts) {
    for (const term of [...concept.terms, ...(concept.skillTerms ?? [])])
      for (const t of rawTokens(term)) if (/[&/]/.test(t)) joined.add(t);
  }
  const phrasings: Phrasing[] = concepts.flatMap((concept) =>
    (forSkills ? [] : (concept.phrasings ?? [])).map((p) => {
      const slots = p.split(/\s\+\s/).map((slot) => slot.trim());
      const tokensOf = (slot: string) =>
        slot
          .split('|')
          .map((alt) => splitTokens(rawTokens(alt), joined).map(stemWord))
          .filter((tokens) => tokens.length > 0);
      return {
        concept: concept.id,
        slots: slots.filter((slot) => !slot.startsWith('!')).map(tokensOf),
        unless: slots.filter((slot) => slot.startsWith('!')).flatMap((slot) => tokensOf(slot.slice(1))),
        desk: concept.desk ?? false,
      };
    }),
  );
  const byFirst = new Map<string, { tokens: string[]; concept: string }[]>();
  for (const concept of concepts) {
    for (const term of termsOf(concept)) {
      const tokens = splitTokens(rawTokens(term), joined).map(stemWord);
      const first = tokens[0];
      if (!first) continue;
      const list = byFirst.get(first) ?? [];
      list.push({ tokens, concept: concept.id });
      byFirst.set(first, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);

  const parents = new Map(lexicon.concepts.map((c) => [c.id, c.broader ?? []]));
  const closure = new Map<string, string[]>();
  for (const concept of concepts) {
    const seen = new Set<string>();
    const walk = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const parent of parents.get(id) ?? []) walk(parent);
    };
    walk(concept.id);
    closure.set(concept.id, [...seen]);
  }
  return { byFirst, phrasings, joined, closure, objects: new Set(concepts.filter((c) => c.object).map((c) => c.id)) };
}

function splitTokens(tokens: string[], joined: Set<string>): string[] {
  return tokens.flatMap((t) =>
    /[&/]/.test(t) && !joined.has(t) ? t.split(/[&/]/).filter((p) => p.length > 1 || /\d/.test(p)) : [t],
  );
}

/** The matchers a reader needs, built from one lexicon. */
interface Matchers {
  evidence: Matcher;
  skills: Matcher;
  /** The broader concepts that earn a narrower one half credit: all but everyday work (see `everyday`). */
  parents: Map<string, string[]>;
  /** Concepts that are instruments or asset classes (`object`). */
  objects: Set<string>;
  /** Concepts that are specific kinds of their broader ones (`specific`). */
  specific: Set<string>;
}

function matchersOf(lexicon: Lexicon): Matchers {
  const everyday = new Set(lexicon.concepts.filter((c) => c.everyday).map((c) => c.id));
  return {
    evidence: buildMatcher(lexicon, [undefined, 'qualification']),
    skills: buildMatcher(lexicon, [undefined, 'qualification'], true),
    parents: new Map(lexicon.concepts.map((c) => [c.id, (c.broader ?? []).filter((p) => !everyday.has(p))])),
    objects: new Set(lexicon.concepts.filter((c) => c.object).map((c) => c.id)),
    specific: new Set(lexicon.concepts.filter((c) => c.specific).map((c) => c.id)),
  };
}

const DEFAULT_MATCHERS = matchersOf(LEXICON);
const EVIDENCE = DEFAULT_MATCHERS.evidence;
const SUBJECTS = buildMatcher(LEXICON, ['subject']);
/** The reader of `LEXICON`, the one the fit score uses. */
export const LEXICON_READER: TextReader = {
  evidenceUnits: (text) => evidenceUnitsWith(EVIDENCE, text),
  requirementUnits: (requirement) => requirementUnitsWith(DEFAULT_MATCHERS, requirement),
  nounReading: (text) => nounReadingWith(EVIDENCE, text),
};

/** A lexicon concept found in a text, with the token span it covers. */
interface ConceptHit {
  concept: string;
  start: number;
  end: number;
  /** A document the person reviewed, written by someone else (`reviewsDocument`), or a model she validated (`validatedModels`); evidence only. */
  received?: boolean;
  /** A document of writing the person reviewed or approved: no writing of hers (`APPROVING_VERBS`). */
  unwritten?: boolean;
  /** A document of writing the person wrote or submitted for someone else's approval (`writesDocument`). */
  written?: boolean;
}

/** Positions (in a text's words as written) a term's hit spans; none for a phrasing's. */
function termPositions(hit: ConceptHit): number[] {
  return Array.from({ length: hit.end - hit.start }, (_, k) => hit.start + k);
}

interface ReadText {
  stems: string[];
  hits: ConceptHit[];
  /** Positions of words read as the objects of support work (`supportObjects`; evidence only). */
  objects: Set<number>;
  /** How a line reads as independent review of models (`reviewsModels`; evidence only). */
  reviewed: ReturnType<typeof reviewsModels>;
  /** Positions of words of audit read from the audited side (`auditedSide`). */
  audited: ReadonlyMap<number, boolean>;
}

/**
 * Concepts of a text. `longestOnly` (for requirements) takes the longest term at each place and moves past
 * it, so its words are not counted twice; evidence keeps every term that matches, overlapping or not
 * ("earnings models" is both a financial model and earnings).
 */
function readText(text: string, matcher: Matcher, longestOnly: boolean): ReadText {
  const words = splitTokens(rawTokens(text), matcher.joined);
  const stems = words
    .map(stemWord)
    .map((stem, k, all) => (stem === 'spread' && spreadsAccounts(all, k) ? 'spreading' : stem));
  const objects = longestOnly
    ? new Set<number>()
    : new Set([...supportObjects(words), ...servedObjects(words), ...platformModels(words)]);
  const hits: ConceptHit[] = [];
  let i = 0;
  while (i < stems.length) {
    const candidates = matcher.byFirst.get(stems[i]!) ?? [];
    const found = candidates.filter((c) => c.tokens.every((t, k) => stems[i + k] === t));
    if (longestOnly && found[0]) {
      hits.push({ concept: found[0].concept, start: i, end: i + found[0].tokens.length });
      i += found[0].tokens.length;
      continue;
    }
    for (const f of found) {
      const received = RECEIVED_DOCUMENTS.has(f.concept) && reviewsDocument(words, i);
      const unwritten = isDocument(matcher, f.concept) && approvesDocument(words, i);
      hits.push({
        concept: f.concept,
        start: i,
        end: i + f.tokens.length,
        ...(received ? { received } : {}),
        ...(unwritten ? { unwritten } : {}),
        ...(isDocument(matcher, f.concept) && writesDocument(words, i, i + f.tokens.length) ? { written: true } : {}),
      });
    }
    i += 1;
  }
  // Terms of audit read from the audited side (`auditedSide`) are the auditee's work with the audit, or none.
  const audited = auditedSide(words, stems);
  if (audited.size) {
    const onSide = (h: ConceptHit) =>
      h.end > h.start &&
      (matcher.closure.get(h.concept) ?? []).includes(AUDIT_CONCEPT) &&
      termPositions(h).some((k) => audited.has(k));
    const read = hits.flatMap((h): ConceptHit[] => {
      if (!onSide(h)) return [h];
      if (termPositions(h).some((k) => audited.get(k))) return [];
      return [{ concept: AUDITEE_CONCEPT, start: h.start, end: h.end }];
    });
    hits.splice(0, hits.length, ...read);
  }
  // Questionnaires the person answers (`answersDocument`): their words before the last are objects, meet no slot
  // of a phrasing, and the concepts of other terms overlapping them are not read. The raters a rated company
  // answers (`answersRaters`): all their words.
  const answered = new Set<number>();
  if (!longestOnly)
    for (const h of hits) {
      if (h.concept === QUESTIONNAIRE_CONCEPT && h.end - h.start > 1 && answersDocument(words, h.start))
        for (let k = h.start; k < h.end - 1; k += 1) answered.add(k);
      else if (RATING_CONCEPTS.has(h.concept) && h.end > h.start && answersRaters(words, h.start, h.end))
        for (let k = h.start; k < h.end; k += 1) answered.add(k);
    }
  // Phrasings are read in evidence only (requirements are written in the canonical terms); their hits
  // carry no span because nothing downstream needs one.
  if (!longestOnly && stems.length > 0) {
    // The objects of support work meet no slot of a phrasing of the desks' own work.
    // Words at some positions blanked, so they meet no slot.
    const blank = (read: string[], at: ReadonlySet<number> | ReadonlyMap<number, unknown>) =>
      at.size ? read.map((stem, k) => (at.has(k) ? '' : stem)) : read;
    const masked = blank(stems, objects);
    const present = new Set(stems);
    const presentMasked = objects.size ? new Set(masked) : present;
    // A slot whose alternatives all start with words the text lacks rules the phrasing out cheaply.
    const possible = (p: Phrasing, words: Set<string>) =>
      p.slots.every((alts) => alts.some((alt) => words.has(alt[0]!)));
    // A document the person reviewed (`reviewsDocument`) meets no slot of a phrasing of writing or answering one.
    const receivedAt = new Set(hits.filter((h) => h.received).flatMap((h) => termPositions(h)));
    const reads = [masked, blank(stems, receivedAt), blank(stems, answered)];
    // Words of audit from the audited side meet no slot of a phrasing of audit work (a concept counting for audit).
    const sideReads = reads.map((read) => blank(read, audited));
    for (const p of matcher.phrasings) {
      const auditWork = audited.size > 0 && (matcher.closure.get(p.concept) ?? []).includes(AUDIT_CONCEPT);
      const read = (auditWork ? sideReads : reads)[p.desk ? 0 : RECEIVED_DOCUMENTS.has(p.concept) ? 1 : 2]!;
      if (!possible(p, p.desk ? presentMasked : present)) continue;
      if (p.unless.some((alt) => occurrences(stems, alt).length > 0)) continue;
      if (phrasingSpan(p.slots, read))
        hits.push({
          concept: p.concept,
          start: 0,
          end: 0,
          ...(isDocument(matcher, p.concept) && writesDocument(words, 0, 0) ? { written: true } : {}),
        });
    }
  }
  // A term made only of the objects of support work ("broking" in "the broking desks", "gilts") is not read as
  // the work it names, unless it names an instrument (`object`), which is what it is.
  // A term of writing followed by code is programming (`writesCode`).
  const coded = longestOnly
    ? hits
    : hits.filter(
        (h) =>
          !(h.concept === WRITING_CONCEPT && h.end > h.start && writesCode(words, h.end)) &&
          !(h.concept === TIME_SERIES_CONCEPT && h.end > h.start && keepsTimeSeries(words, h.start, h.end)),
      );
  const kept = objects.size
    ? coded.filter(
        (h) => h.end === h.start || matcher.objects.has(h.concept) || !termPositions(h).every((k) => objects.has(k)),
      )
    : coded;
  if (longestOnly) return { stems, hits: kept, objects, reviewed: undefined, audited };
  const answeredOut = answered.size
    ? kept.filter(
        (h) =>
          h.concept === QUESTIONNAIRE_CONCEPT || h.end === h.start || !termPositions(h).some((k) => answered.has(k)),
      )
    : kept;
  // The models a validator's line names (`validatedModels`): their concepts reviewed, their words objects.
  const validated = validatedModels(words);
  const read = validated.size
    ? answeredOut.map((h) =>
        h.end > h.start && termPositions(h).every((k) => validated.has(k)) ? { ...h, received: true } : h,
      )
    : answeredOut;
  return {
    stems,
    hits: read,
    objects: new Set([...objects, ...validated, ...answered]),
    reviewed: reviewsModels(words),
    audited,
  };
}

/**
 * A text's words as written (lower-cased, one per word the scorer reads) and the terms each word heads, for
 * reading references back (`coreference.ts`).
 */
export interface NounReading {
  words: string[];
  /**
   * The terms a noun at `index` heads: those it ends ("equity options") or that end right before it ("equity
   * options" before "contracts"), as their words through the noun and their concepts (`c:` units, with their
   * broader ones); none when no term ends there. A word inside a term ("loan" in "loan-to-value") heads nothing.
   */
  headed(index: number): { words: string[]; concepts: Set<string> };
}

function nounReadingWith(matcher: Matcher, text: string): NounReading {
  const words = splitTokens(rawTokens(text), matcher.joined);
  let hits: ConceptHit[] | undefined;
  return {
    words,
    headed: (index) => {
      hits ??= readText(text, matcher, false).hits.filter((h) => h.end > h.start);
      const heads = hits.filter((h) => h.end === index + 1 || h.end === index);
      const from = Math.min(index, ...heads.map((h) => h.start));
      const concepts = new Set(
        heads.flatMap((h) => (matcher.closure.get(h.concept) ?? [h.concept]).map((id) => `c:${id}`)),
      );
      return { words: heads.length > 0 ? words.slice(from, index + 1) : [], concepts };
    },
  };
}

/** Where a token sequence occurs in a text's stems: start and end of each occurrence. */
function occurrences(stems: readonly string[], tokens: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i + tokens.length <= stems.length; i += 1) {
    if (tokens.every((t, k) => stems[i + k] === t)) out.push([i, i + tokens.length]);
  }
  return out;
}

/**
 * Whether every slot of a phrasing occurs within `PHRASING_WINDOW` words, in any order. Slots are few and
 * sentences short, so the combinations are tried one by one.
 */
export function phrasingSpan(slots: readonly (readonly string[])[][], stems: readonly string[]): boolean {
  const places = slots.map((alternatives) => alternatives.flatMap((alt) => occurrences(stems, alt)));
  if (places.some((p) => p.length === 0)) return false;
  const search = (slot: number, start: number, end: number, used: [number, number][]): boolean => {
    if (slot === places.length) return end - start <= PHRASING_WINDOW;
    return places[slot]!.some(([s, e]) => {
      // Two slots never take the same words ("owns and controls" needs both words).
      if (used.some(([us, ue]) => s < ue && us < e)) return false;
      const from = Math.min(start, s);
      const to = Math.max(end, e);
      return to - from <= PHRASING_WINDOW && search(slot + 1, from, to, [...used, [s, e]]);
    });
  };
  return search(0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, []);
}

/** Whether a word (lower-cased, as written) is one that carries no evidence either way ("the", "we", "on"). */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

function isContentWord(stem: string): boolean {
  return stem.length >= 3 && !STOPWORDS.has(stem) && !/^\d+$/.test(stem);
}

/**
 * How CV lines and role requirements read through one lexicon. The scorer uses the reader of `LEXICON` (the
 * functions exported below); measurements build others, e.g. with one family's phrasings left out.
 */
export interface TextReader {
  /** Everything a text offers as evidence: its concepts (with broader ones) and its content words. */
  evidenceUnits(text: string): Set<string>;
  /** What a role requirement asks for, as units (see `requirementUnits`). */
  requirementUnits(requirement: string): RequirementUnit[];
  /** A text's words and the terms each heads (see `NounReading`). */
  nounReading(text: string): NounReading;
}

/** A reader of CV lines and role requirements through `lexicon`. */
export function createTextReader(lexicon: Lexicon): TextReader {
  const matchers = matchersOf(lexicon);
  return {
    evidenceUnits: (text) => evidenceUnitsWith(matchers.evidence, text),
    requirementUnits: (requirement) => requirementUnitsWith(matchers, requirement),
    nounReading: (text) => nounReadingWith(matchers.evidence, text),
  };
}

function evidenceUnitsWith(matcher: Matcher, text: string): Set<string> {
  const { stems, hits, objects, reviewed, audited } = readText(text, matcher, false);
  const units = new Set<string>();
  for (const hit of hits) {
    if (hit.received || isReviewed(reviewed, hit.concept)) units.add(`r:${hit.concept}`);
    else {
      for (const id of matcher.closure.get(hit.concept) ?? [hit.concept])
        if (!(hit.unwritten && id === WRITING_CONCEPT)) units.add(`c:${id}`);
      if (!hit.written && isDocument(matcher, hit.concept)) units.add(`a:${hit.concept}`);
    }
  }
  stems.forEach((stem, k) => {
    if (isContentWord(stem))
      units.add(`${objects.has(k) ? 'o' : 'w'}:${audited.has(k) ? `${stem}@side` : wordSense(stems, k, true)}`);
  });
  return units;
}

/**
 * The sense a word is read in. "Equity" in "private equity" names a kind of investor (a buyout firm, its funds),
 * not the equity of a company that is structured, raised or traded: its word is read as a sense of its own
 * (`equiti@privat`), no evidence of equity work ("debt for private equity sponsors" is lending). Requirements read
 * it the same way, so "private equity" still meets "private equity". In evidence only, approval and challenge the
 * person receives are a sense of their own too (`RECEIVED_WORDS`).
 */
function wordSense(stems: readonly string[], k: number, evidence = false): string {
  if (stems[k] === 'equiti' && stems[k - 1] === 'privat') return 'equiti@privat';
  if (evidence && RECEIVED_WORDS.has(stems[k]!) && receives(stems, k)) return `${stems[k]!}@receiv`;
  if (evidence && APPROVER_WORDS.has(stems[k]!) && dealtWith(stems, k)) return `${stems[k]!}@with`;
  return stems[k]!;
}

/**
 * The approvers a front-office banker negotiates or liaises with ("write the credit applications and negotiate with
 * credit risk", "liaise with risk on limits") are the other side of her work, not work of hers: after a verb of
 * negotiating or liaising and "with" (at most behind a determiner), the words of credit and risk
 * (`APPROVER_WORDS`) are read as a sense of their own (`risk@with`), as approval she receives is (`receives`).
 */
const APPROVER_WORDS = new Set(['credit', 'risk'].map(stemWord));
const DEALING_VERBS = new Set(
  'negotiate negotiates negotiated negotiating liaise liaises liaised liaising'.split(' ').map(stemWord),
);
const APPROVER_BETWEEN = new Set(['the', 'our', 'group', 'bank', 's'].map(stemWord));

function dealtWith(stems: readonly string[], k: number): boolean {
  for (let j = k - 1; j >= Math.max(1, k - 4); j -= 1) {
    if (stems[j] === 'with') return DEALING_VERBS.has(stems[j - 1]!);
    if (stems[j] === 'by' || stems[j] === 'from') return JUDGED_WORDS.has(stems[j - 1]!);
    if (!APPROVER_WORDS.has(stems[j]!) && !APPROVER_BETWEEN.has(stems[j]!) && !APPROVING_FUNCTION.has(stems[j]!))
      return false;
  }
  return false;
}

/**
 * The function that approves, challenges or validates the person's work is the other side of it too: "a model
 * approved by model risk", "signed off by market risk", "challenge from credit risk" name who judged the work
 * (`receives`), not risk or credit work of the person's own. After such a word and "by" or "from" (at most behind
 * a determiner or the function's name, `APPROVING_FUNCTION`), the words of credit and risk are read as the
 * approvers a banker deals with are (`risk@with`).
 */
const JUDGED_WORDS = new Set(
  'approved sanctioned challenged challenge challenges reviewed validated off'.split(' ').map(stemWord),
);
const APPROVING_FUNCTION = new Set(['model', 'market', 'independent'].map(stemWord));

/**
 * "Spread financials", "spread the borrower's annual accounts": the verb of a credit analyst keying a borrower's
 * statements into a template, read as "spreading" (the stem `readText` gives it), not as the spreads of bonds and
 * curves. Read so when the statements follow it, at most behind a determiner, whose they are or which ones
 * ("spread the obligor's audited accounts"); "financial" alone only as "financials" or "financial statements"
 * (not "spread financial risk").
 */
const SPREAD_OBJECTS = new Set(['accounts', 'statements'].map(stemWord));
const FINANCIALS = stemWord('financials');
const STATEMENTS = stemWord('statements');
const SPREAD_BETWEEN = new Set(
  'the their its our each every a an all s borrower borrowers client clients customer customers company companies obligor obligors counterparty counterparties annual audited latest management statutory quarterly interim'
    .split(' ')
    .map(stemWord),
);

function spreadsAccounts(stems: readonly string[], k: number): boolean {
  for (let j = k + 1; j <= k + 4 && j < stems.length; j += 1) {
    const stem = stems[j]!;
    if (SPREAD_OBJECTS.has(stem)) return true;
    if (stem === FINANCIALS) {
      const next = stems[j + 1];
      return next === undefined || next === STATEMENTS || !isContentWord(next);
    }
    if (!SPREAD_BETWEEN.has(stem)) return false;
  }
  return false;
}

/**
 * Approval and challenge done to the person's work by someone else ("a PD model approved by the PRA", "credit
 * applications that go to risk for approval", "answer challenge from credit risk") are not approving or
 * challenging: in evidence such a word is read as a sense of its own (`approv@receiv`), no evidence of the
 * decision or the challenge itself. Requirements keep the word ("Record keeping for approvals" asks for the
 * approvals the person gives). A challenge "from" someone is read as before: handling challenges from issuers
 * or customers is work of its own.
 */
const RECEIVED_WORDS = new Set(['approv', 'challeng', 'sanction']);
/** Words right before ("for approval", "won approval") or two before ("secured PRA approval") the word. */
const RECEIVING_BEFORE = new Set(
  (
    'for seek seeking sought get gets got getting gain gains gained gaining obtain obtains obtained obtaining ' +
    'secure secures secured securing receive receives received receiving win wins won winning achieve achieves ' +
    'achieved achieving answer answers answered answering face faces faced facing pass passes passed passing ' +
    'through'
  )
    .split(' ')
    .map(stemWord),
);
/** "Responsible for approving": the person's own decision. */
const OWN_BEFORE_FOR = new Set(['responsible', 'accountable', 'authority', 'mandate', 'limit', 'limits'].map(stemWord));

function receives(stems: readonly string[], k: number): boolean {
  const next = stems[k + 1];
  if (next === 'by' || (next === 'from' && stems[k] !== 'challeng')) return true;
  const before = stems[k - 1];
  if (before === 'for') return !OWN_BEFORE_FOR.has(stems[k - 2] ?? '');
  if (before && RECEIVING_BEFORE.has(before)) return true;
  // "to respond to challenge", "secured PRA approval": one word between.
  const earlier = stems[k - 2];
  return (
    (earlier !== undefined && earlier !== 'for' && RECEIVING_BEFORE.has(earlier)) ||
    (before === 'to' && earlier === 'respond')
  );
}

/** The content words of a text as the scorer reads them (stemmed, without stopwords), with no concepts. */
export function contentStems(text: string): string[] {
  return [...new Set(splitTokens(rawTokens(text), EVIDENCE.joined).map(stemWord).filter(isContentWord))];
}

/** Everything a text offers as evidence: its concepts (with broader ones) and its content words. */
export function evidenceUnits(text: string): Set<string> {
  return evidenceUnitsWith(EVIDENCE, text);
}

/**
 * A term as the matcher reads it: its stemmed words. Two terms with the same key are the same written form
 * ("results announcement" and "results announcements"), so each key may belong to one concept only.
 */
export function termKey(term: string): string {
  return splitTokens(rawTokens(term), EVIDENCE.joined).map(stemWord).join(' ');
}

/** Concept ids of a kind (`qualification`) or the degree subjects a text mentions. */
export function conceptsIn(text: string, which: 'qualification' | 'subject'): string[] {
  if (which === 'subject') return [...new Set(readText(text, SUBJECTS, false).hits.map((h) => h.concept))];
  const qualifications = new Set(LEXICON.concepts.filter((c) => c.kind === 'qualification').map((c) => c.id));
  return [...new Set(readText(text, EVIDENCE, false).hits.map((h) => h.concept))].filter((id) =>
    qualifications.has(id),
  );
}

/**
 * One thing a requirement asks for: a concept or a word, or a group of alternatives any one of which will do
 * ("R or Python"; the examples in "Valuation: DCF, EV/EBITDA and P/E" or "terminals (Bloomberg, FactSet)").
 */
export interface RequirementUnit {
  anyOf: string[];
  /**
   * Half credit at most when none of `anyOf` is there: the broader concept (or a sibling under it, since
   * evidence carries its broader concepts), or some of the words the concept was written with.
   */
  related: string[];
  words: string[];
  /**
   * The broader concepts of `related` that the requirement names in its own words, its field ("IFRS" in "IFRS
   * technical interpretation"): without one of them in the evidence, `words` earn nothing (`namedFields`).
   */
  fields?: string[];
  weight: number;
  /** Readable form for explanations: the words of the requirement this unit came from. */
  label: string;
  /**
   * The unit names only instruments or asset classes (concepts marked `object`, or words such as "equities"): it
   * counts in full only beside some of the requirement's activity (`OBJECT_ALONE`).
   */
  object?: boolean;
  /** Related concepts that are instruments: `OBJECT_RELATED` credit at most instead of half. */
  relatedObjects?: string[];
  /** Broader concepts of a specific kind of work (`specific`): `SPECIFIC_RELATED` credit at most, not half. */
  relatedGeneral?: string[];
}

/** Whether an evidence or requirement unit names a concept (`c:<id>`, or `a:<id>` a document open to review). */
export function isConceptUnit(unit: string): boolean {
  return unit.startsWith('c:') || unit.startsWith('a:');
}

/**
 * The concepts (`c:<id>` units; `a:<id>` for a document asked for as reviewed, `writesDocument`) a role's skills ask
 * for, as the scorer reads them.
 */
export function roleConcepts(
  skills: readonly string[],
  reader: Pick<TextReader, 'requirementUnits'> = LEXICON_READER,
): Set<string> {
  const units = new Set<string>();
  for (const skill of skills)
    for (const unit of reader.requirementUnits(skill)) for (const u of unit.anyOf) if (isConceptUnit(u)) units.add(u);
  return units;
}

/**
 * What a role requirement asks for, as units. Words covered by a concept are not counted again; words in
 * parentheses or after a colon are examples, so any one of them satisfies the group.
 */
export function requirementUnits(requirement: string): RequirementUnit[] {
  return requirementUnitsWith(DEFAULT_MATCHERS, requirement);
}

function requirementUnitsWith(matchers: Matchers, requirement: string): RequirementUnit[] {
  const { objects } = matchers;
  const isObject = (unit: string) =>
    unit.startsWith('c:') ? objects.has(unit.slice(2)) : OBJECT_WORDS.has(unit.slice(2));
  return rawRequirementUnits(matchers, requirement).map((unit) => {
    const relatedObjects = unit.related.filter(isObject);
    return {
      ...unit,
      related: unit.related.filter((u) => !isObject(u)),
      ...(relatedObjects.length ? { relatedObjects } : {}),
      ...(unit.anyOf.every(isObject) ? { object: true } : {}),
    };
  });
}

function rawRequirementUnits(
  { evidence, skills, parents, objects, specific }: Matchers,
  requirement: string,
): RequirementUnit[] {
  const example = markExamples(requirement, evidence.joined);
  const { stems, hits } = readText(example.text, skills, true);
  const raw = splitTokens(rawTokens(example.text), evidence.joined);
  type Piece = {
    unit: string;
    related: string[];
    words: string[];
    weight: number;
    start: number;
    example: boolean;
    label: string;
    fields?: string[];
    /** Broader concepts of a specific kind of work (`specific`), kept apart from `related`. */
    general: string[];
    /** A plain word naming what the requirement's activity is done on (`doneOnFrom`). */
    doneOn?: boolean;
  };
  const pieces: Piece[] = [];
  const covered = new Set<number>();
  for (const hit of hits) {
    for (let k = hit.start; k < hit.end; k += 1) covered.add(k);
    const words = stems.slice(hit.start, hit.end).filter(isContentWord);
    // A document named as reviewed or approved asks for one the person did not write (`writesDocument`).
    const reviewedDocument = isDocument(skills, hit.concept) && approvesDocument(raw, hit.start);
    const related = reviewedDocument ? [] : (parents.get(hit.concept) ?? []).map((p) => `c:${p}`);
    const fields = namedFields(evidence, raw.slice(hit.start, hit.end), related);
    const kind = specific.has(hit.concept);
    pieces.push({
      unit: `${reviewedDocument ? 'a' : 'c'}:${hit.concept}`,
      related: kind ? [] : related,
      general: kind ? related : [],
      ...(fields.length ? { fields } : {}),
      words: words.length >= 2 && !reviewedDocument ? words.map((w) => `w:${w}`) : [],
      weight: 1,
      start: hit.start,
      example: example.flags[hit.start] ?? false,
      label: raw.slice(hit.start, hit.end).join(' '),
    });
  }
  stems.forEach((stem, k) => {
    if (covered.has(k) || !isContentWord(stem) || EMPTY_REQUIREMENT_WORDS.has(stem)) return;
    pieces.push({
      unit: `w:${wordSense(stems, k)}`,
      related: [],
      general: [],
      words: [],
      weight: LIGHT_WORDS.has(stem) ? 0.5 : 1,
      start: k,
      example: example.flags[k] ?? false,
      label: raw[k] ?? stem,
    });
  });
  pieces.sort((a, b) => a.start - b.start);
  const doneOn = doneOnFrom(stems, hits, objects);
  const purpose = purposeFrom(stems, hits, objects);
  for (const piece of pieces)
    if (piece.unit.startsWith('w:') ? piece.start >= doneOn : piece.start >= purpose) piece.doneOn = true;

  // "A or B": the units either side of an "or" are alternatives.
  const units: RequirementUnit[] = [];
  const examples: Piece[] = [];
  for (let p = 0; p < pieces.length; p += 1) {
    const piece = pieces[p]!;
    if (piece.example) {
      examples.push(piece);
      continue;
    }
    const next = pieces[p + 1];
    if (next && !next.example && stems.slice(piece.start + 1, next.start).includes('or')) {
      units.push({
        anyOf: [piece.unit, next.unit],
        related: [...piece.related, ...next.related],
        ...generalOf([piece, next]),
        words: [],
        weight: 1,
        label: `${piece.label} or ${next.label}`,
        ...(piece.doneOn && next.doneOn ? { object: true } : {}),
      });
      p += 1;
      continue;
    }
    const { unit, related, fields, words, weight, label } = piece;
    units.push({
      anyOf: [unit],
      related,
      ...generalOf([piece]),
      ...(fields ? { fields } : {}),
      words,
      weight,
      label,
      ...(piece.doneOn ? { object: true } : {}),
    });
  }
  if (examples.length > 0) {
    units.push({
      anyOf: [...new Set(examples.map((e) => e.unit))],
      related: [...new Set(examples.flatMap((e) => e.related))],
      ...generalOf(examples),
      words: [],
      weight: 1,
      label: examples.map((e) => e.label).join(', '),
    });
  }
  // A requirement made only of examples ("(Bloomberg, FactSet)") still asks for one of them.
  return dedupe(units);
}

/**
 * The broader concepts (`related`) a concept's term names in its own words as its field, not as its head: read in
 * a run of the term's words before its head ("IFRS" in "IFRS technical interpretation", "FCA" in "FCA pricing
 * practices rules") or after an "of" or "for" ("earnings" in "quality of earnings"). The term's other words are
 * then about that field: "technical" and "interpretation" without IFRS are technical interpretation of anything.
 * A broader concept named by the head is the kind of work the term is ("forecasting" in "cash flow forecasting",
 * "collateral" in "security and collateral"): its other words (cash flow, security) still show part of it.
 */
function namedFields(evidence: Matcher, termWords: readonly string[], related: readonly string[]): string[] {
  if (related.length === 0 || termWords.length < 2) return [];
  const linked = termWords.findIndex((w) => FIELD_LINKS.has(w.toLowerCase()));
  const head = linked > 0 ? linked - 1 : termWords.length - 1;
  const named = new Set<string>();
  for (let start = 0; start < termWords.length; start += 1)
    for (let end = start + 1; end <= termWords.length; end += 1)
      if (end <= head || start > head)
        for (const hit of readText(termWords.slice(start, end).join(' '), evidence, true).hits)
          named.add(`c:${hit.concept}`);
  return related.filter((u) => named.has(u));
}

/** Words after which a term names what its head is of or for ("quality of earnings", "reports for insurers"). */
const FIELD_LINKS = new Set(['of', 'for']);

/**
 * A requirement that names an activity and then what it is done on ("Performance optimisation of pricing and risk
 * batches", "Data analysis of payment conversion, failures and costs") asks for the activity: the plain words
 * after its "of" name the things the work is done on, as instruments do, and count in full only beside some of
 * the activity (`OBJECT_ALONE` alone). Someone who prices and runs risk without making anything faster, or whose
 * lines name payments without analysing them, shows the subject of the work, not the work. Read so when a term of
 * an activity (a concept that is no instrument, `object`) ends right before the "of"; "Knowledge of ..." and
 * "Quality of earnings" (a term through its "of") are read as before. The word position from which plain words
 * are objects, or none.
 */
function doneOnFrom(stems: readonly string[], hits: readonly ConceptHit[], objects: ReadonlySet<string>): number {
  const of = hits
    .filter((h) => stems[h.end] === 'of' && !objects.has(h.concept))
    .map((h) => h.end)
    .sort((a, b) => a - b)[0];
  return of === undefined ? Number.POSITIVE_INFINITY : of + 1;
}

/**
 * A requirement that names an activity and then, after a "for", the field it serves ("Data analytics tools for
 * audit", "Model documentation for model risk governance") asks for the activity: a concept named after the "for"
 * is the field the work is done in and counts as an instrument does (`OBJECT_ALONE` without some of the activity).
 * Every auditor audits; a line showing only the audit shows none of the analytics tools asked for. Plain words after
 * the "for" keep their weight ("pricing" in "Numerical methods for derivatives pricing", "trade analytics"): they
 * often name the work itself. Read so when a term of an activity (a concept that is no instrument, `object`) ends
 * right before the "for" or before words that say nothing of the skill ("tools", `EMPTY_REQUIREMENT_WORDS`). The
 * word position from which the requirement's concepts are its field, or none.
 */
function purposeFrom(stems: readonly string[], hits: readonly ConceptHit[], objects: ReadonlySet<string>): number {
  let first = Number.POSITIVE_INFINITY;
  for (const hit of hits) {
    if (objects.has(hit.concept)) continue;
    let k = hit.end;
    while (k < stems.length && EMPTY_REQUIREMENT_WORDS.has(stems[k]!)) k += 1;
    if (stems[k] === 'for' && k + 1 < first) first = k + 1;
  }
  return first;
}

/** The `relatedGeneral` field of a unit made of these pieces, when any of them is a specific kind of work. */
function generalOf(pieces: readonly { general: string[] }[]): { relatedGeneral?: string[] } {
  const general = [...new Set(pieces.flatMap((p) => p.general))];
  return general.length ? { relatedGeneral: general } : {};
}

function dedupe(units: RequirementUnit[]): RequirementUnit[] {
  const seen = new Set<string>();
  return units.filter((u) => {
    const key = [...u.anyOf].sort().join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The requirement text with a flag per token saying whether it is an example (inside parentheses, or after
 * a colon), so the tokeniser and the flags stay aligned.
 */
function markExamples(requirement: string, joined: Set<string>): { text: string; flags: boolean[] } {
  const flags: boolean[] = [];
  let text = '';
  let depth = 0;
  let afterColon = false;
  // Walk the text piece by piece so each token knows whether it sat in an example part.
  for (const part of requirement.split(/([():])/)) {
    if (part === '(') depth += 1;
    else if (part === ')') depth = Math.max(0, depth - 1);
    else if (part === ':') afterColon = true;
    else {
      const inExample = depth > 0 || afterColon;
      const count = splitTokens(rawTokens(part), joined).length;
      for (let k = 0; k < count; k += 1) flags.push(inExample);
      text += ` ${part} `;
    }
  }
  return { text, flags };
}

/** Share (0-1) of a requirement's weighted units that the evidence satisfies, and which labels it met. */
export function requirementCoverage(
  units: readonly RequirementUnit[],
  evidence: ReadonlySet<string>,
): { share: number; met: string[] } {
  const total = units.reduce((sum, u) => sum + u.weight, 0);
  if (total === 0) return { share: 0, met: [] };
  let found = 0;
  let objectFound = 0;
  let activity = false;
  // A light word's unit ("supporting" in "Supporting vulnerable customers") counts only beside something of the
  // requirement's other units: alone it is any job's word ("telephone support"), not the work asked for.
  const lightUnit = (unit: RequirementUnit) =>
    !unit.object &&
    unit.anyOf.length === 1 &&
    unit.anyOf[0]!.startsWith('w:') &&
    LIGHT_WORDS.has(unit.anyOf[0]!.slice(2));
  const needsOther = units.some((unit) => !lightUnit(unit));
  let lightFound = 0;
  let otherShown = false;
  const lightMet: string[] = [];
  const met: string[] = [];
  for (const unit of units) {
    if (needsOther && lightUnit(unit)) {
      if (unit.anyOf.some((u) => evidence.has(u))) {
        lightFound += unit.weight;
        lightMet.push(unit.label);
      }
      continue;
    }
    if (unit.anyOf.some((u) => evidence.has(u))) {
      otherShown = true;
      if (unit.object) objectFound += unit.weight;
      else {
        found += unit.weight;
        activity = true;
      }
      met.push(unit.label);
      continue;
    }
    // Words of the unit: those naming instruments count in full only beside one of its other words; none count
    // without the field the requirement names (`fields`).
    const fieldShown = !unit.fields || unit.fields.some((u) => evidence.has(u));
    const shown = fieldShown ? unit.words.filter((w) => evidence.has(w)) : [];
    // Words naming only whom the work is for show nothing of it alone (`PARTY_WORDS`).
    const present = shown.every((w) => PARTY_WORDS.has(w.slice(2))) ? [] : shown;
    const activityWords = present.filter((w) => !OBJECT_WORDS.has(w.slice(2))).length;
    const objectWords = present.length - activityWords;
    const wordShare = unit.words.length
      ? (activityWords + objectWords * (activityWords > 0 ? 1 : OBJECT_ALONE)) / unit.words.length
      : 0;
    const related = unit.related.some((u) => evidence.has(u));
    // A concept named as what an independent review is done on (`reviewsModels`): as an instrument alone.
    const reviewed = unit.anyOf.some((u) => u.startsWith('c:') && evidence.has(`r:${u.slice(2)}`));
    const relatedObject = unit.relatedObjects?.some((u) => evidence.has(u)) ?? false;
    const relatedGeneral = unit.relatedGeneral?.some((u) => evidence.has(u)) ?? false;
    const partial = Math.max(
      related ? 0.5 : reviewed ? OBJECT_ALONE : relatedObject ? OBJECT_RELATED : 0,
      relatedGeneral ? SPECIFIC_RELATED : 0,
      0.5 * wordShare,
    );
    if (!unit.object && (related || relatedGeneral || activityWords > 0)) activity = true;
    // Named only as what support work is done on (`supportObjects`): an instrument, whatever the unit names.
    if (partial === 0 && unit.anyOf.some((u) => u.startsWith('w:') && evidence.has(`o:${u.slice(2)}`))) {
      objectFound += unit.weight;
      otherShown = true;
      met.push(unit.label);
      continue;
    }
    if (partial > 0) otherShown = true;
    found += unit.weight * partial;
  }
  if (otherShown) {
    found += lightFound;
    if (lightFound > 0) activity = true;
    met.push(...lightMet);
  }
  // A requirement's instruments ("equities or bonds") count in full beside some of its activity; alone, they
  // show the products a line is about, not the work asked for.
  const onlyObjects = units.every((u) => u.object);
  return { share: (found + objectFound * (activity || onlyObjects ? 1 : OBJECT_ALONE)) / total, met };
}
