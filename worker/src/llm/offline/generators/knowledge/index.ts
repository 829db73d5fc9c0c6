import { SECTORS, type Sector } from '@fcs/shared/catalog/vocabulary';
import { HEDGE_FUNDS, INVESTMENT_BANKING, QUANT, RESEARCH, SALES_TRADING } from './sectors-banking-markets';
import {
  CORPORATE_FINANCE_TREASURY,
  FINTECH_PAYMENTS,
  INSURANCE_ACTUARIAL,
  PUBLIC_SECTOR,
  RETAIL_COMMERCIAL_BANKING,
} from './sectors-corporate';
import { ASSET_MANAGEMENT, PRIVATE_MARKETS, REAL_ESTATE_FINANCE, WEALTH_MANAGEMENT } from './sectors-investing';
import { ACCOUNTING_AUDIT, COMPLIANCE_FINANCIAL_CRIME, OPERATIONS, RISK } from './sectors-risk-control';
import type { LearningResource, SectorKnowledge } from './types';
import { res } from './build';

export type { SectorKnowledge } from './types';

/** What the offline engine knows about each sector of the catalogue. */
export const SECTOR_KNOWLEDGE: Record<Sector, SectorKnowledge> = {
  investment_banking: INVESTMENT_BANKING,
  research: RESEARCH,
  sales_trading: SALES_TRADING,
  asset_management: ASSET_MANAGEMENT,
  wealth_management: WEALTH_MANAGEMENT,
  private_markets: PRIVATE_MARKETS,
  hedge_funds: HEDGE_FUNDS,
  quant: QUANT,
  risk: RISK,
  compliance_financial_crime: COMPLIANCE_FINANCIAL_CRIME,
  corporate_finance_treasury: CORPORATE_FINANCE_TREASURY,
  accounting_audit: ACCOUNTING_AUDIT,
  insurance_actuarial: INSURANCE_ACTUARIAL,
  retail_commercial_banking: RETAIL_COMMERCIAL_BANKING,
  fintech_payments: FINTECH_PAYMENTS,
  operations: OPERATIONS,
  real_estate_finance: REAL_ESTATE_FINANCE,
  public_sector: PUBLIC_SECTOR,
};

/** Career ladders used when a role arrives without its own (request bodies carry only the job profile). */
export const DEFAULT_LADDERS: Record<Sector, string[]> = {
  investment_banking: ['Analyst', 'Associate', 'Vice President', 'Director', 'Managing Director'],
  research: ['Research Associate', 'Analyst', 'Senior Analyst', 'Head of Sector', 'Head of Research'],
  sales_trading: ['Analyst', 'Associate', 'Vice President', 'Director', 'Managing Director'],
  asset_management: ['Graduate Analyst', 'Investment Analyst', 'Senior Analyst', 'Portfolio Manager', 'Head of Desk'],
  wealth_management: ['Paraplanner', 'Associate Planner', 'Financial Planner', 'Senior Planner', 'Partner'],
  private_markets: ['Analyst', 'Associate', 'Vice President', 'Principal', 'Partner'],
  hedge_funds: ['Junior Analyst', 'Analyst', 'Senior Analyst', 'Portfolio Manager', 'CIO'],
  quant: ['Junior Quant', 'Quant', 'Senior Quant', 'Lead Quant', 'Head of Quant Research'],
  risk: ['Risk Analyst', 'Risk Manager', 'Senior Risk Manager', 'Head of Risk', 'Chief Risk Officer'],
  compliance_financial_crime: ['Analyst', 'Senior Analyst', 'Manager', 'Head of Financial Crime', 'MLRO'],
  corporate_finance_treasury: ['Finance Analyst', 'Senior Analyst', 'Finance Manager', 'Head of FP&A', 'CFO'],
  accounting_audit: ['Associate', 'Senior', 'Manager', 'Senior Manager', 'Partner'],
  insurance_actuarial: ['Trainee', 'Analyst', 'Senior Analyst', 'Manager', 'Head of Function'],
  retail_commercial_banking: [
    'Analyst',
    'Associate',
    'Relationship Manager',
    'Senior Relationship Director',
    'Regional Director',
  ],
  fintech_payments: ['Associate', 'Analyst', 'Senior', 'Lead', 'Head of'],
  operations: ['Analyst', 'Senior Analyst', 'Team Leader', 'Operations Manager', 'Head of Operations'],
  real_estate_finance: ['Graduate Surveyor', 'Analyst', 'Associate Director', 'Director', 'Head of Real Estate'],
  public_sector: ['Associate', 'Analyst', 'Senior Analyst', 'Manager', 'Head of Division'],
};

