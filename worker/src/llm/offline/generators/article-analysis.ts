import { type TermIndex, sentences, tokenize } from './text';

/**
 * Reads an article the way an analyst skims one: the figures it quotes, the organisations it names, and
 * whether its language is good or bad news. Used by the news interpretation and by prose that quotes news.
 */

const POSITIVE = [
  'beat',
  'beats',
  'beating',
  'rise',
  'rises',
  'rising',
  'rose',
  'gain',
  'gains',
  'gained',
  'growth',
  'grew',
  'grow',
  'surge',
  'surged',
  'soar',
  'soared',
  'record',
  'strong',
  'stronger',
  'upgrade',
  'upgraded',
  'raises',
  'raised',
  'boost',
  'boosted',
  'improve',
  'improved',
  'improving',
  'recovery',
  'recover',
  'rebound',
  'rebounded',
  'outperform',
  'outperformed',
  'approve',
  'approved',
  'approval',
  'expansion',
  'expand',
  'expands',
  'hiring',
  'hire',
  'win',
  'wins',
  'won',
  'optimism',
  'optimistic',
  'rally',
  'rallied',
  'robust',
  'resilient',
  'upbeat',
  'profitable',
  'success',
  'successful',
  'eases',
  'eased',
  'easing',
  'stabilise',
  'stabilised',
  'welcome',
  'welcomed',
  'opportunity',
  'opportunities',
  'confidence',
  'positive',
  'higher profit',
  'dividend increase',
];
const NEGATIVE = [
  'fall',
  'falls',
  'falling',
  'fell',
  'drop',
  'drops',
  'dropped',
  'decline',
  'declines',
  'declined',
  'slump',
  'slumped',
  'plunge',
  'plunged',
  'loss',
  'losses',
  'miss',
  'missed',
  'misses',
  'warn',
  'warns',
  'warned',
  'warning',
  'downgrade',
  'downgraded',
  'layoffs',
  'redundancies',
  'job cuts',
  'cuts jobs',
  'fine',
  'fined',
  'fines',
  'penalty',
  'penalties',
  'probe',
  'probes',
  'investigation',
  'investigating',
  'investigates',
  'breach',
  'breaches',
  'fraud',
  'default',
  'defaults',
  'insolvency',
  'insolvencies',
  'collapse',
  'collapsed',
  'crisis',
  'recession',
  'weak',
  'weaker',
  'weakness',
  'concern',
  'concerns',
  'shortfall',
  'scandal',
  'shutdown',
  'outflows',
  'volatility',
  'uncertainty',
  'uncertain',
  'slowdown',
  'slows',
  'slowed',
  'squeeze',
  'squeezed',
  'pressure',
  'pressures',
  'downturn',
  'turmoil',
  'sell-off',
  'selloff',
  'bankruptcy',
  'struggle',
  'struggling',
  'failure',
  'failed',
  'fails',
  'writedown',
  'write-down',
  'impairment',
  'negative',
  'enforcement',
  'sanctioned',
  'lawsuit',
  'crackdown',
  'shortage',
  'disappointing',
  'disappointed',
  'worst',
];

const POSITIVE_SET = new Set(POSITIVE.filter((w) => !w.includes(' ')));
const NEGATIVE_SET = new Set(NEGATIVE.filter((w) => !w.includes(' ')));
const POSITIVE_PHRASES = POSITIVE.filter((w) => w.includes(' '));
const NEGATIVE_PHRASES = NEGATIVE.filter((w) => w.includes(' '));

/** Regulators and public bodies an article may name, with the document a reader should go to. */
const BODIES: { pattern: RegExp; name: string; primarySource: string }[] = [
  {
    pattern: /\bFCA\b|Financial Conduct Authority/,
    name: 'FCA',
    primarySource: 'FCA Handbook and the FCA press release',
  },
  {
    pattern: /\bPRA\b|Prudential Regulation Authority/,
    name: 'PRA',
    primarySource: 'PRA Rulebook and supervisory statements',
  },
  {
    pattern: /Bank of England|\bBoE\b|\bMPC\b|Monetary Policy Committee/,
    name: 'Bank of England',
    primarySource: 'Bank of England Monetary Policy Summary and minutes',
  },
  { pattern: /\bECB\b|European Central Bank/, name: 'ECB', primarySource: 'ECB monetary policy statement' },
  {
    pattern: /Federal Reserve|\bthe Fed\b|\bFOMC\b/,
    name: 'Federal Reserve',
    primarySource: 'FOMC statement and minutes',
  },
  {
    pattern: /\bSEC\b|Securities and Exchange Commission/,
    name: 'SEC',
    primarySource: 'SEC press release and filings',
  },
  {
    pattern: /HM Treasury|\bTreasury\b|Chancellor|Budget/,
    name: 'HM Treasury',
    primarySource: 'HM Treasury publications and the OBR forecast',
  },
  { pattern: /\bONS\b|Office for National Statistics/, name: 'ONS', primarySource: 'ONS statistical bulletin' },
  { pattern: /\bOFSI\b|sanctions list/i, name: 'OFSI', primarySource: 'OFSI Consolidated List and guidance' },
  { pattern: /\bPSR\b|Payment Systems Regulator/, name: 'PSR', primarySource: 'PSR policy statements' },
  { pattern: /\bFRC\b|Financial Reporting Council/, name: 'FRC', primarySource: 'FRC publications' },
  { pattern: /Takeover Panel/, name: 'Takeover Panel', primarySource: 'The Takeover Code and Panel statements' },
  { pattern: /\bCMA\b|Competition and Markets Authority/, name: 'CMA', primarySource: 'CMA case page' },
  { pattern: /\bBasel\b/, name: 'Basel Committee', primarySource: 'Basel Committee standards (bis.org)' },
  { pattern: /\bMiFID\b/, name: 'MiFID II', primarySource: 'FCA Handbook (COBS) MiFID provisions' },
  { pattern: /Consumer Duty/, name: 'Consumer Duty', primarySource: 'FCA PRIN 2A and Consumer Duty guidance' },
  { pattern: /Solvency (II|UK)/, name: 'Solvency UK', primarySource: 'PRA Solvency UK rules' },
  { pattern: /\bIFRS\b/, name: 'IFRS', primarySource: 'IFRS Foundation standards (ifrs.org)' },
];

