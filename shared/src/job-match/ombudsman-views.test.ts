import { describe, expect, it } from 'vitest';
import { lineCredit } from './test-cvs';

/**
 * An ombudsman investigator's written view, issued to both sides of a complaint (or its findings sent to the
 * complainant), is the written decision the role asks for. Views shared in a meeting, a compliance report to a
 * committee and a firm's final response to its customer are not (issue 13, ADR 009).
 */
const SKILL = 'Clear written decisions in plain English';
const decisionCredit = (title: string, line: string): number =>
  lineCredit('ombudsman_investigator', SKILL, title, line);

/** Views and findings written to the parties of a complaint. */
const VIEWS: readonly string[] = [
  'Looked into disputes over motor claims and issued my view to both parties, most of which they accepted.',
  'Wrote up my findings for the complainant once I had heard from the insurer.',
];

/** Other writing and other views. */
const OTHER: readonly string[] = [
  'Shared my views on the rota with both sides of the office at the weekly meeting.',
  'Wrote the quarterly monitoring report for the risk committee and tracked its actions.',
  'Issued final responses to customers on card complaints within the eight-week deadline.',
];

describe("an investigator's written view to both sides is a written decision (issue 13)", () => {
  it.each(VIEWS)('a view or findings issued to the parties counts: %s', (line) => {
    expect(decisionCredit('Investigator', line)).toBeGreaterThanOrEqual(0.7);
  });
  it.each(OTHER)('other writing or views do not: %s', (line) => {
    expect(decisionCredit('Analyst', line)).toBeLessThan(0.5);
  });
});
