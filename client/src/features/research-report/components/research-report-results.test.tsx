// @vitest-environment jsdom
import { ZResearchReportRunResult, type ResearchReportRunResult } from '@fcs/shared/workflows/research-report';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isNotKnown } from './report-fact';
import { ResearchReportResults } from './research-report-results';

afterEach(cleanup);

function report(overrides: Partial<ResearchReportRunResult> = {}): ResearchReportRunResult {
  return ZResearchReportRunResult.parse({
    jobTitle: 'Equity Research Analyst',
    companyName: 'Northwind Capital',
    summary: 'Northwind may be an employer or a company you would cover.',
    companyOverview: {
      mission: 'Not known offline: Northwind’s own statement of purpose. Read it in the annual report.',
      values: ['Integrity'],
      recentTrends: [
        {
          id: 't1',
          title: 'Sector theme: research unbundling',
          description: 'Budgets for research are squeezed.',
          impact: 'negative',
          timeframe: '6-24 months',
          source: 'Sector-level theme',
          scope: 'sector',
        },
      ],
      industry: 'Asset management',
      size: 'Not known offline: headcount changes every year. Use the annual report.',
      location: 'London',
      founded: '1990',
      revenue: 'Not known offline: revenue and profit. Take them from the annual report.',
    },
    rolePositioning: {
      department: 'Research',
      reportingStructure: 'Analyst → Senior Analyst',
      teamSize: '5-10',
      keyResponsibilities: ['Build models'],
      collaborationAreas: ['Sales'],
      careerPath: ['Associate (entry)', 'Analyst'],
    },
    kpisAndExpectations: {
      primaryKPIs: [
        {
          id: 'k1',
          name: 'Broker votes',
          description: 'Client votes',
          importance: 'high',
          target: 'Top 3',
          measurement: 'Quarterly',
        },
      ],
      secondaryMetrics: ['Model accuracy'],
      performanceExpectations: ['Publish on time'],
      successCriteria: ['Clients call you'],
      evaluationFrequency: 'Twice a year',
    },
    culturalFit: {
      workStyle: 'Intense',
      communicationStyle: 'Direct',
      decisionMaking: 'Analyst-led',
      innovationApproach: 'Pragmatic',
      workLifeBalance: 'Long hours in results season',
      growthOpportunities: ['CFA support'],
      potentialChallenges: ['Results season'],
    },
    notKnown: ['Revenue and profit', 'Size and headcount'],
    openQuestions: ['Is Northwind the firm you would work for?'],
    ...overrides,
  });
}

describe('ResearchReportResults', () => {
  it('when a report has unknown facts, then they are listed up front and marked Not known where they appear', () => {
    render(<ResearchReportResults report={report()} />);
    const notice = screen.getByRole('region', { name: 'Before you rely on this report' });
    expect(within(notice).getByText('Revenue and profit')).toBeTruthy();
    expect(within(notice).getByText('Is Northwind the firm you would work for?')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Company Overview/ }));
    const revenue = screen.getByText('Revenue').closest('.report-fact')!;
    expect(revenue.className).toContain('report-fact--unknown');
    expect(within(revenue as HTMLElement).getByText('Not known')).toBeTruthy();
    expect(
      within(revenue as HTMLElement).getByText('Revenue and profit. Take them from the annual report.'),
    ).toBeTruthy();
    const location = screen.getByText('Location').closest('.report-fact')!;
    expect(location.className).not.toContain('report-fact--unknown');
    expect(screen.getByText('Sector-level')).toBeTruthy();
  });

  it('when the four sections are opened, then each expands and collapses on click', () => {
    render(<ResearchReportResults report={report({ notKnown: [], openQuestions: [] })} />);
    expect(screen.queryByRole('region', { name: 'Before you rely on this report' })).toBeNull();
    for (const title of ['Company Overview', 'Role Positioning', 'KPIs & Expectations', 'Cultural Fit']) {
      const toggle = screen.getByRole('button', { name: new RegExp(`^${title}`) });
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
    }
    expect(screen.getByText('Broker votes')).toBeTruthy();
    expect(screen.getByText('Associate (entry)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Cultural Fit/ }));
    expect(screen.getByText('Long hours in results season').closest('[hidden]')).not.toBeNull();
  });

  it('when a text starts with the facts-policy words, then it counts as not known', () => {
    expect(isNotKnown('Not known offline: the founding date.')).toBe(true);
    expect(isNotKnown('not known: revenue')).toBe(true);
    expect(isNotKnown('London')).toBe(false);
  });
});
