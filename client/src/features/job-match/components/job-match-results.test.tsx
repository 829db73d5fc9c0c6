// @vitest-environment jsdom
import type { JobMatchRunResult } from '@fcs/shared/workflows/job-match';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobMatchResults } from './job-match-results';

const RESULT: JobMatchRunResult = {
  jobTitle: 'Credit Analyst',
  fitScore: 71.6,
  summary: 'A solid lending background; IFRS 9 and committee papers are the gaps.',
  strengths: [
    {
      id: 's1',
      title: 'Cash-flow modelling',
      category: 'technical_skill',
      impact: 'high',
      description: 'Core to every credit paper.',
      evidence: ['Cut annual review turnaround from 15 to 9 days'],
    },
  ],
  gaps: [
    {
      id: 'g2',
      skill: 'Sector knowledge',
      currentLevel: 'General',
      requiredLevel: 'Working',
      importance: 'nice-to-have',
      impact: 'Helps in committee',
      suggestions: [],
      resources: [],
    },
    {
      id: 'g1',
      skill: 'IFRS 9',
      currentLevel: 'No mention of IFRS 9 in your CV',
      requiredLevel: 'Can explain staging and ECL',
      importance: 'critical',
      impact: 'Every provision review uses it',
      suggestions: ['Take an ECL course'],
      resources: [
        { id: 'r1', type: 'course', title: 'IFRS 9 in practice', description: 'Staging', duration: '6 hours' },
      ],
    },
  ],
  recommendations: [
    {
      id: 'r1',
      title: 'Learn IFRS 9',
      category: 'upskilling',
      priority: 'high',
      description: 'Start with staging.',
      timeline: '1-3 months',
      effort: 'Moderate',
      impact: 'High',
    },
    {
      id: 'r2',
      title: 'Write a mock credit paper',
      category: 'experience',
      priority: 'medium',
      description: 'Share it with a mentor.',
      timeline: '3-6 months',
      effort: 'Low',
      impact: 'Medium',
    },
  ],
};

afterEach(cleanup);

describe('JobMatchResults', () => {
  it('when the fit score is 60-79, then the card says good fit in yellow, with the score as a meter', () => {
    render(<JobMatchResults result={RESULT} />);
    const card = screen.getByRole('region', { name: 'Your fit for Credit Analyst' });
    expect(card.className).toContain('score-card--caution');
    expect(within(card).getByText('Good fit')).toBeTruthy();
    expect(within(card).getByText('72%')).toBeTruthy();
    expect(within(card).getByRole('meter', { name: 'Fit score' }).getAttribute('aria-valuenow')).toBe('72');
  });

  it('when the score is 80+ or below 60, then excellent (green) or moderate (red)', () => {
    render(<JobMatchResults result={{ ...RESULT, fitScore: 84 }} />);
    expect(screen.getByText('Excellent fit').className).toContain('level-badge--good');
    cleanup();
    render(<JobMatchResults result={{ ...RESULT, fitScore: 42 }} />);
    expect(screen.getByText('Moderate fit').className).toContain('level-badge--bad');
  });

  it('when shown, then strengths carry their evidence, gaps come critical first and expand to levels and resources, and the plan is numbered', () => {
    render(<JobMatchResults result={RESULT} />);
    expect(screen.getByText('Cut annual review turnaround from 15 to 9 days')).toBeTruthy();
    const gaps = screen.getByRole('heading', { name: /^Skill gaps/ }).closest('section')!;
    const gapToggles = within(gaps)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-expanded') === 'false');
    expect(gapToggles.map((b) => b.textContent)).toEqual([
      expect.stringContaining('IFRS 9'),
      expect.stringContaining('Sector knowledge'),
    ]);
    fireEvent.click(gapToggles[0]!);
    expect(screen.getByText('Can explain staging and ECL')).toBeTruthy();
    expect(screen.getByText('IFRS 9 in practice')).toBeTruthy();
    const plan = screen.getByRole('heading', { name: /^Development recommendations/ }).closest('section')!;
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['Learn IFRS 9', 'Write a mock credit paper']);
  });
});
