// @vitest-environment jsdom
import { NO_LIVE_SEARCH_NOTE } from '@fcs/shared/news-feed';
import { ZNewsInterpretationRunResult } from '@fcs/shared/workflows/news-interpretation';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InterpretationResults } from './interpretation-results';

// Parsed like the page parses a run's result: an older result without the new fields still reads.
const RESULT = ZNewsInterpretationRunResult.parse({
  articleId: 'a1',
  articleTitle: 'Bank of England holds rates',
  jobTitle: 'Equity Research Analyst',
  summary: 'A hold with a dovish tilt: margins peak sooner than the market thinks.',
  insights: [
    {
      id: 'i1',
      title: 'Margins have peaked',
      category: 'Market Impact',
      content: 'Deposit repricing will squeeze NIM.',
      impact: 'negative',
      confidence: 78.4,
      sources: ['Bank of England holds rates'],
    },
  ],
  recommendations: ['Cut NIM forecasts for the domestic banks', 'Ask management about deposit beta'],
});

afterEach(cleanup);

describe('InterpretationResults', () => {
  it('when shown, then the executive summary, expandable insights with impact and confidence, and numbered recommendations', () => {
    render(<InterpretationResults result={RESULT} />);
    const section = screen.getByRole('region', { name: 'Professional Interpretation' });
    expect(within(section).getByText(RESULT.summary)).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    const insight = screen.getByRole('button', { name: /Margins have peaked/ });
    expect(insight.getAttribute('aria-expanded')).toBe('false');
    expect(within(insight).getByText('Negative').closest('.level-badge')?.className).toContain('level-badge--bad');
    fireEvent.click(insight);
    expect(screen.getByRole('meter', { name: 'Confidence' }).getAttribute('aria-valuenow')).toBe('78');
    expect(screen.getByText('Deposit repricing will squeeze NIM.')).toBeTruthy();
    const recommendations = screen.getByRole('heading', { name: 'Recommendations' }).nextElementSibling!;
    expect(recommendations.tagName).toBe('OL');
    expect(within(recommendations as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });

  it('when an enhanced interpretation had no live source, then the result says so', () => {
    render(<InterpretationResults result={{ ...RESULT, sourceNote: NO_LIVE_SEARCH_NOTE }} />);
    expect(screen.getByRole('note').textContent).toBe(NO_LIVE_SEARCH_NOTE);
  });
});