export interface ArticleReading {
  /** Figures quoted: percentages, currency amounts, basis points. */
  figures: string[];
  /** Organisations named (companies with legal suffixes, banks, groups, public bodies). */
  organisations: string[];
  bodies: { name: string; primarySource: string }[];
  positiveWords: string[];
  negativeWords: string[];
  /** -1 (all bad news) to +1 (all good news); the title counts twice. */
  sentiment: number;
  tone: 'positive' | 'negative' | 'neutral';
  /** The first substantive sentence of the body. */
  lead: string;
  /** Role words the article touches. */
  roleHits: string[];
  /** 0-1: how much of the article is about the role's world. */
  relevance: number;
  wordCount: number;
}

function countSentiment(text: string): { pos: string[]; neg: string[] } {
  const lower = text.toLowerCase();
  const words = lower.match(/[a-z][a-z-]*/g) ?? [];
  const pos: string[] = [];
  const neg: string[] = [];
  words.forEach((w, i) => {
    // "no growth", "not strong": a negated good word counts as bad and vice versa.
    const negated = i > 0 && /^(no|not|never|without|less)$/.test(words[i - 1] ?? '');
    if (POSITIVE_SET.has(w)) (negated ? neg : pos).push(w);
    else if (NEGATIVE_SET.has(w)) (negated ? pos : neg).push(w);
  });
  for (const phrase of POSITIVE_PHRASES) if (lower.includes(phrase)) pos.push(phrase);
  for (const phrase of NEGATIVE_PHRASES) if (lower.includes(phrase)) neg.push(phrase);
  // "profit warning" is bad news even though it contains "profit".
  if (lower.includes('profit warning')) neg.push('profit warning');
  return { pos, neg };
}

const FIGURE =
  /(?:[£$€]\s?\d[\d,]*(?:\.\d+)?\s?(?:bn|billion|m|million|k|trn|trillion)?|\d[\d,]*(?:\.\d+)?\s?(?:%|percentage points?|per ?cent\b|bps\b|bp\b|basis points)|\d[\d,]*(?:\.\d+)?\s?(?:bn|billion|million|trillion)\b)/gi;

const ORG =
  /\b((?:[A-Z][A-Za-z&'’.-]*\s){0,3}[A-Z][A-Za-z&'’.-]*\s(?:plc|PLC|Ltd|Limited|Group|Holdings|Bank|Capital|Partners|Inc|AG|SA|NV|LLP|Securities|Insurance|Asset Management|Investments|Financial))\b/g;

function uniq(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Analyses an article against the words of a role. */
export function readArticleFor(title: string, content: string, roleTerms: TermIndex): ArticleReading {
  const all = `${title}. ${content}`;
  const figures = uniq((all.match(FIGURE) ?? []).map((f) => f.trim().replace(/\s+/g, ' '))).slice(0, 6);
  const organisations = uniq(
    (all.match(ORG) ?? [])
      .map((o) => o.trim().replace(/^(The|A|An|In|On|At|By|For|And|But|Shares in|Shares of)\s+/i, ''))
      .filter((o) => o.split(' ').length <= 5),
  ).slice(0, 5);
  const bodies = BODIES.filter((b) => b.pattern.test(all)).map(({ name, primarySource }) => ({ name, primarySource }));
  const head = countSentiment(title);
  const body = countSentiment(content);
  const pos = [...head.pos, ...head.pos, ...body.pos];
  const neg = [...head.neg, ...head.neg, ...body.neg];
  const sentiment = (pos.length - neg.length) / (pos.length + neg.length + 2);
  const tone = sentiment > 0.12 ? 'positive' : sentiment < -0.12 ? 'negative' : 'neutral';
  const bodySentences = sentences(content).filter((s) => s.split(' ').length >= 6);
  const lead = bodySentences[0] ?? sentences(content)[0] ?? title;
  const articleTokens = [...new Set(tokenize(all))];
  const roleHits = articleTokens.filter((t) => t.length >= 4 && roleTerms.has(t)).slice(0, 12);
  const relevance = Math.min(1, roleHits.length / 8);
  return {
    figures,
    organisations,
    bodies,
    positiveWords: uniq(pos),
    negativeWords: uniq(neg),
    sentiment,
    tone,
    lead,
    roleHits,
    relevance,
    wordCount: (content.match(/\S+/g) ?? []).length,
  };
}

/** Tone of a short text (e.g. a news summary): positive, negative or neutral. */
export function toneOf(text: string): 'positive' | 'negative' | 'neutral' {
  const { pos, neg } = countSentiment(text);
  const s = (pos.length - neg.length) / (pos.length + neg.length + 2);
  return s > 0.12 ? 'positive' : s < -0.12 ? 'negative' : 'neutral';
}
