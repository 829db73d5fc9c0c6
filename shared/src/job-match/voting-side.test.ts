import { describe, expect, it } from 'vitest';
import { lineCredit } from './test-cvs';

/**
 * An AGM and the proxy advisers are where a shareholder votes, and also what a company's own secretariat runs and
 * consults: naming them is no evidence of applying a voting policy. A fund's votes at AGMs and its reading of
 * proxy advisers' recommendations still are (the "vote" words and the ISS and Glass Lewis names), while the
 * issuer's side (holding the AGM, counting the proxies, consulting shareholders and proxy advisers on its pay
 * policy) is not (issue 13, ADR 009).
 */
const SKILL = 'Voting policy application';
const votingCredit = (title: string, line: string): number => lineCredit('stewardship_analyst', SKILL, title, line);

/** A shareholder's voting work. */
const VOTING: readonly string[] = [
  'Voted our clients’ shares at around 3,000 AGMs a year, mostly against pay awards we thought too generous.',
  'Went through the ISS and Glass Lewis recommendations before each AGM season and flagged where we would differ.',
  'Cast votes on director elections across the UK equity funds in line with the house policy.',
];

/** A company's own side of its AGM and its shareholders: no votes of its own are cast. */
const ISSUER_SIDE: readonly string[] = [
  'Organised the AGM each year: the venue, the notice of meeting and the registrar.',
  'Held the AGMs in a hybrid format and answered shareholder questions on the day.',
  'Met the proxy advisers with our chair ahead of the pay policy going to shareholders.',
  'Took the board and committee meetings minutes and planned the AGM timetable.',
];

describe('an AGM or a proxy adviser named is not a voting policy applied (issue 13)', () => {
  it.each(VOTING)('a shareholder voting still applies its voting policy: %s', (line) => {
    expect(votingCredit('Stewardship Associate', line)).toBeGreaterThanOrEqual(0.7);
  });
  it.each(ISSUER_SIDE)('a company secretariat running its AGM applies none: %s', (line) => {
    expect(votingCredit('Assistant Company Secretary', line)).toBeLessThan(0.5);
  });
});
