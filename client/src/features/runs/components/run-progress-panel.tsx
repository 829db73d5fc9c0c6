import { pendingStep, runProgress, type RunState, type RunStep, type RunStepPlan } from '@fcs/shared/runs';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { formatDuration } from '../format-duration';
import type { RunConnection } from '../run-subscription';
import '../runs.css';

export interface RunProgressPanelProps {
  /** The run's view (from useRun). */
  run: RunState;
  /** Heading of the panel, e.g. 'Analysis Progress'. */
  title?: string;
  /** Steps to draw before the first event has arrived (the workflow's step list). */
  plannedSteps?: readonly RunStepPlan[];
  connection?: RunConnection;
  /** Shown on a failed run (and a cancelled one): resumes at the failed step. */
  onRetry?: () => void;
  isRetrying?: boolean;
  /** Shown while the run is queued or running. */
  onCancel?: () => void;
  isCancelling?: boolean;
  /** Why the last Retry or Cancel did not go through. */
  actionError?: string | null;
}

/**
 * Live progress of a run: the step list with status icons, a progress bar (completed / total steps), the text the
 * running step streams, step durations, and on failure the error with a Retry button. Runs made by the offline
 * engine carry a 'Demo output' label so nobody mistakes them for a model's answer.
 */
export function RunProgressPanel({
  run,
  title = 'Progress',
  plannedSteps,
  connection = 'live',
  onRetry,
  isRetrying = false,
  onCancel,
  isCancelling = false,
  actionError = null,
}: RunProgressPanelProps) {
  const headingId = useId();
  const steps = run.steps.length > 0 ? run.steps : (plannedSteps ?? []).map(pendingStep);
  const { completed, total } = runProgress({ steps });
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const isActive = run.status === null || run.status === 'queued' || run.status === 'running';
  const runningStep = steps.find((step) => step.status === 'running');
  const failedStep = steps.find((step) => step.status === 'error');
  const now = useNow(isActive && runningStep !== undefined);

  return (
    <section className={`run-panel run-panel--${run.status ?? 'queued'}`} aria-labelledby={headingId}>
      <div className="run-panel__head">
        <h2 id={headingId} className="run-panel__title">
          {title}
        </h2>
        <div className="run-panel__badges">
          {run.engine === 'offline' ? (
            <span
              className="run-panel__demo"
              title="Written by the built-in demo engine from the role's data, not by an AI model."
            >
              Demo output
            </span>
          ) : null}
          <span className={`run-panel__status run-panel__status--${run.status ?? 'queued'}`}>
            {statusLabel(run, runningStep)}
          </span>
        </div>
      </div>
      {run.engine === 'offline' ? (
        <p className="run-panel__demo-note">
          No AI model is configured, so this analysis is demo output written by the built-in engine from the role's
          data.
        </p>
      ) : null}

      <div className="run-panel__progress">
        <div
          className="run-panel__bar"
          role="progressbar"
          aria-label={`${title}: steps completed`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={completed}
          aria-valuetext={`${completed} of ${total} steps completed`}
        >
          <span className="run-panel__bar-fill" style={{ width: `${percent}%` }} />
        </div>
        <span className="run-panel__count">
          {completed}/{total} steps
        </span>
      </div>

      {/* Step changes are announced; the streamed words are not (they would drown the screen reader). */}
      <p className="visually-hidden" role="status">
        {statusLabel(run, runningStep)}
      </p>

      <ol className="run-steps">
        {steps.map((step, index) => (
          <li key={step.id} className={`run-step run-step--${step.status}`}>
            <StepIcon status={step.status} />
            <div className="run-step__main">
              <div className="run-step__row">
                <span className="run-step__name">
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.name}
                  <span className="visually-hidden"> ({STEP_STATUS_TEXT[step.status]})</span>
                </span>
                <span className="run-step__duration">{stepDuration(step, now)}</span>
              </div>
              {step.narration && step.status === 'completed' ? (
                <p className="run-step__narration">{step.narration}</p>
              ) : null}
              {/* A structured step's live progress (step.progress): what the model has written so far. */}
              {step.narration && step.status === 'running' && !step.streamed ? (
                <p className="run-step__narration run-step__narration--live" data-testid="run-step-progress">
                  {step.narration}
                </p>
              ) : null}
              {step.status === 'error' && step.error ? <p className="run-step__error">{step.error}</p> : null}
              {step.streamed && step.streamedText && step.status === 'running' ? (
                <div className="run-step__stream" aria-label={`${step.name}: streamed text`} data-testid="run-stream">
                  {step.streamedText}
                  <span className="run-step__caret" aria-hidden="true" />
                </div>
              ) : null}
              {step.streamed && step.streamedText && step.status !== 'running' ? (
                <details className="run-step__details">
                  <summary>Show streamed text</summary>
                  <div className="run-step__stream run-step__stream--done">{step.streamedText}</div>
                </details>
              ) : null}
            </div>
          </li>
        ))}
      </ol>

      {run.status === 'failed' ? (
        <div className="run-panel__failure" role="alert">
          <p className="run-panel__error">{run.error ?? failedStep?.error ?? 'The run failed.'}</p>
          {onRetry ? (
            <p className="run-panel__hint">Retry continues at the step that failed; finished steps are kept.</p>
          ) : null}
        </div>
      ) : null}
      {run.status === 'cancelled' ? (
        <p className="run-panel__hint">This run was cancelled before it finished.</p>
      ) : null}
      {actionError ? (
        <p className="run-panel__error" role="alert">
          {actionError}
        </p>
      ) : null}
      {connection === 'polling' && isActive ? (
        <p className="run-panel__hint">Live updates are interrupted; the progress refreshes every few seconds.</p>
      ) : null}

      {(run.status === 'failed' || run.status === 'cancelled') && onRetry ? (
        <div className="run-panel__actions">
          <Button onClick={onRetry} disabled={isRetrying}>
            {isRetrying ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      ) : null}
      {isActive && onCancel && run.status !== null ? (
        <div className="run-panel__actions">
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={isCancelling}>
            {isCancelling ? 'Cancelling...' : 'Cancel'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

const STEP_STATUS_TEXT: Record<RunStep['status'], string> = {
  pending: 'pending',
  running: 'in progress',
  completed: 'completed',
  error: 'failed',
};

function statusLabel(run: RunState, runningStep: RunStep | undefined): string {
  switch (run.status) {
    case null:
      return 'Connecting...';
    case 'queued':
      return 'Waiting to start...';
    case 'running': {
      if (!runningStep) return 'Running...';
      const index = run.steps.indexOf(runningStep);
      return `Step ${index + 1} of ${run.steps.length}: ${runningStep.name}`;
    }
    case 'completed':
      return 'Completed';
    case 'failed':
      return 'Failed';
    case 'cancelled':
      return 'Cancelled';
  }
}

function stepDuration(step: RunStep, now: number): string {
  if (step.durationMs !== null) return formatDuration(step.durationMs);
  if (step.status === 'running' && step.startedAt) {
    const elapsed = now - Date.parse(step.startedAt);
    return elapsed >= 0 ? formatDuration(Math.floor(elapsed / 1000) * 1000) : '';
  }
  return '';
}

/** The current time, ticking every second while `active` (for the running step's elapsed time). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return active ? now : 0;
}

function StepIcon({ status }: { status: RunStep['status'] }) {
  return (
    <span className={`run-step__icon run-step__icon--${status}`} aria-hidden="true">
      {status === 'completed' ? (
        <svg viewBox="0 0 24 24" width="16" height="16">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : status === 'error' ? (
        <svg viewBox="0 0 24 24" width="16" height="16">
          <path d="M7 7l10 10M17 7L7 17" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      ) : status === 'running' ? (
        <span className="run-step__spinner" />
      ) : null}
    </span>
  );
}
