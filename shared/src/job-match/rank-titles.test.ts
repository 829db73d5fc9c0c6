import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { scoreFit, type FitCv } from './score-fit';

/**
 * A job title naming only a rank ("Manager", "Senior Manager", "Assistant Manager") says how senior the job was,
 * not what it was: it is no evidence of a skill whose words it shares ("Manager" of consensus, pipeline or
 * stakeholder management). A title naming work ("Relationship Manager") is read as before, a rank still says the
 * job's subject where the role's own title shares its word, and a title naming the role still claims its skills
 * (issue 13, ADR 009).
 */
const AS_OF = { asOf: '2026-11' };
const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};

const job = (title: string, lines: readonly string[], company = ''): FitCv => ({
  experience: [{ title, company, duration: 'Mar 2020 - Present', description: lines.join(' ') }],
});
const creditOf = (cv: FitCv, id: string, skill: string): number => {
  const found = scoreFit(cv, role(id), AS_OF).skills.find((s) => s.skill === skill);
  if (!found) throw new Error(`${id}: ${skill}`);
  return found.credit;
};

/** Other work under rank-only titles: none of it manages what the role's skills name. */
const RANK_ONLY: readonly (readonly [title: string, lines: string[], id: string, skill: string])[] = [
  [
    'Manager',
    [
      'I run the kitchen of a busy hotel and plan the banqueting menus.',
      'I order the fish and vegetables each morning.',
    ],
    'investor_relations_manager',
    'Consensus management',
  ],
  [
    'Senior Manager',
    ['I look after the gym floor and the personal trainers.', 'I sign up new members at the front desk.'],
    'transaction_banking_sales',
    'Pipeline management',
  ],
  [
    'Assistant Manager',
    ['I put together the weekly rota for the shop floor.', 'I count the tills at close and bank the takings.'],
    'compliance_advisory_analyst',
    'Stakeholder management',
  ],
  [
    'Manager',
    ['I keep the wards stocked with dressings and drips.', 'I train the new healthcare assistants.'],
    'private_equity_associate',
    'Working with management teams',
  ],
];

describe('a title naming only a rank is no evidence of a skill (issue 13)', () => {
  it.each(RANK_ONLY.map(([title, lines, id, skill]) => ({ title, lines, id, skill })))(
    'when the job is titled "$title" and its lines are other work, then it earns nothing of $id\'s "$skill"',
    ({ title, lines, id, skill }) => {
      expect(creditOf(job(title, lines), id, skill)).toBe(0);
    },
  );

  it('when a line shows the skill, then a rank-only title still earns it in full', () => {
    const lines = [
      'I keep the company-compiled consensus of analysts’ forecasts up to date before each results announcement.',
    ];
    expect(creditOf(job('Manager', lines), 'investor_relations_manager', 'Consensus management')).toBe(1);
  });

  it('when the title names work, then its words are evidence as before', () => {
    const lines = ['I book the team’s travel and keep the diaries.'];
    const skill = 'Client relationship management';
    const named = creditOf(job('Client Relationship Manager', lines), 'equity_sales', skill);
    expect(named).toBeGreaterThan(creditOf(job('Manager', lines), 'equity_sales', skill));
  });

  it('when the company names the work, then the employer still counts under a rank-only title', () => {
    const lines = ['I look after the team’s diary and travel.'];
    const withCompany = scoreFit(
      job('Manager', lines, 'Northern Payments Settlement Ltd'),
      role('settlements_analyst'),
      AS_OF,
    );
    const without = scoreFit(job('Manager', lines), role('settlements_analyst'), AS_OF);
    expect(withCompany.components.skills.points).toBeGreaterThan(without.components.skills.points);
  });

  it("when the rank is a word of the role's own title, then it still says the job's subject", () => {
    const lines = ['I keep the wards stocked with dressings and drips.'];
    const rank = scoreFit(job('Associate', lines), role('private_equity_associate'), AS_OF);
    const other = scoreFit(job('Nurse', lines), role('private_equity_associate'), AS_OF);
    expect(rank.components.alignment.points).toBeGreaterThan(other.components.alignment.points);
  });

  it("when the title names the role, then it still claims the role's skills", () => {
    const lines = ['I run the kitchen of a busy hotel and plan the banqueting menus.'];
    const skill = 'Consensus management';
    expect(creditOf(job('Investor Relations Manager', lines), 'investor_relations_manager', skill)).toBeGreaterThan(0);
  });
});
