import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import { evidenceUnits, requirementCoverage, requirementUnits } from './evidence-text';
import { scoreFit, type FitCv } from './score-fit';

/**
 * Words of a term about its field (issue 13, ADR 009, helper fieldword). A concept whose term names its broader
 * concept before its head ("IFRS" in "IFRS technical interpretation", "audit" in "audit planning", "claims" in
 * "claims frequency") or after an "of" ("earnings" in "quality of earnings") is that work in that field: the term's
 * other words ("technical", "interpretation", "planning", "frequency", "quality") without anything of the field are
 * the same words of any other work, and earn no partial credit for it. A practitioner who names the field in her
 * own words keeps the half credit of the broader concept, and a broader concept named by the head ("collateral" in
 * "security and collateral", "forecasting" in "cash flow forecasting") leaves the other words their credit.
 * Sentences are the author's own.
 */
const share = (skill: string, line: string) => requirementCoverage(requirementUnits(skill), evidenceUnits(line)).share;

const OTHER_FIELD: [string, string][] = [
  ['IFRS technical interpretation', 'I interpret the technical requirements of new fire regulations for our members.'],
  ['Risk-based audit planning', 'I write weekly training plans for each of my gym clients.'],
  ['Audit report writing', 'I report key risk indicators to the board every quarter.'],
  ['Claims frequency', 'I track the frequency of bus breakdowns on each route.'],
  ['Data cleaning', 'I clean the kitchen equipment at the end of every shift.'],
  ['KYC workflow systems', 'I set up the workflow system for our warehouse orders.'],
  ['Quality of earnings', 'I check the quality of every delivery before it goes out.'],
  ['FCA pricing practices rules', 'I set the pricing rules for the shop’s weekend offers.'],
];

const FIELD_SHOWN: [string, string][] = [
  ['IFRS technical interpretation', 'I advise the finance team on how IFRS 16 applies to our property leases.'],
  ['IFRS technical interpretation', 'Technical queries on IFRS from the subsidiaries land on my desk.'],
  ['Audit report writing', 'I draft the findings of each audit we finish for the audit committee.'],
  ['Claims frequency', 'I study the frequency of motor claims by postcode.'],
  ['Data cleaning', 'I clean the customer data before each model run.'],
  ['Quality of earnings', 'I test how sustainable the target’s reported earnings are.'],
  ['Writing fund commentaries', 'I write the monthly commentary on each of our funds.'],
  ['FCA pricing practices rules', 'I check renewal prices against the FCA’s rules on pricing practices.'],
];

/** The broader concept is the term's head: the other words still show part of the work. */
const HEAD_NAMED: [string, string][] = [
  [
    'Security and collateral assessment (debentures, guarantees)',
    'I assess the security a borrower offers before we lend.',
  ],
  ['Cash flow forecasting', 'I manage the cash flow of our twelve subsidiaries.'],
];

describe('the words of a term about its field earn nothing without the field', () => {
  it.each(OTHER_FIELD)('%s: no credit for "%s"', (skill, line) => {
    expect(share(skill, line)).toBe(0);
  });
  it.each(FIELD_SHOWN)('%s: credit for "%s"', (skill, line) => {
    expect(share(skill, line)).toBeGreaterThanOrEqual(0.5);
  });
  it.each(HEAD_NAMED)('%s: partial credit for "%s"', (skill, line) => {
    expect(share(skill, line)).toBeGreaterThan(0.3);
  });
});

const job = (
  title: string,
  company: string,
  duration: string,
  description: string,
  achievements: string[] = [],
): NonNullable<FitCv['experience']>[number] => ({ title, company, duration, description, achievements });

const ROLE = 'technical_accounting_manager';
const INTERPRETATION = 'IFRS technical interpretation';
const credit = (cv: FitCv) =>
  scoreFit(cv, getRole(ROLE)!, { asOf: '2026-11' }).skills.find((s) => s.skill === INTERPRETATION)!.credit;

/** An editor of electrical wiring rules: technical interpretation of another field's standards. */
const wiringRulesEditor: FitCv = {
  summary: 'Technical editor of the national wiring regulations, nine years interpreting and updating them.',
  experience: [
    job(
      'Technical Standards Editor',
      'Electrical engineering institution',
      'Feb 2019 - Present',
      'I interpret the technical clauses of the wiring regulations for electricians who write in with questions, and plan how each amendment is rolled out to training centres.',
    ),
  ],
};

/** A group reporting accountant who answers the subsidiaries' questions on the accounting rules in her own words. */
const groupAccountant: FitCv = {
  summary: 'Chartered accountant in a listed group’s reporting team.',
  experience: [
    job(
      'Group Reporting Accountant',
      'Listed retailer',
      'Jan 2021 - Present',
      'Subsidiaries bring me their technical questions on IFRS, and I write up how we account for new leases and supplier rebates.',
    ),
  ],
};

describe('a standards editor outside accounting earns no IFRS interpretation; an accountant naming IFRS does', () => {
  it('the wiring rules editor', () => {
    expect(credit(wiringRulesEditor)).toBe(0);
  });
  it('the group accountant', () => {
    expect(credit(groupAccountant)).toBeGreaterThanOrEqual(0.8);
  });
});
