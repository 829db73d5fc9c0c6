// @vitest-environment jsdom
import { VALIDATION } from '@fcs/shared/messages';
import type { InterviewPrepRequest } from '@fcs/shared/workflows/interview-prep';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InterviewPrepTool } from './interview-prep-tool';

const JD = `Job title: Credit Risk Analyst
Company: Northbridge Bank

Responsibilities
- Review credit applications for mid-market borrowers
- Monitor covenants across the portfolio

Requirements
- Two years of credit analysis experience
- Strong Excel and financial modelling skills`;

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function renderTool(onStart: (request: InterviewPrepRequest) => void) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <InterviewPrepTool uid="user-1" isBusy={false} onStart={onStart} result={null} />
    </QueryClientProvider>,
  );
}

describe('InterviewPrepTool', () => {
  it('when a description is pasted, then it is split into the list; a blank paste gets the spec message', async () => {
    renderTool(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Add Job Description' }));
    expect(await screen.findByText(VALIDATION.jobDescriptionRequired)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Paste a job description'), { target: { value: JD } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Job Description' }));
    const list = screen.getByRole('region', { name: 'Job Descriptions' });
    const card = await within(list).findByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Credit Risk Analyst' })).toBeTruthy();
    expect(within(card).getByText('Northbridge Bank')).toBeTruthy();
    expect(within(card).getByText('2 requirements · 2 responsibilities')).toBeTruthy();
    // The paste box is emptied for the next one.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Paste a job description').value).toBe('');

    // Without a company line the company is 'Unknown Company'.
    fireEvent.change(screen.getByLabelText('Paste a job description'), {
      target: { value: 'Treasury Analyst\n\n- Manage daily liquidity' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Job Description' }));
    expect(await within(list).findByText('Unknown Company')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Treasury Analyst', 'Credit Risk Analyst']);
  });

  it('when experience is empty, then Tell Us About Yourself opens first, and saving it prepares that description', async () => {
    const onStart = vi.fn();
    renderTool(onStart);
    fireEvent.change(screen.getByLabelText('Paste a job description'), { target: { value: JD } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Job Description' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare Interview: Credit Risk Analyst' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tell Us About Yourself' });
    expect(onStart).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and Prepare Interview' }));
    expect(await within(dialog).findByText(VALIDATION.experienceRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Your experience'), {
      target: { value: 'Two years as a credit analyst at a challenger bank' },
    });
    fireEvent.change(within(dialog).getByLabelText('Skills'), { target: { value: 'Excel, , cash-flow models' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and Prepare Interview' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    const request = onStart.mock.calls[0]![0] as InterviewPrepRequest;
    expect(request.jobDescription).toMatchObject({
      title: 'Credit Risk Analyst',
      company: 'Northbridge Bank',
      responsibilities: [
        'Review credit applications for mid-market borrowers',
        'Monitor covenants across the portfolio',
      ],
    });
    expect(request.jobDescription).not.toHaveProperty('source');
    expect(request.jobDescription.id).toEqual(expect.any(String));
    expect(request.userProfile).toEqual({
      experience: 'Two years as a credit analyst at a challenger bank',
      skills: ['Excel', 'cash-flow models'],
      strengths: [],
      areas: [],
    });

    // The profile is remembered: the next Prepare Interview starts at once.
    fireEvent.click(screen.getByRole('button', { name: 'Prepare Interview: Credit Risk Analyst' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
