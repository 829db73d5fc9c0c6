import { describe, expect, it } from 'vitest';
import { evidenceUnits, requirementCoverage, requirementUnits } from './evidence-text';

/**
 * Writing code is programming, not writing (issue 13, ADR 009, gapqd): a developer writes tests, queries and
 * contracts in code, and keeps libraries written in C++; none of it is the writing a research note, a report or a
 * paper asks for. Sentences are the author's own.
 */
const writes = (line: string) => evidenceUnits(line).has('c:write');
const credit = (skill: string, line: string) =>
  Math.min(1, requirementCoverage(requirementUnits(skill), evidenceUnits(line)).share / 0.6);

describe('a term of writing followed by code is programming (issue 13, gapqd)', () => {
  it.each([
    'Write unit tests and property-based fuzzers for every release of the matching engine.',
    'Wrote the SQL queries behind the weekly sales dashboards.',
    'I wrote most of our options pricing code in C++.',
    'Maintain a risk library written in C++ with Python bindings.',
    'Wrote smart contracts for a tokenised deposit pilot.',
    'Writing Kotlin microservices for the card issuing platform.',
  ])('reads no writing in "%s"', (line) => {
    expect(writes(line)).toBe(false);
  });

  it('gives a developer’s tests no credit for research writing', () => {
    expect(credit('Research writing', 'Write tests and fuzzers for the staking contracts.')).toBe(0);
  });

  it.each([
    'I write the weekly research note on stablecoin flows for clients.',
    'Wrote up the test results for the model risk committee.',
    'Write test plans and reports for each quarterly release.',
    'Wrote the code of conduct for the sales team.',
    'Wrote unit tests and the user documentation for the library.',
    'Drafted the contracts for two new suppliers.',
  ])('still reads writing in "%s"', (line) => {
    expect(writes(line)).toBe(true);
  });
});
