import type { NewsEvent, NewsLens } from '../knowledge/schema';
import { type RoleContext } from './role-context';
import { TermIndex, sentences, tokenize } from './text';

/*
 * How the offline engine reads a news story for a role: what kind of news it is (a rate move, a regulatory
 * change, a deal...), and what that kind of news means for the role's job family (the family's `newsLens` in
 * its knowledge file). A rate cut is good news for a mortgage adviser and a squeeze for a bank's treasury, so
 * the impact for the reader comes from the family's lens, never from counting good and bad words.
 */

/** Phrases that mark each kind of news; a hit in the headline counts three times. */
const EVENT_PATTERNS: Record<NewsEvent, RegExp> = {
  rates_down:
    /\b(?:cut|cuts|cutting|lower(?:s|ed)?|reduc(?:e|es|ed)) (?:bank rate|interest rates?|rates|the base rate|its key rate|the policy rate)|\brate cuts?\b|\b(?:bank rate|base rate|interest rates?) (?:was |were )?(?:cut|lowered|reduced)|\beasing cycle\b/gi,
  rates_up:
    /\b(?:rais(?:e|es|ed|ing)|hik(?:e|es|ed)|increas(?:e|es|ed)) (?:bank rate|interest rates?|rates|the base rate|its key rate|the policy rate)|\brate (?:rises?|hikes?|increases?)\b|\bhigher for longer\b|\btightening cycle\b/gi,
  inflation: /\binflation\b|\bconsumer prices?\b|\bCPI\b|\bRPI\b|\bcost of living\b|\bprice rises\b|\bwage growth\b/gi,
  regulation:
    /\b(?:new|final|proposed|draft) rules?\b|\bpolicy statement\b|\bconsultation(?: paper)?\b|\bregime\b|\brulebook\b|\b(?:rules|regulations|requirements) (?:take|came|come|will come) (?:into )?effect\b|\bregulator(?:s|'s|’s)? (?:said|published|proposed|confirmed|set out)\b|\bdisclosure requirements?\b|\bguidance\b|\bConsumer Duty\b|\bSolvency UK\b|\bBasel 3\.1\b/gi,
  enforcement:
    /\bfined?\b|\bfines\b|\bpenalt(?:y|ies)\b|\benforcement\b|\bbann?ed\b|\bcensure[ds]?\b|\bredress\b|\bskilled person\b|\bcriminal (?:charges?|proceedings)\b|\bprosecut(?:ed|ion)\b|\b(?:investigation|probe) into\b/gi,
  deal: /\btakeover\b|\bacquisitions?\b|\bacquir(?:e|es|ed|ing)\b|\bmergers?\b|\bbuyout\b|\bbid(?:s|der|ders)?\b|\bdeal\b|\binitial public offering\b|\bIPO\b|\bflotation\b|\blisting\b|\bde-?listed\b|\bsale process\b|\bfundraise?\b|\bprivate equity\b/gi,
  results:
    /\bresults\b|\bprofits?\b|\bearnings\b|\brevenues?\b|\bturnover\b|\btrading update\b|\bprofit warning\b|\bguidance\b|\bhalf-year\b|\bfull-year\b|\binterim\b|\bdividend\b|\bcombined ratio\b/gi,
  credit_stress:
    /\bdefaults?\b|\binsolvenc(?:y|ies)\b|\badministrat(?:ion|ors)\b|\barrears\b|\bdowngrad(?:e|ed|es)\b|\brestructuring\b|\bcovenant\b|\bdistress(?:ed)?\b|\bliquidation\b|\bwrite-?offs?\b|\bimpairments?\b|\bbad debts?\b/gi,
  market_selloff:
    /\bsell-?off\b|\bshares (?:fell|slumped|plunged|tumbled)\b|\bstocks? (?:fell|slumped|plunged|tumbled)\b|\bmarkets? (?:fell|slumped|plunged|tumbled)\b|\bvolatility\b|\bFTSE 100 (?:fell|dropped|slid)\b|\bcorrection\b|\brout\b/gi,
  gilts_fiscal:
    /\bgilts?\b|\bgilt yields?\b|\bBudget\b|\bborrowing\b|\bfiscal\b|\bDebt Management Office\b|\bOBR\b|\bChancellor\b|\bTreasury\b|\bpublic finances\b|\bissuance\b/gi,
  catastrophe:
    /\bstorms?\b|\bfloods?(?:ing)?\b|\bhurricanes?\b|\bearthquakes?\b|\bwildfires?\b|\bcatastrophes?\b|\bnatural disasters?\b|\bsubsidence\b|\bfreeze\b|\bcyber attack\b/gi,
  technology:
    /\bartificial intelligence\b|\bAI\b|\bgenerative\b|\bmachine learning\b|\bautomation\b|\bcloud\b|\boutage\b|\bcyber\b|\bblockchain\b|\btokeni[sz]ation\b|\bopen banking\b|\bdigital\b|\bfintech\b/gi,
};

/** How each kind of news is named in prose ("a cut in interest rates"). */
export const EVENT_LABEL: Record<NewsEvent, string> = {
  rates_down: 'a cut in interest rates',
  rates_up: 'a rise in interest rates',
  inflation: 'an inflation story',
  regulation: 'a regulatory change',
  enforcement: 'an enforcement action',
  deal: 'a deal',
  results: 'a set of company results',
  credit_stress: 'a credit stress story',
  market_selloff: 'a market sell-off',
  gilts_fiscal: 'a gilt market and public finances story',
  catastrophe: 'a catastrophe or major loss event',
  technology: 'a technology story',
};

/** A short noun for headings ("Rates", "Regulation"). */
export const EVENT_HEADING: Record<NewsEvent, string> = {
  rates_down: 'Rate cut',
  rates_up: 'Rate rise',
  inflation: 'Inflation',
  regulation: 'Regulation',
  enforcement: 'Enforcement',
  deal: 'Deal',
  results: 'Results',
  credit_stress: 'Credit stress',
  market_selloff: 'Market sell-off',
  gilts_fiscal: 'Gilts and fiscal',
  catastrophe: 'Catastrophe',
  technology: 'Technology',
};

/**
 * A central bank's rate decision is the story whenever one is reported, even though the article will also talk
 * about the inflation behind it; the same goes for a fine against the results that mention it.
 */
const EVENT_WEIGHT: Partial<Record<NewsEvent, number>> = { rates_down: 2, rates_up: 2, enforcement: 1.5 };

/** A rate move names one direction; when both appear ("cut ... after raising"), the headline decides. */
const EXCLUSIVE: [NewsEvent, NewsEvent][] = [['rates_down', 'rates_up']];

export interface DetectedEvent {
  event: NewsEvent;
  /** Weighted hits: headline hits count three times. */
  score: number;
}

/** The kinds of news a story is, strongest first (events with at least one hit). */
export function detectEvents(title: string, content: string): DetectedEvent[] {
  const found: DetectedEvent[] = [];
  for (const [event, pattern] of Object.entries(EVENT_PATTERNS) as [NewsEvent, RegExp][]) {
    const head = title.match(pattern)?.length ?? 0;
    const body = content.match(pattern)?.length ?? 0;
    const score = (head * 3 + body) * (EVENT_WEIGHT[event] ?? 1);
    if (score > 0) found.push({ event, score });
  }
  for (const [a, b] of EXCLUSIVE) {
    const ea = found.find((f) => f.event === a);
    const eb = found.find((f) => f.event === b);
    if (ea && eb) found.splice(found.indexOf(ea.score >= eb.score ? eb : ea), 1);
  }
  // Ties: the order of NEWS_EVENTS (a rate move before the inflation that caused it).
  const order = Object.keys(EVENT_PATTERNS);
  return found.sort((x, y) => y.score - x.score || order.indexOf(x.event) - order.indexOf(y.event));
}

/**
 * Which way a story goes for the organisation or market it is about (not for the reader): a profit warning is bad
 * for the company, a record result good. Only explicit phrases count; anything else is neutral.
 */
const SUBJECT_DOWN =
  /\bprofit warning\b|\b(?:cut|cuts|lowered|lowers)(?: its)?(?: full-year| annual)? (?:guidance|forecasts?|outlook|dividend)\b|\bmiss(?:ed|es)? (?:forecasts|expectations|consensus)\b|\bshares (?:plunged?|slumped?|tumbled?|fell) \d|\b(?:plunge|slump)s? \d|\bwent into administration\b|\bcollapsed?\b|\bfined\b/i;
const SUBJECT_UP =
  /\brecord (?:half-year |full-year |annual )?(?:profits?|results|revenues?)\b|\bbeat(?:ing|s)? (?:forecasts|expectations|consensus)\b|\brais(?:ed|es) (?:its )?(?:guidance|forecasts?|outlook|dividend)\b|\bshares (?:surged?|soared?|rallied|jumped) \d|\bupgraded\b/i;

export function subjectDirection(title: string, content: string): 'positive' | 'negative' | 'neutral' {
  const text = `${title}. ${content}`;
  const down = SUBJECT_DOWN.test(text);
  const up = SUBJECT_UP.test(text);
  if (down && !up) return 'negative';
  if (up && !down) return 'positive';
  if (up && down) return SUBJECT_DOWN.test(title) ? 'negative' : SUBJECT_UP.test(title) ? 'positive' : 'neutral';
  return 'neutral';
}

/** The family's reading of each kind of news the story is, strongest first (only kinds the family has a lens for). */
export interface FamilyReading {
  events: DetectedEvent[];
  /** Lenses the family has for the story's kinds of news, in the order of `events`. */
  lenses: { event: NewsEvent; lens: NewsLens }[];
  /** Sentences of the article that speak most to this family's work, in article order (never the lead). */
  quotes: string[];
  /** The article's first substantive sentence. */
  lead: string;
  /** Primary sources the family checks a story against. */
  verifySources: string[];
}

/** Words of the family's own reading of news and of the role, to find the article sentences that matter to it. */
function familyTerms(ctx: RoleContext): TermIndex {
  const family = ctx.k.family;
  const lensText = Object.values(family?.newsLens ?? {})
    .map((l) => `${l.meaning} ${l.action} ${l.watch.join(' ')}`)
    .join(' ');
  return new TermIndex(
    [
      ctx.title,
      ctx.skills.join(' '),
      ctx.interests.join(' '),
      family?.summary ?? '',
      lensText,
      ctx.k.deliverables.join(' '),
      ctx.k.counterparties.join(' '),
    ].join(' '),
  );
}

/** Words too common in news to say anything about relevance. */
const NEWS_COMMON = new Set(
  (
    'said says expected year years month months week percent rate rates price prices priced market markets ' +
    'shares share products product firms firm group groups customers customer business company companies ' +
    'financial finance higher lower rose fell move moves'
  ).split(' '),
);

export function readForFamily(ctx: RoleContext, title: string, content: string): FamilyReading {
  const events = detectEvents(title, content);
  const lensMap = ctx.k.family?.newsLens ?? {};
  const lenses = events.flatMap(({ event }) => {
    const lens = lensMap[event];
    return lens ? [{ event, lens }] : [];
  });
  const all = sentences(content).filter((s) => s.split(' ').length >= 6);
  const lead = all[0] ?? sentences(content)[0] ?? title;
  const terms = familyTerms(ctx);
  const scored = all.slice(1).map((s, i) => {
    const words = [...new Set(tokenize(s))].filter((w) => w.length >= 4 && !NEWS_COMMON.has(w));
    return { s, i, hits: words.filter((w) => terms.has(w)).length };
  });
  const quotes = scored
    .filter((x) => x.hits >= 3)
    .sort((a, b) => b.hits - a.hits || a.i - b.i)
    .slice(0, 2)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
  return { events, lenses, quotes, lead, verifySources: ctx.k.family?.verifySources ?? [] };
}
