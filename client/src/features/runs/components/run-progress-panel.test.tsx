// @vitest-environment jsdom
import { applyRunEvents, initialRunState, type RunEvent, type RunEventInput, type RunState } from '@fcs/shared/runs';
import { AI_IMPACT_STEPS } from '@fcs/shared/workflows/ai-impact';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunProgressPanel } from './run-progress-panel';

const RUN_ID = '0b6b0f4e-3c1e-4f0e-9a55-2f1d3c1a9e01';

function stateAfter(inputs: RunEventInput[]): RunState {
  const at = new Date().toISOString();
  const events = inputs.map((input, i) => ({ ...input, seq: i + 1, runId: RUN_ID, at }) as RunEvent);
  return applyRunEvents(initialRunState(RUN_ID), events);
}

const queued: RunEventInput = { type: 'run.queued', workflow: 'ai_impact', steps: [...AI_IMPACT_STEPS], retry: false };
const started: RunEventInput = { type: 'run.started', attempt: 1, engine: 'offline' };
const done = (stepId: string): RunEventInput => ({
  type: 'step.completed',
  stepId,
  attempt: 1,
  durationMs: 1250,
  output: null,
  narration: `Finished ${stepId}`,
  streamedText: null,
});

afterEach(cleanup);

describe('RunProgressPanel', () => {
  it('when the structured analysis step is being written, then its live progress line shows, and its final narration replaces it', () => {
    const writing = stateAfter([
      queued,
      started,
      { type: 'step.started', stepId: 'analyse', attempt: 1 },
      { type: 'step.progress', stepId: 'analyse', attempt: 1, text: 'The model is writing its answer…' },
      {
        type: 'step.progress',
        stepId: 'analyse',
        attempt: 1,
        text: 'Writing the emerging tools (2 so far); done: risk assessment',
      },
    ]);
    render(<RunProgressPanel run={writing} title="Analysis Progress" />);
    expect(screen.getByTestId('run-step-progress').textContent).toBe(
      'Writing the emerging tools (2 so far); done: risk assessment',
    );
    cleanup();
    const finished = applyRunEvents(writing, [
      { ...(done('analyse') as RunEvent), seq: writing.lastSeq + 1, runId: RUN_ID, at: new Date().toISOString() },
    ]);
    render(<RunProgressPanel run={finished} title="Analysis Progress" />);
    expect(screen.queryByTestId('run-step-progress')).toBeNull();
    expect(screen.getByText('Finished analyse')).toBeTruthy();
  });

  it('when a run streams its fourth step, then three steps show completed, the bar reads 3 of 5 and the text is shown', () => {
    const run = stateAfter([
      queued,
      started,
      { type: 'step.started', stepId: 'load-role', attempt: 1 },
      done('load-role'),
      { type: 'step.started', stepId: 'map-tasks', attempt: 1 },
      done('map-tasks'),
      { type: 'step.started', stepId: 'analyse', attempt: 1 },
      done('analyse'),
      { type: 'step.started', stepId: 'summary', attempt: 1 },
      { type: 'token', stepId: 'summary', attempt: 1, text: 'Exposure is' },
      { type: 'token', stepId: 'summary', attempt: 1, text: ' moderate.' },
    ]);
    render(<RunProgressPanel run={run} title="Analysis Progress" />);

    const panel = screen.getByRole('region', { name: 'Analysis Progress' });
    const bar = within(panel).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(within(panel).getByText('3/5 steps')).toBeTruthy();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.className)).toEqual([
      'run-step run-step--completed',
      'run-step run-step--completed',
      'run-step run-step--completed',
      'run-step run-step--running',
      'run-step run-step--pending',
    ]);
    expect(within(items[0]!).getByText('1.3 s')).toBeTruthy();
    expect(within(items[0]!).getByText('Finished load-role')).toBeTruthy();
    expect(within(panel).getByTestId('run-stream').textContent).toBe('Exposure is moderate.');
    expect(within(panel).getByText('Demo output')).toBeTruthy();
    expect(within(panel).getAllByText('Step 4 of 5: Writing the analysis summary').length).toBeGreaterThan(0);
  });

  it('when a run has failed at a step, then the error and a Retry button are shown, and Retry is reported', () => {
    const run = stateAfter([
      queued,
      { ...started, engine: 'openai' },
      { type: 'step.started', stepId: 'load-role', attempt: 1 },
      done('load-role'),
      { type: 'step.started', stepId: 'map-tasks', attempt: 1 },
      done('map-tasks'),
      { type: 'step.started', stepId: 'analyse', attempt: 1 },
      { type: 'step.failed', stepId: 'analyse', attempt: 1, error: 'Workflow execution failed', willRetry: false },
      { type: 'run.failed', error: 'Workflow execution failed', stepId: 'analyse' },
    ]);
    const onRetry = vi.fn();
    const onCancel = vi.fn();
    render(<RunProgressPanel run={run} title="Analysis Progress" onRetry={onRetry} onCancel={onCancel} />);

    expect(screen.getByRole('alert').textContent).toContain('Workflow execution failed');
    expect(screen.queryByText('Demo output')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('when a run is running, then Cancel is offered and Retry is not', () => {
    const onCancel = vi.fn();
    render(<RunProgressPanel run={stateAfter([queued, started])} onRetry={() => undefined} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('when no event has arrived yet, then the planned steps are drawn as pending', () => {
    render(<RunProgressPanel run={initialRunState(RUN_ID)} plannedSteps={AI_IMPACT_STEPS} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('0/5 steps')).toBeTruthy();
    expect(screen.getAllByText('Connecting...').length).toBeGreaterThan(0);
  });
});
