import { describe, expect, it } from 'vitest';
import { getRole, ROLES } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { CLAIM_CAP, explainFit, scoreFit, type FitCv } from './score-fit';
import { namesRole } from './titles';
import { chefWithPastedSkills } from './test-cvs';

const AS_OF = { asOf: '2026-11' };
const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};
const SETTLEMENTS = role('settlements_analyst');

/** A settlements analyst at a custodian who writes a few plain lines and no skills list. */
const settlementsCv = (title: string, duration = 'Sep 2023 - Present'): FitCv => ({
  summary: '',
  skills: [],
  experience: [
    {
      title,
      company: 'Northern Custody Services',
      duration,
      description:
        'I sit on a team of six in Leeds looking after trades for fund clients. I talk to brokers every morning and keep our manager updated on anything that is stuck.',
      achievements: [],
    },
  ],
  education: [{ degree: 'BA Geography', institution: 'University of Leeds', year: '2023' }],
});

describe('a job titled as the role claims its skills (issue 13)', () => {
  it('when the job is titled as the role for three years, then every skill earns at least the claim credit', () => {
    const titled = scoreFit(settlementsCv('Settlements Analyst'), SETTLEMENTS, AS_OF);
    const rankOnly = scoreFit(settlementsCv('Analyst'), SETTLEMENTS, AS_OF);
    expect(titled.titledAs).toEqual({ titles: ['Settlements Analyst'], months: 39 });
    for (const s of titled.skills) expect(s.credit).toBeGreaterThanOrEqual(CLAIM_CAP);
    const claimed = titled.skills.filter((s) => s.evidence === 'titled');
    expect(claimed.length).toBeGreaterThan(0);
    // Never more than a listed skill earns, and no line to quote.
    for (const s of claimed) expect(s).toMatchObject({ credit: CLAIM_CAP, met: [], quotes: [] });
    expect(titled.components.skills.points).toBeGreaterThan(rankOnly.components.skills.points);
    expect(titled.fitScore).toBeGreaterThan(rankOnly.fitScore);
    expect(explainFit(titled)).toContain('or claimed by a job titled as the role');
  });

  it('when a line of the CV shows a skill in part, then the title and the line count as two pieces of evidence', () => {
    // The same lines under a title naming no role and under the role's title: a skill a line shows in part (credit
    // c) earns 1 - (1 - c)(1 - claim) in the titled CV, more than the line or the title alone. ("Operations
    // Analyst" over these lines now reads as the settlements analyst's title, `content.ts`.)
    const cv = (title: string): FitCv => ({
      ...settlementsCv(title),
      experience: [
        {
          ...settlementsCv(title).experience![0]!,
          description:
            'I chase failed trades with custodians and counterparties, match our instructions against theirs before value date, and fix stock and cash breaks on the nostro accounts.',
        },
      ],
    });
    const rankOnly = scoreFit(cv('Team Member'), SETTLEMENTS, AS_OF);
    const titled = scoreFit(cv('Settlements Analyst'), SETTLEMENTS, AS_OF);
    const partial = rankOnly.skills.filter((s) => s.evidence === 'experience' && s.credit > 0 && s.credit < 1);
    expect(partial.length).toBeGreaterThan(0);
    for (const s of partial) {
      const same = titled.skills[s.index]!;
      expect(same.evidence).toBe('experience');
      expect(same.credit).toBeCloseTo(1 - (1 - s.credit) * (1 - CLAIM_CAP), 3);
      expect(same.credit).toBeGreaterThan(Math.max(s.credit, CLAIM_CAP));
    }
    // A skill the lines show in full stays at full credit.
    for (const s of rankOnly.skills.filter((x) => x.credit === 1)) expect(titled.skills[s.index]!.credit).toBe(1);
  });

  it('when the title names the role’s occupation on an area of its work, then it claims the skills too', () => {
    const structurer = role('structurer');
    const cv = (title: string): FitCv => ({
      summary: '',
      skills: [],
      experience: [
        {
          title,
          company: 'European investment bank, London',
          duration: 'Jan 2021 - Present',
          description:
            'I design capital-protected notes and autocallables on indices for private banks, work out what the payoff costs with the traders, and explain the risks to our sales team before the term sheet goes out.',
          achievements: [],
        },
      ],
      education: [],
    });
    const occupation = scoreFit(cv('Equity Structurer'), structurer, AS_OF);
    expect(namesRole('Equity Structurer', 'structurer')).toBe(false);
    expect(occupation.titledAs).toEqual({ titles: ['Equity Structurer'], months: 71 });
    for (const s of occupation.skills) expect(s.credit).toBeGreaterThanOrEqual(CLAIM_CAP);
    // Another occupation or other work on the same area claims nothing.
    for (const title of ['Tax Structuring Manager', 'Equity Research Analyst', 'Structured Finance Solicitor'])
      expect(scoreFit(cv(title), structurer, AS_OF).titledAs, title).toBeUndefined();
  });

  it('when the title names only a rank or another role, then no skill is claimed', () => {
    for (const title of ['Analyst', 'Senior Associate', 'Fund Accountant', 'Head Chef']) {
      const fit = scoreFit(settlementsCv(title), SETTLEMENTS, AS_OF);
      expect(fit.titledAs, title).toBeUndefined();
      expect(fit.skills.some((s) => s.evidence === 'titled')).toBe(false);
    }
  });

  it('when the titled job lasted under six months, then it claims nothing; from six months in part', () => {
    const weeks = scoreFit(settlementsCv('Settlements Analyst', 'Jul 2026 - Present'), SETTLEMENTS, AS_OF);
    expect(weeks.titledAs).toBeUndefined();
    expect(weeks.skills.some((s) => s.evidence === 'titled')).toBe(false);
    const nine = scoreFit(settlementsCv('Settlements Analyst', 'Mar 2026 - Present'), SETTLEMENTS, AS_OF);
    expect(nine.titledAs?.months).toBe(9);
    const claimed = nine.skills.filter((s) => s.evidence === 'titled');
    expect(claimed.length).toBeGreaterThan(0);
    for (const s of claimed) expect(s.credit).toBeCloseTo((CLAIM_CAP * 9) / 12, 2);
  });

  it('when a chef pastes any role’s skills under the title Head Chef, then nothing is claimed by the title', () => {
    for (const r of ROLES) {
      const fit = scoreFit(chefWithPastedSkills(r), r, AS_OF);
      expect(fit.titledAs, r.job_id).toBeUndefined();
      expect(fit.skills.every((s) => s.evidence !== 'titled')).toBe(true);
    }
  });

  it('when a one-word name of the role is qualified by other words, then the title does not claim the role', () => {
    expect(namesRole('Senior Catastrophe Modeller', 'catastrophe_modeller')).toBe(true);
    expect(namesRole('Modeller', 'catastrophe_modeller')).toBe(true);
    expect(namesRole('Flood Risk Modeller', 'catastrophe_modeller')).toBe(false);
    expect(namesRole('Audit Senior', 'external_auditor')).toBe(true);
    expect(namesRole('Internal Audit Manager', 'external_auditor')).toBe(false);
    // A broad name alone (a rung "Fund Manager") and a rank-only title name no work to claim.
    expect(namesRole('Fund Accountant', 'real_estate_investment_analyst')).toBe(false);
    expect(namesRole('Associate', 'coverage_banker')).toBe(false);
  });

  it('when the title is another catalogue role’s own title, then it claims that role, not the roles whose ladder names it', () => {
    // "Paraplanner" is a rung of the financial planner's ladder and the paraplanner's own title.
    expect(namesRole('Paraplanner', 'paraplanner')).toBe(true);
    expect(namesRole('Senior Paraplanner', 'financial_planner')).toBe(false);
    expect(namesRole('Retail Credit Strategy Analyst', 'credit_risk_manager')).toBe(false);
    // A shorter title inside the role's own name does not take the claim away.
    expect(namesRole('Chartered Financial Planner', 'financial_planner')).toBe(true);
    expect(namesRole('Financial Planner', 'financial_planner')).toBe(true);
  });
});
