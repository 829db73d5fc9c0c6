import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import { evidenceUnits } from './evidence-text';
import { scoreFit, type FitCv } from './score-fit';
import { unitCredit as credit } from './test-cvs';

/**
 * The audit seen from the audited side, and a title two audit roles share (issue 13, ADR 009, helper audit). A
 * finance team that answers the auditors, a business line that responds to audit and closes its actions, works
 * with the audit; it does not audit. And an "Audit Manager" whose lines are statutory audits of clients under ISAs
 * is an external auditor's title, not the internal auditor's rung of the same name (and the other way round).
 * Sentences are the author's own.
 */

const EXTERNAL_METHOD = 'Audit methodology and ISAs (UK)';
const EXTERNAL_ANALYTICS = 'Data analytics tools for audit';
const INTERNAL_PLANNING = 'Risk-based audit planning';
const INTERNAL_REPORTS = 'Audit report writing';
const CONTROLLER_AUDIT = 'Managing the external audit';
const TECHNICAL_AUDITORS = 'Engaging with external auditors';

describe('the audited side of an audit is no audit work (issue 13, audit)', () => {
  it.each([
    'Pull together the fixed asset and accruals schedules our auditors want at the half year.',
    'Answer the external auditor’s questions on stock provisions during the final visit.',
    'Got the subsidiary through its first statutory audit with no adjustments.',
    'Prepare the trust accounts for audit each spring.',
  ])('gives the finance team writing "%s" none of the external auditor’s methodology or analytics', (line) => {
    expect(evidenceUnits(line).has('c:audit')).toBe(false);
    expect(credit(EXTERNAL_METHOD, line)).toBeLessThan(0.3);
    expect(credit(EXTERNAL_ANALYTICS, line)).toBeLessThan(0.3);
  });

  it.each([
    'Cleared 25 internal audit actions for the cards business ahead of their deadlines.',
    'Coordinate how the lending operations team responds to audit and compliance reviews.',
    'Rewrote the complaints procedure after an internal audit finding on redress.',
  ])('gives the business line writing "%s" none of the internal auditor’s planning or reports', (line) => {
    expect(evidenceUnits(line).has('c:audit')).toBe(false);
    expect(credit(INTERNAL_PLANNING, line)).toBeLessThan(0.3);
    expect(credit(INTERNAL_REPORTS, line)).toBeLessThan(0.3);
  });

  it.each([
    'Pull together the fixed asset and accruals schedules our auditors want at the half year.',
    'Manage the external audit for the UK group and its two overseas subsidiaries.',
    'Work with the auditors from the planning meeting to the signed accounts.',
  ])('still reads the controller or technical accountant working with the audit: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:external_auditors')).toBe(true);
    expect(credit(TECHNICAL_AUDITORS, line)).toBeGreaterThanOrEqual(0.8);
    expect(credit(CONTROLLER_AUDIT, line)).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    'Audited housing associations and charities under ISAs, from planning to the signed opinion.',
    'Supervise four junior auditors on the fieldwork for a listed retailer.',
    'Led the year-end audits of three insurers and reported to their audit committees.',
  ])('still reads an auditor’s own audit work: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:audit')).toBe(true);
    expect(credit(EXTERNAL_METHOD, line)).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    'Plan and run risk-based audits of the payments and treasury functions.',
    'Wrote the audit reports with graded findings for the board audit committee.',
  ])('still reads an internal auditor’s own audit work: "%s"', (line) => {
    expect(credit(INTERNAL_PLANNING, line)).toBeGreaterThanOrEqual(0.8);
    expect(credit(INTERNAL_REPORTS, line)).toBeGreaterThanOrEqual(0.8);
  });
});

const job = (title: string, company: string, description: string): NonNullable<FitCv['experience']>[number] => ({
  title,
  company,
  duration: 'Jan 2019 - Present',
  description,
  achievements: [],
});
const fit = (cv: FitCv, jobId: string) => scoreFit(cv, getRole(jobId)!, { asOf: '2026-11' });

describe('an audit title two audit roles share is read by the job’s work (issue 13, audit)', () => {
  const statutory: FitCv = {
    experience: [
      job(
        'Audit Manager',
        'Regional accountancy practice',
        'Run statutory audits of engineering groups under ISAs (UK), set materiality and sign off the audit file with the partner.',
      ),
    ],
  };
  const internal: FitCv = {
    experience: [
      job(
        'Audit Manager',
        'Building society',
        'Interview process owners across savings and lending, write audit reports with rated findings and track the agreed actions to closure.',
      ),
    ],
  };

  it('gives the statutory audit manager no internal auditor’s title claim', () => {
    expect(fit(statutory, 'internal_auditor').titledAs).toBeUndefined();
    const controls = fit(statutory, 'internal_auditor').skills.find((s) => s.skill.startsWith('Control design'))!;
    expect(controls.credit).toBe(0);
  });

  it('gives the internal audit manager no external auditor’s title claim', () => {
    expect(fit(internal, 'external_auditor').titledAs).toBeUndefined();
  });

  it('still reads each audit manager’s title as their own role’s', () => {
    expect(fit(statutory, 'external_auditor').titledAs?.titles).toEqual(['Audit Manager']);
    expect(fit(internal, 'internal_auditor').titledAs?.titles).toEqual(['Audit Manager']);
  });

  it('reads a job at the same employer for the audit its title names', () => {
    const cv: FitCv = {
      experience: [
        ...statutory.experience!,
        {
          ...job('Audit Senior', 'Regional accountancy practice', 'Audits of family-owned manufacturers.'),
          duration: '2015 - 2018',
        },
      ],
    };
    expect(fit(cv, 'internal_auditor').titledAs).toBeUndefined();
  });

  it('keeps a title naming one role only ("Internal Audit Manager") that role’s, whatever its lines', () => {
    const cv: FitCv = {
      experience: [
        job(
          'Internal Audit Manager',
          'Insurer',
          'Tested samples of claims payments back to supporting evidence under ISAs.',
        ),
      ],
    };
    expect(fit(cv, 'internal_auditor').titledAs?.titles).toEqual(['Internal Audit Manager']);
  });
});
