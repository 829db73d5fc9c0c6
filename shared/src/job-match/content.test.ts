import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { rankContent, readsAsTitledRole } from './content';
import { explainFit, scoreFit, type FitCv } from './score-fit';
import { namesRole, titleCouldName } from './titles';

const AS_OF = { asOf: '2026-11' };
const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};

// Practitioners' lines in plain words (none copied from an eval case).
const LLOYDS = [
  "Brokers bring me risks on warehouses, shopping centres and data centres in the Lloyd's market.",
  'I decide whether our syndicate takes a line, at what premium and on which terms, and stamp our share of the slip.',
  'Watched how much we had exposed to a single windstorm and kept the account to the business plan.',
];
const PENSIONS = [
  'I work out what company final salary schemes owe their members and how much the employer must pay in.',
  'I choose the assumptions on how long pensioners will live and advise the trustees on the results of the three-yearly valuation.',
  'Helped a scheme buy out its pensions with an insurer.',
];
const SETTLEMENTS = [
  "I match our trade instructions with the other side's before the settlement date and chase trades that fail to settle.",
  'Fixed cash and stock breaks with custodians every morning.',
];
const GENERAL_INSURANCE_PRICING = [
  'I price home and motor insurance: I fit claims frequency and severity models by risk factor and set the rates we charge.',
  'Monitored conversion and loss ratios after each rate change.',
];
// Neighbouring work, each its own role's.
const MORTGAGE = [
  'I assess home loan applications: affordability, the credit file, payslips and bank statements.',
  'Decide whether to lend on the property and at what loan to value, within the lending policy.',
];
const INVESTMENT_CONSULTING = [
  'I advise pension scheme trustees on their investment strategy and on picking fund managers.',
  'Ran the search for a new liability-driven investment manager for a large scheme.',
];
// Other trades.
const CHEF = [
  'I plan the menus, order from suppliers and run a kitchen serving 120 covers a night.',
  'Trained four junior chefs and passed every hygiene inspection.',
];
const NURSE = [
  'I look after patients on a busy surgical ward, give medication and update care plans.',
  'Handed over to the night shift and kept the ward calm during emergencies.',
];

const top = (lines: readonly string[]) => rankContent(lines)[0]?.jobId;

describe('the content reading ranks the roles a job describes (issue 13)', () => {
  it("when a practitioner describes the work in plain words, then the role's profile ranks first", () => {
    expect(top(LLOYDS)).toBe('lloyds_underwriter');
    expect(top(PENSIONS)).toBe('pensions_actuary');
    expect(top(SETTLEMENTS)).toBe('settlements_analyst');
    expect(top(GENERAL_INSURANCE_PRICING)).toBe('pricing_actuary');
  });

  it('when the work is a neighbouring role, then that role ranks first, not the one beside it', () => {
    expect(top(MORTGAGE)).toBe('mortgage_underwriter');
    expect(top(INVESTMENT_CONSULTING)).toBe('investment_consultant');
    const ranked = rankContent(MORTGAGE).map((r) => r.jobId);
    expect(ranked.indexOf('mortgage_underwriter')).toBeLessThan(ranked.indexOf('lloyds_underwriter'));
  });

  it('when a job has no line of finance work, then neither a shared title nor a function claims a role by it', () => {
    for (const lines of [CHEF, NURSE]) {
      expect(readsAsTitledRole('Consultant, Pensions', lines, 'pensions_actuary')).toBe(false);
      for (const r of rankContent(lines).slice(0, 3)) expect(readsAsTitledRole('Manager', lines, r.jobId)).toBe(false);
    }
    expect(readsAsTitledRole('Underwriter', [], 'lloyds_underwriter')).toBe(false);
  });
});

