import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import { evidenceUnits } from './evidence-text';
import { auditsInternally } from './internal-audit';
import { scoreFit, type FitCv } from './score-fit';
import { unitCredit as lineCredit } from './test-cvs';

/**
 * Internal audit is not an audit of financial statements (issue 13, ADR 009, helper audit). An internal auditor
 * plans the year's audits of the firm's own processes, tests their controls and reports rated findings to the audit
 * committee; an external auditor tests a client's accounts under ISAs and helps sign the opinion on them. Lines
 * that name internal audit and nothing of the accounts read their words of audit as internal audit for any role but
 * the internal auditor's; and work done for the audit teams is not auditing. Sentences are the author's own.
 */
const fit = (cv: FitCv, jobId: string) => scoreFit(cv, getRole(jobId)!, { asOf: '2026-11' });
const skillCredit = (cv: FitCv, jobId: string, skill: string) =>
  fit(cv, jobId).skills.find((s) => s.skill === skill)!.credit;

const METHOD = 'Audit methodology and ISAs (UK)';
const DOCUMENTATION = 'Documentation of audit evidence on audit software';
const ANALYTICS = 'Data analytics tools for audit';
const CONTROLS = 'Controls testing and walkthroughs';
const PLANNING = 'Risk-based audit planning';
const REPORTS = 'Audit report writing';

const job = (
  title: string,
  company: string,
  duration: string,
  description: string,
  achievements: string[] = [],
): NonNullable<FitCv['experience']>[number] => ({ title, company, duration, description, achievements });

/** An internal auditor at an insurer, in her own words. */
const insurerInternalAuditor: FitCv = {
  summary: 'Internal auditor at a general insurer, five years auditing claims, underwriting and IT change.',
  skills: ['Risk-based internal audit', 'IIA standards', 'Testing control design and operation', 'TeamMate'],
  experience: [
    job(
      'Senior Internal Auditor',
      'Mutual insurer',
      'Mar 2022 - Present',
      'Run audits of claims handling, delegated underwriting and cloud migration for Group Internal Audit. I agree the scope with the business, test whether the controls work and write up each audit with rated findings for the audit committee.',
      ['Eight audits delivered last year, three rated needs improvement', 'Followed up 25 overdue actions to closure'],
    ),
    job(
      'Internal Auditor',
      'Building society',
      'Sep 2020 - Feb 2022',
      'Audited branch cash handling, arrears collections and outsourced IT suppliers.',
    ),
  ],
};

/** An external auditor of the same years, in her own words. */
const statutoryAuditor: FitCv = {
  summary: 'Audit senior at a mid-tier firm auditing the accounts of manufacturers and charities.',
  experience: [
    job(
      'Audit Senior',
      'Mid-tier accountancy firm',
      'Sep 2020 - Present',
      'Lead the fieldwork on statutory audits of family-owned manufacturers under ISAs (UK): plan the audit, test revenue and stock, and write up the file for the manager and partner.',
      [
        'Relied on the client’s internal audit work on payroll controls after testing it',
        'Ran six audits last busy season',
      ],
    ),
  ],
};