/** Resources useful in every sector; joined to the sector's own when matching skill gaps. */
export const COMMON_RESOURCES: LearningResource[] = [
  res(
    'course',
    'Excel Skills for Business Specialization (Macquarie University) on Coursera',
    'From formulas to dashboards and modelling.',
    '6 weeks',
    ['excel', 'spreadsheet', 'model', 'vba', 'analysis'],
  ),
  res(
    'course',
    'Python for Everybody (University of Michigan) on Coursera',
    'Python programming from scratch.',
    '8 weeks',
    ['python', 'programming', 'code', 'automation', 'data'],
  ),
  res(
    'course',
    'Google Data Analytics Professional Certificate on Coursera',
    'SQL, spreadsheets, Tableau and R.',
    '6 months part-time',
    ['data', 'sql', 'analytics', 'tableau', 'dashboard'],
  ),
  res(
    'course',
    'AI For Everyone (DeepLearning.AI) on Coursera',
    'What AI can and cannot do, for non-engineers.',
    '6 hours',
    ['ai', 'machine', 'learning', 'automation'],
  ),
  res(
    'course',
    'Generative AI for Everyone (DeepLearning.AI) on Coursera',
    'Using generative AI tools responsibly at work.',
    '3 hours',
    ['ai', 'generative', 'prompt', 'llm'],
  ),
  res('course', 'Bloomberg Market Concepts (BMC)', 'Markets fundamentals on the Terminal.', '8-10 hours', [
    'bloomberg',
    'markets',
    'terminal',
    'economics',
  ]),
  res(
    'certification',
    'CFA Institute Investment Foundations Certificate',
    'Free introduction to the investment industry.',
    '70-100 hours',
    ['investment', 'markets', 'ethics', 'finance'],
  ),
  res(
    'certification',
    'CISI International Introduction to Securities & Investment',
    'Entry-level securities qualification.',
    '50-70 hours',
    ['securities', 'investment', 'markets', 'regulation'],
  ),
  res(
    'mentorship',
    'Mentoring through your professional body (CISI, CFA UK, ICAEW, PFS) mentoring schemes',
    'A practitioner reviewing your work monthly.',
    '6-12 months',
    ['career', 'network', 'communication', 'client', 'stakeholder', 'leadership'],
  ),
  res(
    'course',
    'Successful Negotiation: Essential Strategies and Skills (University of Michigan) on Coursera',
    'Negotiation preparation and tactics.',
    '4 weeks',
    ['negotiation', 'client', 'relationship', 'selling', 'persuasion'],
  ),
  res(
    'course',
    'Business Writing (University of Colorado Boulder) on Coursera',
    'Clear, concise professional writing.',
    '4 weeks',
    ['writing', 'report', 'note', 'communication', 'commentary'],
  ),
  res(
    'course',
    'Presentation Skills: Speechwriting and Storytelling (Fundação Instituto de Administração) on Coursera',
    'Structure and deliver persuasive presentations.',
    '3 weeks',
    ['presenting', 'presentation', 'pitch', 'storytelling'],
  ),
  res(
    'certification',
    'Microsoft PL-300: Power BI Data Analyst',
    'Official Microsoft certification for reporting.',
    '40 hours',
    ['power', 'dashboard', 'reporting', 'visualisation'],
  ),
  res(
    'course',
    'Google Project Management Professional Certificate on Coursera',
    'Planning and running projects.',
    '6 months part-time',
    ['project', 'management', 'planning', 'delivery', 'process'],
  ),
];

