import { describe, expect, it } from 'vitest';
import { getRole } from '@fcs/shared/catalog/roles';
import { runRoleFromCatalogue } from '@fcs/shared/workflows/common';
import { ZJobMatchRunInput } from '@fcs/shared/workflows/job-match';
import type { StepContext } from '../engine/workflow';
import { jobMatchWorkflow } from './job-match';

type Input = Parameters<(typeof jobMatchWorkflow)['input']['parse']>[0];

/** The messages the score step sends the model for a CV against a role (the model's answer is not used here). */
async function scoreMessages(jobId: string, cvData: Record<string, unknown>): Promise<string> {
  const role = runRoleFromCatalogue(getRole(jobId)!);
  const input = ZJobMatchRunInput.parse({ cvData, jobId, role });
  let sent = '';
  const ctx = {
    input,
    role,
    outputs: { 'read-cv': { asOf: '2026-11' } },
    generateObject: async (request: { messages: { content: string }[] }) => {
      sent = request.messages.map((m) => m.content).join('\n');
      return {};
    },
  } as unknown as StepContext<Input>;
  const step = jobMatchWorkflow.steps.find((s) => s.id === 'score-fit')!;
  await step.run(ctx);
  return sent;
}

const fundAccountant = {
  name: 'Priya Shah',
  summary: 'Fund accountant.',
  experience: [
    {
      title: 'Senior Fund Accountant, Northgate Services Team',
      company: 'Northern Trust',
      duration: 'Aug 2019 - Present',
      description:
        "I produce the daily NAV for six funds: price the holdings, book income and expense accruals, and reconcile cash and positions with the custodian before the price goes out. I answer the fund managers' queries.",
    },
  ],
};

describe('job match: what the model is told about jobs titled as another role', () => {
  it('when a job is titled as another catalogue role, then the brief names that role by the catalogue title and keeps the CV title inside the CV fence', async () => {
    const sent = await scoreMessages('settlements_analyst', fundAccountant);
    expect(sent).toContain('1 job(s) in the CV are titled as another role (Fund Accountant)');
    // The CV's own title is sent once: inside the fenced CV, not in our brief.
    expect(sent.split('Northgate Services Team').length - 1).toBe(1);
  });

  it("when the CV's jobs are titled as the role, then the brief says nothing about another role", async () => {
    const sent = await scoreMessages('fund_accountant', fundAccountant);
    expect(sent).toContain('Computed fit score');
    expect(sent).not.toContain('titled as another role');
  });
});
