// @vitest-environment jsdom
import { DAY_PERIODS } from '@fcs/shared/constants';
import { ZDayInLifeRunResult, type DayInLifeRunResult } from '@fcs/shared/workflows/day-in-life';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayInLifeResults } from './day-in-life-results';

afterEach(cleanup);

/** Collapsed sections keep their content in the DOM, hidden. */
const isShown = (element: HTMLElement) => element.closest('[hidden]') === null;

function day(): DayInLifeRunResult {
  return ZDayInLifeRunResult.parse({
    jobTitle: 'Credit Analyst',
    summary: 'A day of spreading accounts and a credit committee.',
    persona: {
      id: 'p1',
      name: 'Priya Shah',
      experience: '4 years as a Credit Analyst',
      personality: 'Careful and direct',
      background: 'Economics degree, then a graduate scheme',
      voice: 'Plain-spoken',
      habits: ['Reads the FT first', 'Keeps a covenant tracker'],
    },
    daySchedule: DAY_PERIODS.map((period, i) => ({
      id: period.id,
      title: period.title,
      timeRange: period.timeRange,
      energy: period.energy,
      mood: `Mood ${i + 1}`,
      challenges: [`Challenge ${i + 1}`],
      highlights: [`Highlight ${i + 1}`],
      activities: [
        {
          id: `a${i}`,
          title: `Activity ${i + 1}`,
          duration: '45 min',
          priority: i === 0 ? 'high' : 'low',
          description: `What happens in activity ${i + 1}`,
          interactions: [`Colleague ${i + 1}`],
          tools: [`Tool ${i + 1}`],
          outcomes: [`Outcome ${i + 1}`],
        },
      ],
    })),
  });
}

describe('DayInLifeResults', () => {
  it('when a day is shown, then the persona, the overview with five energy bars and five collapsed periods appear', () => {
    render(<DayInLifeResults result={day()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Priya Shah' })).toBeTruthy();
    expect(screen.getByText('Reads the FT first')).toBeTruthy();
    const overview = screen.getByRole('region', { name: 'Day Overview' });
    const meters = within(overview).getAllByRole('meter', { name: 'Energy' });
    expect(meters.map((m) => m.getAttribute('aria-valuetext'))).toEqual(['Medium', 'High', 'Medium', 'Medium', 'Low']);
    const toggles = DAY_PERIODS.map((p) => screen.getByRole('button', { name: new RegExp(`^${p.title}`) }));
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(Array(5).fill('false'));
    expect(isShown(screen.getByText('Challenge 1'))).toBe(false);
  });

  it('when a period and its activity are opened, then mood, energy, challenges, highlights and the activity details show', () => {
    render(<DayInLifeResults result={day()} />);
    fireEvent.click(screen.getByRole('button', { name: /^Morning Routine/ }));
    expect(isShown(screen.getByText('Challenge 1'))).toBe(true);
    expect(isShown(screen.getByText('Highlight 1'))).toBe(true);
    expect(isShown(screen.getByText('Challenge 2'))).toBe(false);
    expect(isShown(screen.getByText('High priority'))).toBe(true);
    expect(isShown(screen.getByText('What happens in activity 1'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Activity 1/ }));
    for (const text of ['What happens in activity 1', 'Colleague 1', 'Tool 1', 'Outcome 1'])
      expect(isShown(screen.getByText(text)), text).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^Morning Routine/ }));
    expect(isShown(screen.getByText('Challenge 1'))).toBe(false);
  });
});
