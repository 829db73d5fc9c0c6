// @vitest-environment jsdom
import { VALIDATION } from '@fcs/shared/messages';
import type { JobMatchRequest } from '@fcs/shared/workflows/job-match';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../testing/fake-api';
import { JobMatchTool } from './job-match-tool';

const CV = `Priya Raman
priya.raman@example.com

PROFILE
Credit analyst with six years in UK mid-market lending, building cash-flow models and credit papers.

EXPERIENCE
Senior Credit Analyst, Northbridge Bank | Jan 2021 – Present
• Cut annual review turnaround from 15 to 9 days

EDUCATION
BSc Economics, University of Leeds, 2015

SKILLS
Financial modelling, Excel, Python`;

const ROLES = [
  {
    job_id: 'credit_analyst',
    title: 'Credit Analyst',
    summary: 'Judges borrowers.',
    description: 'Judges whether borrowers will pay back.',
  },
];

beforeEach(() => {
  const api = createFakeApi({
    'GET /api/jobs/full': () => ({ body: ROLES }),
    'GET /api/job/credit_analyst': () => ({
      body: { job_id: 'credit_analyst', title: 'Credit Analyst', description: 'Judges borrowers.', skills: ['Credit'] },
    }),
  });
  vi.stubGlobal('fetch', api.fetch);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTool(onStart: (request: JobMatchRequest) => void, isBusy = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <JobMatchTool uid="user-1" isBusy={isBusy} onStart={onStart} result={null} />
    </QueryClientProvider>,
  );
}

async function chooseRole() {
  const search = await screen.findByRole('combobox', { name: 'Job role' });
  fireEvent.focus(search);
  fireEvent.change(search, { target: { value: 'Credit' } });
  fireEvent.click(await screen.findByRole('option', { name: /Credit Analyst/ }));
}

describe('JobMatchTool: the CV is read, checked and corrected before the analysis', () => {
  it('when a pasted CV is read, then its details are shown to correct, and Analyze Match sends the corrected CV', async () => {
    const onStart = vi.fn();
    renderTool(onStart);
    const analyse = screen.getByRole('button', { name: 'Analyze Match' });
    expect(analyse).toHaveProperty('disabled', true);

    // A blank paste is refused with the spec's message.
    fireEvent.click(screen.getByRole('button', { name: 'Read my CV' }));
    expect(await screen.findByText(VALIDATION.resumeTextRequired)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Paste your CV'), { target: { value: CV } });
    fireEvent.click(screen.getByRole('button', { name: 'Read my CV' }));
    expect(await screen.findByRole('heading', { name: 'Check your CV details' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Priya Raman');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('priya.raman@example.com');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Skills').value).toBe('Financial modelling, Excel, Python');
    const experience = screen.getByRole('group', { name: 'Experience 1' });
    expect(within(experience).getByLabelText<HTMLInputElement>('Job title').value).toBe('Senior Credit Analyst');
    expect(within(experience).getByLabelText<HTMLInputElement>('Company').value).toBe('Northbridge Bank');
    const education = screen.getByRole('group', { name: 'Education 1' });
    expect(within(education).getByLabelText<HTMLInputElement>('Institution').value).toBe('University of Leeds');

    // The user corrects the CV: a skill added, the company fixed, a second role added.
    fireEvent.change(screen.getByLabelText('Skills'), {
      target: { value: 'Financial modelling, Excel, Python, IFRS 9' },
    });
    fireEvent.change(within(experience).getByLabelText('Company'), { target: { value: 'Northbridge Bank plc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add experience' }));
    const second = screen.getByRole('group', { name: 'Experience 2' });
    fireEvent.change(within(second).getByLabelText('Job title'), { target: { value: 'Credit Analyst' } });
    fireEvent.change(within(second).getByLabelText('Company'), { target: { value: 'Harbour Capital' } });

    await chooseRole();
    await waitFor(() => expect(analyse).toHaveProperty('disabled', false));
    fireEvent.click(analyse);
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    const request = onStart.mock.calls[0]![0] as JobMatchRequest;
    expect(request.jobId).toBe('credit_analyst');
    expect(request.cvData.skills).toEqual(['Financial modelling', 'Excel', 'Python', 'IFRS 9']);
    expect(request.cvData.experience?.map((e) => [e.title, e.company])).toEqual([
      ['Senior Credit Analyst', 'Northbridge Bank plc'],
      ['Credit Analyst', 'Harbour Capital'],
    ]);
    expect(request.cvData.experience?.[0]?.achievements).toEqual(['Cut annual review turnaround from 15 to 9 days']);
  });

  it('when the corrected CV has no name or a half-filled row, then the fields say why and nothing starts', async () => {
    const onStart = vi.fn();
    renderTool(onStart);
    fireEvent.change(screen.getByLabelText('Paste your CV'), { target: { value: CV } });
    fireEvent.click(screen.getByRole('button', { name: 'Read my CV' }));
    await screen.findByRole('heading', { name: 'Check your CV details' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add experience' }));
    fireEvent.change(within(screen.getByRole('group', { name: 'Experience 2' })).getByLabelText('Company'), {
      target: { value: 'Harbour Capital' },
    });
    await chooseRole();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Match' }));
    expect(await screen.findByText(VALIDATION.cvNameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.cvEntryTitleRequired)).toBeTruthy();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('when the page is reloaded, then the CV being checked comes back with its corrections; Use another CV forgets it', async () => {
    const first = renderTool(vi.fn());
    fireEvent.change(screen.getByLabelText('Paste your CV'), { target: { value: CV } });
    fireEvent.click(screen.getByRole('button', { name: 'Read my CV' }));
    await screen.findByRole('heading', { name: 'Check your CV details' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Priya R. Raman' } });
    first.unmount();

    renderTool(vi.fn());
    expect(await screen.findByRole('heading', { name: 'Check your CV details' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Priya R. Raman');
    fireEvent.click(screen.getByRole('button', { name: 'Use another CV' }));
    expect(await screen.findByLabelText('Paste your CV')).toBeTruthy();
  });

  it('while a run goes on, then the CV and Analyze Match are disabled', async () => {
    renderTool(vi.fn(), true);
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Paste your CV').disabled).toBe(true);
  });
});
