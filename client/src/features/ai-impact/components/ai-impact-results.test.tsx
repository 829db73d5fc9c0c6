// @vitest-environment jsdom
import type { AiImpactResult } from '@fcs/shared/entities';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AiImpactResults } from './ai-impact-results';

const RESULT: AiImpactResult = {
  riskAssessment: {
    riskScore: 72.4,
    overallRisk: 'high',
    stabilityFactors: ['Client trust'],
    disruptionFactors: ['Automated model updates'],
    timeline: '2-4 years',
    confidence: 81,
  },
  emergingTools: [
    {
      id: 'tool-1',
      name: 'Call summarisers',
      category: 'analysis',
      adoptionLevel: 'high',
      trend: 'growing',
      impact: 'low',
      description: 'Summarise earnings calls.',
      learningCurve: 'high',
      resources: [
        {
          id: 'r1',
          type: 'certification',
          title: 'AI for analysts',
          description: 'A short course.',
          duration: '6 hours',
        },
      ],
    },
  ],
  adaptationStrategies: [
    {
      id: 's1',
      title: 'Own the differentiated view',
      category: 'mindset_shift',
      priority: 'high',
      description: 'Spend freed time on primary research.',
      timeline: '6 months',
      effort: 'medium',
      impact: 'high',
      steps: ['Pick two debates', 'Plan channel checks'],
    },
  ],
  professionalPerspective: {
    role: 'Head of Research',
    experience: '20 years',
    insights: ['Speed is no longer the edge'],
    recommendations: ['Audit model output'],
    concerns: ['Fewer junior seats'],
    opportunities: ['Wider coverage'],
  },
  summary: 'AI reshapes the mechanics of the job, not the judgement.',
};

afterEach(cleanup);

describe('AiImpactResults', () => {
  it('when results arrive, then the risk card shows percentage, timeline, confidence and a red high-risk tone', () => {
    render(<AiImpactResults result={RESULT} roleTitle="Equity Research Analyst" />);
    const card = screen.getByRole('region', { name: 'AI Disruption Risk' });
    expect(card.className).toContain('risk-card--bad');
    expect(within(card).getByText('72%')).toBeTruthy();
    expect(within(card).getByText('2-4 years')).toBeTruthy();
    expect(within(card).getByText('81%')).toBeTruthy();
    expect(within(card).getByRole('meter').getAttribute('aria-valuenow')).toBe('72');
    expect(screen.getByRole('region', { name: 'Analysis summary' }).textContent).toContain('not the judgement');
  });

  it('when the sections are expanded, then tools, resources and strategies show with level colours of spec section 9', () => {
    render(<AiImpactResults result={RESULT} />);
    const tools = screen.getByRole('button', { name: /^Emerging AI Tools/ });
    expect(screen.queryByRole('button', { name: /^Call summarisers/ })).toBeNull();
    fireEvent.click(tools);
    fireEvent.click(screen.getByRole('button', { name: /^Call summarisers/ }));
    // Adoption high: green; impact low: red; a steep learning curve: red.
    expect(screen.getByText('Adoption', { exact: false }).closest('.level-badge')?.className).toContain(
      'level-badge--good',
    );
    expect(screen.getAllByText(/^Impact/)[0]?.closest('.level-badge')?.className).toContain('level-badge--bad');
    expect(screen.getByText('Learning curve', { exact: false }).closest('.level-badge')?.className).toContain(
      'level-badge--bad',
    );
    expect(screen.getByText('Certification')).toBeTruthy();
    expect(screen.getByText('6 hours')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Adaptation Strategies/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Own the differentiated view/ }));
    expect(screen.getByText('Mindset shift · 6 months')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Pick two debates', 'Plan channel checks']),
    );

    fireEvent.click(screen.getByRole('button', { name: /^Professional Perspective/ }));
    expect(screen.getByRole('heading', { name: 'Concerns' })).toBeTruthy();
    expect(screen.getByText('Fewer junior seats')).toBeTruthy();
  });
});