/** Named tools that role skills often mention outright. */
const NAMED_TOOLS: { pattern: RegExp; name: string }[] = [
  { pattern: /bloomberg/i, name: 'Bloomberg Terminal' },
  { pattern: /factset/i, name: 'FactSet' },
  { pattern: /capital iq/i, name: 'S&P Capital IQ' },
  { pattern: /\bvba\b/i, name: 'Excel with VBA' },
  { pattern: /\bexcel\b|spreadsheet/i, name: 'Excel' },
  { pattern: /python/i, name: 'Python' },
  { pattern: /\bsql\b/i, name: 'SQL' },
  { pattern: /\bR\b(?! ?&)/, name: 'R' },
  { pattern: /matlab/i, name: 'MATLAB' },
  { pattern: /c\+\+/i, name: 'C++' },
  { pattern: /\bsas\b/i, name: 'SAS' },
  { pattern: /power ?bi/i, name: 'Power BI' },
  { pattern: /tableau/i, name: 'Tableau' },
  { pattern: /powerpoint|pitch ?book/i, name: 'PowerPoint' },
  { pattern: /murex/i, name: 'Murex' },
  { pattern: /calypso/i, name: 'Calypso' },
  { pattern: /aladdin/i, name: 'Aladdin (BlackRock)' },
  { pattern: /actimize/i, name: 'NICE Actimize' },
  { pattern: /world-?check/i, name: 'LSEG World-Check One' },
  { pattern: /guidewire/i, name: 'Guidewire' },
  { pattern: /argus/i, name: 'ARGUS Enterprise' },
  { pattern: /salesforce/i, name: 'Salesforce' },
  { pattern: /dealogic/i, name: 'Dealogic' },
  { pattern: /kdb|\bq\b language/i, name: 'kdb+/q' },
  { pattern: /swift/i, name: 'SWIFT messaging' },
  { pattern: /sap\b/i, name: 'SAP' },
  { pattern: /xero|sage/i, name: 'Xero or Sage' },
];

/** Tools named explicitly in the text, in order of first mention. */
export function namedTools(text: string): string[] {
  const found: { name: string; at: number }[] = [];
  for (const { pattern, name } of NAMED_TOOLS) {
    const match = pattern.exec(text);
    if (match && !found.some((f) => f.name === name)) found.push({ name, at: match.index });
  }
  // "Excel with VBA" already covers Excel.
  const names = found.sort((a, b) => a.at - b.at).map((f) => f.name);
  return names.includes('Excel with VBA') ? names.filter((n) => n !== 'Excel') : names;
}

const SECTOR_SET = new Set<string>(SECTORS);

/** True when the string is one of the catalogue's sectors. */
export function isSector(value: unknown): value is Sector {
  return typeof value === 'string' && SECTOR_SET.has(value);
}

/**
 * The sector of a role that arrived without one: keywords of each sector counted in the title (weight 3)
 * and in the description and skills (weight 1). Ties and no-hits fall back to the first best sector in
 * catalogue order, and to research when nothing matches at all.
 */
export function inferSector(title: string, body: string): Sector {
  const t = ` ${title.toLowerCase()} `;
  const b = ` ${body.toLowerCase()} `;
  let best: Sector = 'research';
  let bestScore = 0;
  for (const sector of SECTORS) {
    let score = 0;
    for (const keyword of SECTOR_KNOWLEDGE[sector].keywords) {
      const k = keyword.toLowerCase();
      if (t.includes(k)) score += 3;
      if (b.includes(k)) score += 1;
    }
    if (score > bestScore) {
      best = sector;
      bestScore = score;
    }
  }
  return best;
}

/** Fictional first names and surnames for personas and email senders (UK mix). */
export const FIRST_NAMES = [
  'Priya',
  'Tom',
  'Aisha',
  'James',
  'Sophie',
  'Daniel',
  'Hannah',
  'Kwame',
  'Emily',
  'Ravi',
  'Olivia',
  'Marcus',
  'Chloe',
  'Ben',
  'Fatima',
  'George',
  'Mei',
  'Oliver',
  'Amara',
  'Lucy',
  'Arjun',
  'Grace',
  'Sam',
  'Zara',
  'Callum',
  'Niamh',
  'Tariq',
  'Ellie',
  'Rhys',
  'Yasmin',
];
export const SURNAMES = [
  'Shah',
  'Patel',
  'Okafor',
  'Walsh',
  'Henderson',
  'Campbell',
  'Chen',
  'Mensah',
  'Clarke',
  'Hughes',
  'Iqbal',
  'Murray',
  'Fraser',
  'Kaur',
  'Davies',
  'Evans',
  'Osei',
  'Bennett',
  'Nolan',
  'Wright',
  'Khan',
  'Ahmed',
  'Reid',
  'Morgan',
  'Singh',
  'Taylor',
  'Brennan',
  'Lewis',
  'Adeyemi',
  'Sutherland',
];
