import { stemWord } from './evidence-text';

/**
 * Internal audit is not an audit of financial statements (issue 13, ADR 009). An internal auditor at a bank plans
 * risk-based audits of its lending, conduct or IT, tests the controls of the business lines and reports graded
 * findings to the audit committee; an external auditor tests a client's accounts under ISAs, counts stock, confirms
 * balances and helps the partner sign an opinion on the financial statements. Both write "audit", "audits" and
 * "auditor" in every line, and the lexicon reads the word alike: its bare concept is half of the external auditor's
 * methodology and planning skills and one of the parts of its documentation and data analytics skills, so
 * an internal auditor whose lines said little more than "audits" earned most of them, and the years for them.
 *
 * This reading takes a job's lines (or a CV's skills list, or its summary) together. Where they name internal audit
 * (`INTERNAL_AUDIT`: internal audit, the third line of defence, the IIA and its qualifications) and show nothing of
 * an audit of financial statements (`ACCOUNTS_MARKERS`, `ACCOUNTS_WORDS`: the accounts or financial statements,
 * statutory accounts, accounting standards, an opinion, materiality, ISAs, the FRC's inspections), their words of
 * audit (`INTERNAL_SENSED`, and the words "audit" and "auditor") are read as internal audit: no evidence of a
 * role's audit of accounts, its methodology or its audit planning. A line that only meets internal audit (a
 * business line "before an internal audit") reads so too: it is no audit of accounts either. What the lines show of
 * methods both audits use (testing controls, sampling, data analytics, working papers) reads as before, and so does
 * the job's title: "Senior Internal Auditor" is half of "External Auditor" by its trade, as an external auditor's
 * bare "audit" is half of the internal auditor's planning and reports. Roles of internal audit
 * (`internalAuditRole`) read the lines as before: the audits are theirs.
 */

/**
 * Internal audit named in a line: "internal audit" (its function, its audits, its auditors: "Group Internal Audit",
 * "Senior Internal Auditor"), the third line of defence, the IIA and its qualifications (CMIIA). Read in the text:
 * the lexicon reads "internal auditor" as any auditor.
 */
const INTERNAL_AUDIT = /\binternal audit|\bthird line\b|\b(?:iia|cmiia)\b/i;

/** Concepts of an audit of financial statements: any of them and the lines are not internal audit alone. */
const ACCOUNTS_MARKERS = ['c:financial_statements', 'c:statutory_accounts', 'c:ifrs'];

/**
 * Words of an audit of financial statements: the statutory audit, its opinion and materiality, ISAs, the FRC's
 * inspection of the files (FRC, AQR), stocktakes.
 */
const ACCOUNTS_WORDS = ['statutory', 'opinion', 'opinions', 'materiality', 'isas', 'frc', 'aqr', 'stocktakes'].map(
  (w) => `w:${stemWord(w)}`,
);

/** The units read as internal audit in lines of internal audit: audit itself, its methodology, plans and reports. */
const INTERNAL_SENSED: ReadonlySet<string> = new Set([
  'c:audit',
  'c:audit_methodology',
  'c:audit_planning',
  'c:audit_report',
]);
/** Words of audit, read in a sense of their own in lines of internal audit. */
const AUDIT_WORDS = new Set(['audit', 'auditor'].map((w) => `w:${stemWord(w)}`));
const INTERNAL_SENSE = '@intern';

/**
 * Whether lines, read together (as written and their units), name internal audit and nothing of an audit of
 * financial statements.
 */
export function auditsInternally(lines: readonly string[], units: ReadonlySet<string>): boolean {
  if (!lines.some((line) => INTERNAL_AUDIT.test(line))) return false;
  return !ACCOUNTS_MARKERS.some((u) => units.has(u)) && !ACCOUNTS_WORDS.some((u) => units.has(u));
}

/**
 * Units of lines of internal audit, their words of audit read as internal audit: its concepts (`INTERNAL_SENSED`)
 * left out, the words "audit" and "auditor" a sense of their own.
 */
export function withoutInternalAuditSense(units: ReadonlySet<string>): Set<string> {
  const read = new Set<string>();
  for (const u of units) {
    if (INTERNAL_SENSED.has(u)) continue;
    read.add(AUDIT_WORDS.has(u) ? `${u}${INTERNAL_SENSE}` : u);
  }
  return read;
}

const INTERNAL_AUDIT_ROLE = /\binternal audit/i;

/** Whether a role is internal audit work: its title, skills or interests name internal audit. */
export function internalAuditRole(role: {
  title: string;
  skills: readonly string[];
  interests: readonly string[];
}): boolean {
  return [role.title, ...role.skills, ...role.interests].some((text) => INTERNAL_AUDIT_ROLE.test(text));
}
