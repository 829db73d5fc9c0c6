// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { filterRoles, RoleSearch, type RoleOption, type RoleSearchProps } from './role-search';

const ROLES: RoleOption[] = [
  { job_id: 'credit_analyst', title: 'Credit Analyst', summary: 'Judges whether borrowers will pay back.' },
  { job_id: 'equity_research_analyst', title: 'Equity Research Analyst', summary: 'Covers listed companies.' },
  {
    job_id: 'risk_manager',
    title: 'Risk Manager',
    description: 'Owns the bank’s view of market and credit exposure.',
    skills: ['Stress testing', 'Basel III', 'Python'],
  },
  ...Array.from({ length: 24 }, (_, i) => ({ job_id: `analyst_${i}`, title: `Analyst Role ${i}` })),
];

afterEach(cleanup);

function Picker(props: Partial<RoleSearchProps>) {
  const [selected, setSelected] = useState<string | null>(props.selectedId ?? null);
  return (
    <>
      <RoleSearch roles={ROLES} {...props} selectedId={selected} onSelect={setSelected} />
      <output data-testid="selected">{selected ?? ''}</output>
    </>
  );
}

const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Job role' });

describe('filterRoles', () => {
  it('when a query matches many roles, then at most ten come back, titles starting with it first', () => {
    const hits = filterRoles(ROLES, 'analyst');
    expect(hits).toHaveLength(10);
    expect(hits[0]?.title).toBe('Analyst Role 0');
    expect(filterRoles(ROLES, 'research equity').map((r) => r.job_id)).toEqual(['equity_research_analyst']);
    expect(filterRoles(ROLES, 'pilot')).toEqual([]);
    expect(filterRoles(ROLES, 'analyst', 20)).toHaveLength(20);
  });

  it('when the words are in a description, summary or skill but not a title, then the role comes after title matches', () => {
    expect(filterRoles(ROLES, 'basel').map((r) => r.job_id)).toEqual(['risk_manager']);
    expect(filterRoles(ROLES, 'borrowers').map((r) => r.job_id)).toEqual(['credit_analyst']);
    const credit = filterRoles(ROLES, 'credit').map((r) => r.job_id);
    expect(credit).toEqual(['credit_analyst', 'risk_manager']);
  });
});

describe('RoleSearch', () => {
  it('when the user types and picks with the keyboard, then the role is selected and the input shows its title', () => {
    render(<Picker />);
    fireEvent.change(input(), { target: { value: 'borrowers' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Credit AnalystJudges whether borrowers will pay back.',
    ]);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toMatch(/item-0$/);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('selected').textContent).toBe('credit_analyst');
    expect(input().value).toBe('Credit Analyst');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('when nothing matches, then the list says the empty text it was given', () => {
    render(<Picker />);
    fireEvent.change(input(), { target: { value: 'astronaut' } });
    expect(screen.getByText('No jobs found')).toBeTruthy();
    cleanup();
    render(<Picker emptyText="Nothing like that here" />);
    fireEvent.change(input(), { target: { value: 'astronaut' } });
    expect(screen.getByText('Nothing like that here')).toBeTruthy();
  });

  it('when focused, then the list opens with `limit` suggestions and a click selects one', () => {
    render(<Picker limit={20} />);
    fireEvent.focus(input());
    expect(screen.getAllByRole('option')).toHaveLength(20);
    fireEvent.click(screen.getByRole('option', { name: /Risk Manager/ }));
    expect(screen.getByTestId('selected').textContent).toBe('risk_manager');
  });

  it('when a role is selected and the user types then presses Escape twice, then the selection and its title stay', () => {
    render(<Picker selectedId="equity_research_analyst" />);
    expect(input().value).toBe('Equity Research Analyst');
    fireEvent.change(input(), { target: { value: 'cred' } });
    fireEvent.keyDown(input(), { key: 'Escape' });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.getByTestId('selected').textContent).toBe('equity_research_analyst');
    expect(input().value).toBe('Equity Research Analyst');
  });

  it('when nothing is selected, then the default query is in the box', () => {
    render(<Picker defaultQuery="Equity Research Analyst" />);
    expect(input().value).toBe('Equity Research Analyst');
    fireEvent.focus(input());
    expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^Equity Research Analyst/);
  });
});
