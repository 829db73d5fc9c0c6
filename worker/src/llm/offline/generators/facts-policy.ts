import { getRole } from '@fcs/shared/catalog/roles';
import type { EmployerTag } from '@fcs/shared/catalog/vocabulary';
import { RESEARCH_NOT_KNOWN } from '@fcs/shared/entities';
import { findOrganisation, type Organisation } from '../knowledge/organisations';
import type { RoleContext } from './role-context';
import { an } from './role-context';
import { lowerFirst, possessive } from './text';

/*
 * The offline engine's facts policy. It never attaches an event, a figure, a quote or a guessed line of
 * business to a real organisation a user names. What it knows about a named company is limited to the
 * long-established facts of knowledge/organisations.json (what it does, where it is based, when it was founded);
 * everything else is said to be not known, with where to find it. Sector knowledge is presented as sector-level,
 * never as news about the company. Invented events only ever happen to fictional firms, in the simulations.
 */

/** "Not known offline: <what>; <where to find it>." */
export function notKnown(what: string, where: string): string {
  return `${RESEARCH_NOT_KNOWN} offline: ${what}. ${where}`;
}

/** What the engine can say about a company a user typed, each field either a held fact or a plain "not known". */
export interface CompanyFacts {
  organisation: Organisation | undefined;
  industry: string;
  founded: string;
  headquarters: string;
  size: string;
  revenue: string;
  mission: string;
  values: string[];
  /** The facts the engine does not hold, as short labels for the report's "not known" list. */
  unknowns: string[];
  /** Where a candidate reads what the engine does not know. */
  whereToLook: string;
}

/** The facts the offline engine can state about a named company, and plain "not known" for the rest. */
export function companyFacts(companyName: string): CompanyFacts {
  const org = findOrganisation(companyName);
  const name = companyName.trim();
  const whereToLook =
    org?.kind === 'public_body'
      ? `${possessive(name)} annual report and website`
      : `${possessive(name)} latest annual report, its website and its filings at Companies House`;
  const unknowns: string[] = [];
  const unknown = (label: string, text: string) => {
    unknowns.push(label);
    return text;
  };
  return {
    organisation: org,
    industry:
      org?.industry ??
      unknown(
        'What the company does',
        notKnown(
          `the name alone does not say what ${name} does`,
          `Check ${whereToLook}; its SIC code at Companies House names its line of business.`,
        ),
      ),
    founded:
      org?.founded ??
      unknown('When it was founded', notKnown('the founding date', `Companies House shows the incorporation date.`)),
    headquarters:
      org?.headquarters ??
      unknown('Where it is based', notKnown('the headquarters', `The registered office is on Companies House.`)),
    size: unknown(
      'Size and headcount',
      notKnown('headcount and size change every year', `Use the latest figures in ${whereToLook}.`),
    ),
    revenue: unknown(
      'Revenue and profit',
      notKnown('revenue and profit', `Take them from ${whereToLook}, and note the year they refer to.`),
    ),
    mission: unknown(
      'Mission and values',
      notKnown(
        `${possessive(name)} own statement of purpose`,
        'It is in the strategic report of the annual report and on the website: quote it from there, not from memory.',
      ),
    ),
    values: [notKnown(`${possessive(name)} published values`, 'Read them on its careers pages before the interview.')],
    unknowns: [...unknowns, 'Recent news, results and deals'],
    whereToLook,
  };
}

/** Kinds of organisation that employ people in roles with these employer tags. */
const EMPLOYS: Record<Organisation['kind'], EmployerTag[]> = {
  bank: ['retail_bank', 'investment_bank'],
  investment_bank: ['investment_bank'],
  asset_manager: ['asset_manager', 'hedge_fund'],
  insurer: ['insurer'],
  market: ['insurer', 'market_infrastructure'],
  wealth: ['wealth_manager', 'asset_manager'],
  private_equity: ['private_markets'],
  professional_services: ['professional_services'],
  fintech: ['fintech'],
  corporate: ['corporate'],
  public_body: ['public_sector'],
};

export interface CompanyRelation {
  /** The question the report puts to the candidate. */
  question: string;
  /** Whether organisations of this kind usually employ the role: 'yes', 'no', or 'unclear' when not known. */
  usualEmployer: 'yes' | 'no' | 'unclear';
}

/**
 * Whether the company is likely to be the candidate's employer or a company the role would cover, advise or
 * assess. The report always asks; when the organisation is one we know, it says which is usual for the role.
 */
export function companyRelation(companyName: string, ctx: RoleContext, org: Organisation | undefined): CompanyRelation {
  const name = companyName.trim();
  const employers = getRole(ctx.jobId)?.matching.employers ?? [];
  const question = `Is ${name} the firm you would work for as ${an(ctx.title)}, or a company your ${ctx.k.familyLabel.toLowerCase()} work would cover, advise or assess from another firm?`;
  if (!org || employers.length === 0) {
    return {
      question: `${question} This report cannot tell from the name, so it treats ${name} as a possible employer and says so wherever that matters.`,
      usualEmployer: 'unclear',
    };
  }
  const usual = EMPLOYS[org.kind].some((tag) => employers.includes(tag));
  // The family says how companies usually relate to its work ("pricing teams price their own insurer's risks").
  return {
    question: usual
      ? ctx.k.covers
        ? `${question} Firms like ${name} (${org.industry.toLowerCase()}) do employ ${ctx.title}s, so this report reads it as a possible employer: ${lowerFirst(ctx.k.covers)}`
        : `${question} Firms like ${name} (${org.industry.toLowerCase()}) do employ ${ctx.title}s, so this report reads it as a possible employer.`
      : ctx.k.covers
        ? `${question} ${name} is in ${org.industry.toLowerCase()}, and ${ctx.title}s usually work elsewhere: ${lowerFirst(ctx.k.covers)}`
        : `${question} ${name} is in ${org.industry.toLowerCase()}, and ${ctx.title}s usually work elsewhere, so ${name} is more likely a company the role would cover, advise or assess. If you mean a team inside it, check which entity is hiring.`,
    usualEmployer: usual ? 'yes' : 'no',
  };
}
