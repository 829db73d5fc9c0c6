import { describe, expect, it } from 'vitest';
import { requirementCoverage, requirementUnits, evidenceUnits } from './evidence-text';

/**
 * The submitter's side of a credit application (issue 13, ADR 009, gapcr): a front-office banker who writes or
 * submits the credit paper, and negotiates with credit risk over it, is the one whose paper the approver reviews and
 * challenges, not its reviewer. Sentences are the author's own.
 */
const credit = (skill: string, line: string) =>
  Math.min(1, requirementCoverage(requirementUnits(skill), evidenceUnits(line)).share / 0.6);
const REVIEWING = 'Reviewing and challenging credit applications';
const LIMITS = 'Credit limits and risk appetite';
const PAPERS = 'Credit paper preparation';

describe('the submitter of a credit application is not its reviewer (issue 13, gapcr)', () => {
  it.each([
    'Review and challenge credit applications from the relationship teams before deciding on them.',
    'Sanction credit papers for mid-market borrowers within my personal authority.',
    'Approved around 150 credit applications a year and sat on the credit committee.',
  ])('still reads the approver reviewing credit applications: "%s"', (line) => {
    expect(evidenceUnits(line).has('a:credit_application')).toBe(true);
    expect(credit(REVIEWING, line)).toBeGreaterThanOrEqual(0.55);
  });

  it.each([
    'Wrote the credit applications for my portfolio and negotiated with credit risk on terms.',
    'Drafted credit papers for new facilities and submitted them to the sanctioning team.',
    'Submitted lending proposals for our mid-market clients to credit for approval.',
  ])('gives the relationship banker writing "%s" no reviewing of applications', (line) => {
    expect(evidenceUnits(line).has('a:credit_application')).toBe(false);
    expect(credit(REVIEWING, line)).toBeLessThan(0.3);
  });

  it.each([
    'Drafted credit papers for new facilities and submitted them to the sanctioning team.',
    'Wrote the credit applications for my portfolio and negotiated with credit risk on terms.',
  ])('still reads the banker writing credit papers: "%s"', (line) => {
    expect(credit(PAPERS, line)).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    'Negotiate with credit risk on facility terms for my clients.',
    'Liaised with the risk team on hedging lines for corporate clients.',
  ])('reads the approvers a banker deals with as no credit risk work of hers: "%s"', (line) => {
    expect(credit(LIMITS, line)).toBeLessThan(0.3);
  });

  it.each([
    'Set credit risk appetite for the leveraged book and monitor limits against it.',
    'Manage credit risk for a GBP 4bn corporate portfolio and agree limits with the business.',
  ])('still reads a credit risk manager’s own risk work: "%s"', (line) => {
    expect(credit(LIMITS, line)).toBeGreaterThanOrEqual(0.5);
  });
});
