// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { filterRoles, RoleSearch, type RoleOption } from './role-search';

const ROLES: RoleOption[] = [
  { job_id: 'credit_analyst', title: 'Credit Analyst', summary: 'Judges whether borrowers will pay back.' },
  { job_id: 'equity_research_analyst', title: 'Equity Research Analyst', summary: 'Covers listed companies.' },
  { job_id: 'risk_manager', title: 'Risk Manager' },
  ...Array.from({ length: 14 }, (_, i) => ({ job_id: `analyst_${i}`, title: `Analyst Role ${i}` })),
];

afterEach(cleanup);

function Picker() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <RoleSearch roles={ROLES} selectedId={selected} onSelect={setSelected} />
      <output data-testid="selected">{selected ?? ''}</output>
    </>
  );
}

describe('filterRoles', () => {
  it('when a query matches many roles, then at most ten come back, titles starting with it first', () => {
    const hits = filterRoles(ROLES, 'analyst');
    expect(hits).toHaveLength(10);
    expect(hits[0]?.title).toBe('Analyst Role 0');
    expect(filterRoles(ROLES, 'research equity').map((r) => r.job_id)).toEqual(['equity_research_analyst']);
    expect(filterRoles(ROLES, 'pilot')).toEqual([]);
  });
});

describe('RoleSearch', () => {
  it('when the user types and picks with the keyboard, then the role is selected and the input shows its title', () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Job role' });
    fireEvent.change(input, { target: { value: 'credit' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Credit AnalystJudges whether borrowers will pay back.',
    ]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toMatch(/credit_analyst$/);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('selected').textContent).toBe('credit_analyst');
    expect((input as HTMLInputElement).value).toBe('Credit Analyst');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('when nothing matches, then the list says No jobs found', () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Job role' });
    fireEvent.change(input, { target: { value: 'astronaut' } });
    expect(screen.getByText('No jobs found')).toBeTruthy();
  });

  it('when an option is clicked, then it is selected', () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Job role' });
    fireEvent.focus(input);
    expect(screen.getAllByRole('option')).toHaveLength(10);
    fireEvent.click(screen.getByRole('option', { name: /Risk Manager/ }));
    expect(screen.getByTestId('selected').textContent).toBe('risk_manager');
  });
});