describe('a title several roles share reads as the role its lines describe (issue 13)', () => {
  it("when an underwriter's lines are a Lloyd's syndicate's, then the title reads as the Lloyd's underwriter's", () => {
    const title = 'Underwriter, Property';
    expect(namesRole(title, 'lloyds_underwriter')).toBe(false);
    expect(titleCouldName(title, 'lloyds_underwriter')).toBe(true);
    expect(titleCouldName(title, 'mortgage_underwriter')).toBe(true);
    expect(readsAsTitledRole(title, LLOYDS, 'lloyds_underwriter')).toBe(true);
    expect(readsAsTitledRole(title, LLOYDS, 'mortgage_underwriter')).toBe(false);
  });

  it("when an underwriter's lines are home loans, then the title reads as the mortgage underwriter's only", () => {
    expect(readsAsTitledRole('Underwriter', MORTGAGE, 'mortgage_underwriter')).toBe(true);
    expect(readsAsTitledRole('Underwriter', MORTGAGE, 'lloyds_underwriter')).toBe(false);
    expect(readsAsTitledRole('Underwriter', MORTGAGE, 'export_finance_underwriter')).toBe(false);
  });

  it('when a consultant on pensions values schemes, then the job is the pensions actuary’s, not the investment consultant’s', () => {
    expect(readsAsTitledRole('Consultant, Pensions', PENSIONS, 'pensions_actuary')).toBe(true);
    expect(readsAsTitledRole('Consultant, Pensions', PENSIONS, 'investment_consultant')).toBe(false);
    expect(readsAsTitledRole('Consultant, Pensions', INVESTMENT_CONSULTING, 'pensions_actuary')).toBe(false);
  });

  it('when a title names only ranks or a function, then it could be any role and its lines decide nothing', () => {
    for (const title of ['Consultant', 'Manager', 'Senior Analyst', 'Associate Director']) {
      expect(titleCouldName(title, 'pensions_actuary')).toBe(false);
      expect(readsAsTitledRole(title, PENSIONS, 'pensions_actuary')).toBe(false);
    }
  });

  it('when a title names other work or another role, then its lines decide nothing', () => {
    // Its head names no work of the role ("Engineer", "Nurse"), or it names another catalogue role.
    expect(titleCouldName('Senior Blockchain Engineer', 'digital_assets_analyst')).toBe(false);
    expect(titleCouldName('Staff Nurse', 'pensions_actuary')).toBe(false);
    expect(titleCouldName('Mortgage Underwriter', 'lloyds_underwriter')).toBe(false);
    expect(readsAsTitledRole('Mortgage Underwriter', LLOYDS, 'lloyds_underwriter')).toBe(false);
  });
});

describe('a job whose lines read as the role claims its skills as a titled job (issue 13)', () => {
  const cv = (title: string, lines: readonly string[], skills: readonly string[] = []): FitCv => ({
    summary: '',
    skills: [...skills],
    experience: [
      {
        title,
        company: 'Harbour Street Partners',
        duration: 'Jan 2021 - Present',
        description: lines.join(' '),
        achievements: [],
      },
    ],
    education: [{ degree: 'BSc Mathematics', institution: 'University of York', year: '2020' }],
  });

  it("when an underwriter's lines describe a Lloyd's syndicate's work, then the job claims the role's skills", () => {
    const lloyds = role('lloyds_underwriter');
    // "Underwriter, Cyber" names the occupation on no area the catalogue gives the role (`namesOccupation`).
    const read = scoreFit(cv('Underwriter, Cyber', LLOYDS), lloyds, AS_OF);
    const plain = scoreFit(cv('Team Member', LLOYDS), lloyds, AS_OF);
    expect(read.titledAs?.titles).toEqual(['Underwriter, Cyber']);
    expect(read.readAs).toEqual(['Underwriter, Cyber at Harbour Street Partners']);
    expect(explainFit(read)).toContain(
      "or whose work reads as the role's (Underwriter, Cyber at Harbour Street Partners)",
    );
    expect(plain.readAs).toBeUndefined();
    expect(read.fitScore).toBeGreaterThan(plain.fitScore);
  });

  it('when the lines are a mortgage underwriter’s, then the same title claims nothing for the Lloyd’s role', () => {
    const lloyds = role('lloyds_underwriter');
    expect(scoreFit(cv('Underwriter', MORTGAGE), lloyds, AS_OF).titledAs).toBeUndefined();
    expect(scoreFit(cv('Underwriter', MORTGAGE), role('mortgage_underwriter'), AS_OF).titledAs).toBeDefined();
  });

  it("when only the skills list is the role's, then an ambiguous title with no lines claims nothing", () => {
    const lloyds = role('lloyds_underwriter');
    const pasted = scoreFit(cv('Underwriter', [], lloyds.skills), lloyds, AS_OF);
    expect(pasted.titledAs).toBeUndefined();
    const chef = scoreFit(
      cv('Consultant, Pensions', CHEF, role('pensions_actuary').skills),
      role('pensions_actuary'),
      AS_OF,
    );
    expect(chef.titledAs).toBeUndefined();
  });
});
