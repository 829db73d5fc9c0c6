// @vitest-environment jsdom
import { ERRORS } from '@fcs/shared/messages';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { coachQueued, runAfter, startedOffline, stepDone, stepStarted, token } from '../../../testing/run-fixtures';
import type { CoachRunView } from '../coach-run-view';
import { WorkflowLog } from './workflow-log';
import { WorkflowChatItems, WorkflowResultsDialog } from './workflow-results';

afterEach(cleanup);

const LONG_ANSWER = `## Adjacent roles\n\n${'Credit risk analysts move into portfolio management after a few years. '.repeat(8)}`;

const running = runAfter([
  coachQueued,
  startedOffline,
  stepStarted('initialise'),
  stepDone('initialise', { narration: 'Started the Job Discovery session.' }),
  stepStarted('load-context'),
  stepDone('load-context'),
  stepStarted('analysis'),
  token('Credit risk analysts '),
  token('move into portfolio management.'),
]);

const completed = runAfter([
  coachQueued,
  startedOffline,
  stepStarted('initialise'),
  stepDone('initialise', { durationMs: 100 }),
  stepStarted('load-context'),
  stepDone('load-context', { durationMs: 200 }),
  stepStarted('analysis'),
  token(LONG_ANSWER),
  stepDone('analysis', { durationMs: 3000, output: { content: LONG_ANSWER } }),
  stepStarted('format'),
  stepDone('format', { durationMs: 100 }),
  {
    type: 'result',
    result: {
      mode: 'workflow',
      workflowType: 'job_discovery',
      title: 'Job Discovery: Credit Analyst',
      content: LONG_ANSWER,
    },
  },
  { type: 'run.completed' },
]);

function ChatItems({ run }: { run: CoachRunView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ol>
        <WorkflowChatItems
          run={run}
          workflowType="job_discovery"
          roleTitle="Credit Analyst"
          showLog
          onViewResults={() => setOpen(true)}
        />
      </ol>
      <WorkflowResultsDialog
        open={open}
        onClose={() => setOpen(false)}
        run={run}
        workflowType="job_discovery"
        roleTitle="Credit Analyst"
      />
    </>
  );
}

function stepStatuses(): string[] {
  return screen.getAllByRole('listitem').flatMap((li) => (li.dataset.status ? [li.dataset.status] : []));
}

describe('WorkflowChatItems', () => {
  it('when a workflow runs, then the chat shows the spec step log with each status and the words streaming', () => {
    render(<ChatItems run={running} />);
    expect(screen.getByRole('status').textContent).toContain('Running Job Discovery…');
    const log = screen.getByRole('list', { name: 'Job Discovery steps' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Step 1: InitialiseCompleted/),
      expect.stringMatching(/^Step 2: Load job contextCompleted/),
      expect.stringMatching(/^Step 3: Execute analysisRunning/),
      expect.stringMatching(/^Step 4: Format resultsPending/),
    ]);
    expect(stepStatuses()).toEqual(['completed', 'completed', 'running', 'pending']);
    expect(screen.getByTestId('workflow-stream').textContent).toBe(
      'Credit risk analysts move into portfolio management.',
    );
    expect(screen.queryByRole('button', { name: 'View full results' })).toBeNull();
  });

  it('when it completes, then the banner reads Workflow Completed, a summary and a 200-character preview follow, and the modal shows everything', () => {
    render(<ChatItems run={completed} />);
    expect(screen.getByRole('status').textContent).toContain('Workflow Completed');
    expect(document.body.textContent).toContain(
      'Execution summary: Job Discovery for Credit Analyst ran 4 of 4 steps in 3.4 s',
    );
    const preview = document.querySelector('.wf-result-preview')!.textContent!;
    expect(preview.length).toBeLessThanOrEqual(201);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.startsWith('Adjacent roles Credit risk analysts')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'View full results' }));
    const dialog = screen.getByRole('dialog', { name: 'Workflow Results' });
    const summary = within(dialog).getByRole('region', { name: 'Execution Summary' });
    expect(summary.textContent).toContain('Job Discovery');
    expect(summary.textContent).toContain('4 of 4 completed');
    expect(summary.textContent).toContain('Demo output');
    const content = within(dialog).getByRole('region', { name: 'Generated Content' });
    expect(content.textContent).toContain('Adjacent roles');
    expect(content.textContent!.length).toBeGreaterThan(500);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the analysis step fails, then it is marked error and the chat gives the spec workflow apology', () => {
    const failed = runAfter([
      coachQueued,
      startedOffline,
      stepStarted('analysis'),
      { type: 'step.failed', stepId: 'analysis', attempt: 1, error: ERRORS.llmConnection, willRetry: false },
      { type: 'run.failed', error: ERRORS.llmConnection, stepId: 'analysis' },
    ]);
    render(<ChatItems run={failed} />);
    expect(screen.getByRole('status').textContent).toContain('Workflow Failed');
    expect(document.body.textContent).toContain(ERRORS.llmConnection);
    expect(document.body.textContent).toContain(ERRORS.workflow('Job Discovery'));
  });
});

describe('WorkflowLog (agent execution logs)', () => {
  it('when a step is expanded, then it previews at most 150 characters of what it produced', () => {
    render(<WorkflowLog run={completed} variant="expandable" label="Execution log" />);
    const steps = within(screen.getByRole('list', { name: 'Execution log' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    const analysis = steps[2]!;
    const preview = analysis.querySelector('.wf-step__preview')!.textContent!;
    expect(preview.length).toBeLessThanOrEqual(151);
    expect(preview.endsWith('…')).toBe(true);
    expect(analysis.querySelector('summary')!.textContent).toContain('Completed');
  });
});
