import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { evidenceUnits, LEXICON_READER, roleConcepts } from './evidence-text';
import { CLAIM_CAP, scoreFit, type FitCv } from './score-fit';
import { roleVocabulary, VOCABULARY_CAP } from './vocabulary';

const AS_OF = '2026-11';
const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};

/** The skills a line earns vocabulary credit for, with the credit. */
function read(id: string, line: string): Record<string, number> {
  const r = role(id);
  const credits = roleVocabulary(r).lineCredits(evidenceUnits(line));
  return Object.fromEntries(r.skills.flatMap((skill, i) => (credits[i]! > 0 ? [[skill, credits[i]!]] : [])));
}

/** Practitioners' lines no concept of their role reads, each with the skill it describes. */
const UNREAD_BY_CONCEPTS: [string, string, string][] = [
  ['kyc_analyst', 'I trace the shareholdings of each new corporate customer.', 'Ownership structure analysis'],
  [
    'credit_risk_modeller',
    'I estimate how likely each borrower is to default within a year.',
    'Logistic regression and survival modelling',
  ],
];

describe('the vocabulary reading', () => {
  it.each(UNREAD_BY_CONCEPTS)('%s: reads "%s" as %s, for partial credit only', (id, line, skill) => {
    const shown = [...roleConcepts(role(id).skills)].filter((c) => evidenceUnits(line).has(c));
    expect(shown, 'no concept of the role reads the line').toEqual([]);
    const credits = read(id, line);
    expect(Object.keys(credits)).toEqual([skill]);
    expect(credits[skill]).toBeGreaterThan(0);
    expect(credits[skill]).toBeLessThanOrEqual(VOCABULARY_CAP);
  });

  it.each([
    ['equity_research_analyst', 'I check the figures with the team every week and report to my manager.'],
    ['equity_research_analyst', 'I run a 60-cover kitchen and cost every dish.'],
    ['operational_risk_analyst', 'I plan lessons and mark homework for three Year 10 maths classes.'],
    ['kyc_analyst', 'I welcome new customers to the gym and show them the equipment.'],
  ])('%s: reads nothing in "%s" (everyday words, or other work)', (id, line) => {
    expect(read(id, line)).toEqual({});
  });
});

describe('a job’s lines read together for what they name', () => {
  const dealer = role('buy_side_dealer');
  const MARKET_STRUCTURE = 'Market structure knowledge';
  const words = (...lines: string[]) =>
    new Set(lines.flatMap((l) => [...evidenceUnits(l)].filter((u) => u.startsWith('w:')).map((u) => u.slice(2))));
  const credit = (line: string, job?: string[]) => {
    const credits = roleVocabulary(dealer).lineCredits(evidenceUnits(line), job && words(line, ...job));
    return credits[dealer.skills.indexOf(MARKET_STRUCTURE)]!;
  };
  const TICKETS = 'Halved the number of tickets we trade by voice.';

  it('reads a line in the words of a skill’s work when another line of the job names the skill', () => {
    expect(credit(TICKETS), 'alone, the line names nothing of the skill').toBe(0);
    const inJob = credit(TICKETS, ['I work the orders our bond managers send across.']);
    expect(inJob).toBeGreaterThan(0);
    expect(inJob).toBeLessThanOrEqual(VOCABULARY_CAP);
  });

  it('still asks the line itself for two specific words of the skill’s work', () => {
    const job = ['I work the orders our bond managers send across.'];
    expect(credit('I check the figures with the team every week and report to my manager.', job)).toBe(0);
    expect(credit('Halved the number of complaints.', job)).toBe(0);
  });

  it('quotes the line in the fit score, and reads nothing in a job not recognised as the role’s work', () => {
    const cv = (title: string, lines: string[]): FitCv => ({
      experience: [
        { title, company: 'An asset manager', duration: 'Jan 2021 - Present', description: lines.join(' ') },
      ],
    });
    const dealing = cv('Bond Dealer', ['I work the orders our bond managers send across.', TICKETS]);
    const skill = scoreFit(dealing, dealer, { asOf: AS_OF }).skills.find((s) => s.skill === MARKET_STRUCTURE)!;
    expect(skill).toMatchObject({ evidence: 'experience', met: [], quotes: [TICKETS] });
    const fair = cv('Fundraising Volunteer', [
      'Took the orders for food at the counter.',
      'Sold raffle tickets over the phone for the school fair.',
    ]);
    const concepts = { reader: LEXICON_READER };
    expect(scoreFit(fair, dealer, { asOf: AS_OF })).toEqual(scoreFit(fair, dealer, { asOf: AS_OF, reading: concepts }));
  });
});

describe('the vocabulary reading in the fit score', () => {
  const modeller = role('credit_risk_modeller');
  const SKILL = 'Logistic regression and survival modelling';
  const work = (title: string, lines: string[]): FitCv => ({
    experience: [{ title, company: 'A UK bank', duration: 'Jan 2022 - Present', description: lines.join(' ') }],
  });
  const lines = [
    'I estimate how likely each borrower is to default within a year.',
    'I write SAS and SQL code to pull the loan data.',
    'I document each model so the validation team can follow it.',
  ];
  const concepts = { reader: LEXICON_READER };

  it('gives a skill partial credit from a line of a recognised job that no concept reads, quoting the line', () => {
    const fit = scoreFit(work('Credit Risk Analyst', lines), modeller, { asOf: AS_OF });
    const skill = fit.skills.find((s) => s.skill === SKILL)!;
    expect(skill).toMatchObject({ evidence: 'experience', met: [], quotes: [lines[0]] });
    expect(skill.credit).toBeGreaterThan(0);
    // These lines read as the modeller's work (`content.ts`), so the title "Credit Risk Analyst" claims the role's
    // skills too: the line's vocabulary credit and the title's claim count as two pieces of evidence.
    expect(fit.readAs).toEqual(['Credit Risk Analyst at A UK bank']);
    expect(skill.credit).toBeLessThanOrEqual(1 - (1 - VOCABULARY_CAP) * (1 - CLAIM_CAP) + 1e-9);
    const without = scoreFit(work('Credit Risk Analyst', lines), modeller, { asOf: AS_OF, reading: concepts });
    // Without the vocabulary reading no line shows the skill: only the title claims it.
    expect(without.skills.find((s) => s.skill === SKILL)!.evidence).toBe('titled');
    expect(fit.fitScore).toBeGreaterThan(without.fitScore);
  });

  it('reads nothing in a job not recognised as the role’s work (by its title or its concepts)', () => {
    const cv = work('Receptionist', [lines[0]!]);
    expect(scoreFit(cv, modeller, { asOf: AS_OF })).toEqual(scoreFit(cv, modeller, { asOf: AS_OF, reading: concepts }));
  });

  it('scores the same on repeat and with the jobs in another order', () => {
    const cv: FitCv = {
      experience: [
        ...work('Credit Risk Analyst', lines).experience!,
        { title: 'Credit Analyst', duration: '2019 - 2021', description: lines[0] },
      ],
    };
    const first = scoreFit(cv, modeller, { asOf: AS_OF });
    expect(scoreFit(cv, modeller, { asOf: AS_OF })).toEqual(first);
    const reordered = scoreFit({ experience: [...cv.experience!].reverse() }, modeller, { asOf: AS_OF });
    expect(reordered.fitScore).toBe(first.fitScore);
    expect(reordered.skills.map((s) => s.credit)).toEqual(first.skills.map((s) => s.credit));
  });
});
