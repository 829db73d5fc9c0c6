import { z } from 'zod';
import { once, readKnowledgeFile } from './load';

const text = z.string().trim().min(1);

/** What kind of body an organisation is; decides how a report asks how it relates to the role. */
export const ORGANISATION_KINDS = [
  'bank',
  'investment_bank',
  'asset_manager',
  'insurer',
  'market',
  'wealth',
  'private_equity',
  'professional_services',
  'fintech',
  'corporate',
  'public_body',
] as const;

export const ZOrganisation = z.object({
  name: text,
  /** Other spellings users type, lower case ("jp morgan", "l&g"). */
  aliases: z.array(text),
  kind: z.enum(ORGANISATION_KINDS),
  /** Its line of business, stable over decades. */
  industry: text,
  founded: text.optional(),
  headquarters: text.optional(),
});
export type Organisation = z.infer<typeof ZOrganisation>;

export const ZOrganisationsFile = z.object({ about: text, organisations: z.array(ZOrganisation).min(1) });

const organisations = once(() => {
  const file = readKnowledgeFile('organisations.json', ZOrganisationsFile);
  const byName = new Map<string, Organisation>();
  for (const org of file.organisations) {
    for (const name of [org.name, ...org.aliases]) byName.set(normaliseOrganisationName(name), org);
  }
  return byName;
});

/** Reads and indexes the organisations file now rather than at the first lookup (a worker's warm-up). */
export function loadOrganisations(): void {
  organisations();
}

/** A company name reduced for lookup: lower case, no punctuation, no legal suffix ("Tesco PLC" → "tesco"). */
export function normaliseOrganisationName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[.,]/g, '')
    .replace(/\b(?:plc|ltd|limited|llp|inc|group plc|holdings|uk ltd)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The organisation a typed name refers to, when it is one whose long-established facts we hold. */
export function findOrganisation(name: string): Organisation | undefined {
  return organisations().get(normaliseOrganisationName(name));
}
