import { stemWord } from './evidence-text';

/**
 * Valuing property is not valuing a business (issue 13, ADR 009). A chartered surveyor who values offices,
 * warehouses and shops for a bank's loan security or a fund's quarterly figures writes "valuation", "valuations"
 * and "valuation reports" as often as an advisory firm's valuer of companies, shares and intangibles, and is
 * titled the same ("Associate Director, Valuation"). The lexicon reads the words alike; the job's other lines
 * tell the work apart: Red Book and RICS standards, inspecting buildings, tenancies, leases and rents are
 * property, shares, stakes, businesses, companies, EBITDA, brands and goodwill are a business.
 *
 * This reading takes a job's lines (or a CV's skills list, or its summary) together. Where they value property
 * (`PROPERTY_MARKERS`, beside words of property, `PROPERTY_WORDS`) and show nothing of valuing a business
 * (`BUSINESS_MARKERS`, `BUSINESS_WORDS`), their valuation words (`PROPERTY_SENSED`) are read as property
 * valuation: no evidence of a role's valuation of businesses or securities, nor of writing its valuation
 * reports. Roles of property work (`valuesPropertyRole`) read them as before: the valuation is theirs.
 */

/**
 * Concepts of property work: the RICS Red Book and its phrasings, RICS membership, inspecting buildings, property
 * cash flows (Argus, rent rolls). A job titled as a surveyor's is property work too.
 */
const PROPERTY_MARKERS = ['c:red_book', 'c:surveying_qualification', 'c:building_inspection', 'c:property_cashflow'];
const SURVEYOR_TITLE = /\bsurveyors?\b/i;

/** Words of property, one of which must name what the lines value (the Red Book's phrasings read loosely). */
const PROPERTY_WORDS = [
  'property',
  'properties',
  'estate',
  'buildings',
  'warehouses',
  'tenancies',
  'tenants',
  'lettings',
  'leases',
  'rents',
  'rental',
  'landlords',
  'rics',
  'mrics',
  'surveyor',
].map((w) => `w:${stemWord(w)}`);

/** Concepts of valuing a business or its securities: any of them and the lines are not property valuation. */
const BUSINESS_MARKERS = [
  'c:ppa_impairment',
  'c:cost_of_capital',
  'c:trading_comps',
  'c:valuation_multiples',
  'c:fair_value',
];

/**
 * Words of what a business valuation values: shares, stakes, businesses, companies, their earnings ("enterprise"
 * is left out: Argus Enterprise is the surveyors' software).
 */
const BUSINESS_WORDS = [
  'shares',
  'shareholdings',
  'stakes',
  'businesses',
  'companies',
  'equity',
  'intangibles',
  'brands',
  'goodwill',
  'ebitda',
  'earnings',
  'emi',
  'csop',
  'unquoted',
  'unlisted',
].map((w) => `w:${stemWord(w)}`);

/** The units read as property valuation in lines that value property: valuation and its reports. */
export const PROPERTY_SENSED: ReadonlySet<string> = new Set(['c:valuation', 'c:valuation_report']);

/**
 * Whether lines, read together (their units), value property and nothing of a business; `title`: the job's title,
 * when the lines are a job's.
 */
export function valuesProperty(units: ReadonlySet<string>, title = ''): boolean {
  const surveyor = SURVEYOR_TITLE.test(title);
  if (!surveyor && !PROPERTY_MARKERS.some((u) => units.has(u))) return false;
  if (!surveyor && !PROPERTY_WORDS.some((u) => units.has(u))) return false;
  return !BUSINESS_MARKERS.some((u) => units.has(u)) && !BUSINESS_WORDS.some((u) => units.has(u));
}

/** Units of lines that value property, their valuation words read as property valuation (`PROPERTY_SENSED`). */
export function withoutPropertySense(units: ReadonlySet<string>): Set<string> {
  return new Set([...units].filter((u) => !PROPERTY_SENSED.has(u)));
}

const PROPERTY_ROLE = /\b(?:property|properties|real estate|red book|rics)\b/i;

/**
 * Whether a role is property work: its title, skills or interests name property, real estate or the Red Book
 * (the chartered surveyor (valuation), the real estate lender who reads valuation reports). Such a role reads a
 * property valuation as valuation.
 */
export function valuesPropertyRole(role: {
  title: string;
  skills: readonly string[];
  interests: readonly string[];
}): boolean {
  return [role.title, ...role.skills, ...role.interests].some((text) => PROPERTY_ROLE.test(text));
}
