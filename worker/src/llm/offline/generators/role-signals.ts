import { SECTORS, type Sector } from '@fcs/shared/catalog/vocabulary';
import { sectorKnowledge } from '../knowledge/index';

/*
 * What a role's own words say about it: the tools it names outright, and its sector when it arrives without
 * one (a profile sent by the client rather than a catalogue role).
 */

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
    for (const keyword of sectorKnowledge(sector).keywords) {
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