describe('lines of internal audit are no audit of financial statements (issue 13, audit)', () => {
  it('reads an internal audit job as internal audit, and an external audit job that names internal audit as not', () => {
    const units = (lines: string[]) => new Set(lines.flatMap((l) => [...evidenceUnits(l)]));
    const internalLines = ['Senior Internal Auditor, Mutual insurer', 'Audited branch cash handling.'];
    expect(auditsInternally(internalLines, units(internalLines))).toBe(true);
    const statutoryLines = [
      'Audit Senior, Mid-tier accountancy firm',
      'Relied on internal audit’s work for our statutory audit under ISAs.',
    ];
    expect(auditsInternally(statutoryLines, units(statutoryLines))).toBe(false);
  });

  it.each([METHOD, DOCUMENTATION, ANALYTICS])(
    'gives the internal auditor under a third of the external auditor’s "%s"',
    (skill) => {
      expect(skillCredit(insurerInternalAuditor, 'external_auditor', skill)).toBeLessThan(0.35);
    },
  );

  it('scores the internal auditor as a moderate fit at most for the external auditor, well under the statutory auditor', () => {
    const internal = fit(insurerInternalAuditor, 'external_auditor').fitScore;
    expect(internal).toBeLessThan(50);
    expect(fit(statutoryAuditor, 'external_auditor').fitScore - internal).toBeGreaterThanOrEqual(25);
  });

  it('gives a business line that was audited by internal audit none of the external auditor’s audit', () => {
    const cv: FitCv = {
      experience: [
        job(
          'Payments Operations Team Leader',
          'Retail bank',
          'Jan 2019 - Present',
          'Run the team that repairs and releases urgent payments.',
          ['Tidied up the evidence for our release checks before an internal audit of payment controls'],
        ),
      ],
    };
    expect(skillCredit(cv, 'external_auditor', METHOD)).toBe(0);
    expect(fit(cv, 'external_auditor').relevantYears).toBe(0);
  });

  it.each([
    'Reviewed the deferred tax workings for audit teams at year end.',
    'Checked the share option valuations for auditors on a dozen listed clients.',
  ])('reads work done for the audit teams as no audit work: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:audit')).toBe(false);
    expect(lineCredit(METHOD, line)).toBeLessThan(0.3);
    expect(lineCredit(ANALYTICS, line)).toBeLessThan(0.3);
  });
});

describe('what internal audit still shows, and external audit keeps (issue 13, audit)', () => {
  it('still reads the internal auditor’s own audits in full for the internal auditor', () => {
    expect(skillCredit(insurerInternalAuditor, 'internal_auditor', PLANNING)).toBeGreaterThanOrEqual(0.8);
    expect(skillCredit(insurerInternalAuditor, 'internal_auditor', REPORTS)).toBeGreaterThanOrEqual(0.8);
    expect(fit(insurerInternalAuditor, 'internal_auditor').fitScore).toBeGreaterThanOrEqual(75);
  });

  it('still gives the internal auditor her testing of controls for the external auditor', () => {
    expect(skillCredit(insurerInternalAuditor, 'external_auditor', CONTROLS)).toBeGreaterThanOrEqual(0.8);
  });

  it('still reads an external auditor who names the client’s internal audit as an external auditor', () => {
    expect(skillCredit(statutoryAuditor, 'external_auditor', METHOD)).toBeGreaterThanOrEqual(0.8);
    expect(fit(statutoryAuditor, 'external_auditor').fitScore).toBeGreaterThanOrEqual(75);
  });

  it('reads each job for its own audit: a statutory audit job before an internal audit job keeps its methodology', () => {
    const cv: FitCv = {
      experience: [
        ...insurerInternalAuditor.experience!,
        job(
          'Audit Associate',
          'Big Four firm',
          'Sep 2017 - Aug 2020',
          'Audited the financial statements of insurers and fund managers while training for the ACA.',
        ),
      ],
    };
    expect(skillCredit(cv, 'external_auditor', METHOD)).toBeGreaterThanOrEqual(0.8);
  });

  it('reads an internal audit of the statutory accounts process as audit of the accounts', () => {
    const cv: FitCv = {
      experience: [
        job(
          'Internal Audit Manager',
          'Listed retailer',
          'Jan 2020 - Present',
          'Audit the year-end close and the preparation of the statutory accounts for the audit committee.',
        ),
      ],
    };
    expect(skillCredit(cv, 'external_auditor', METHOD)).toBeGreaterThan(0.5);
  });

  it.each([
    'Led audit teams of up to six on the audits of housebuilders.',
    'Coached two trainees for the audit of a listed retailer.',
    'Wrote the sampling guidance for the audit practice.',
  ])('reads "%s" as audit work (the teams are the person’s own, or the audit is the work)', (line) => {
    expect(evidenceUnits(line).has('c:audit')).toBe(true);
    expect(evidenceUnits(line).has('c:external_auditors')).toBe(false);
  });

  it('still reads a finance team preparing for the auditors as the auditee', () => {
    expect(evidenceUnits('Prepared the lease schedules for the auditors.').has('c:external_auditors')).toBe(true);
  });
});
