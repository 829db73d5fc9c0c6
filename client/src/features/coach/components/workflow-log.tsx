import { LIMITS } from '@fcs/shared/constants';
import { pendingStep, type RunStep } from '@fcs/shared/runs';
import { COACH_CHAT_STEPS } from '@fcs/shared/workflows/coach';
import { formatSeconds, preview, type CoachRunView } from '../coach-run-view';

const STATUS_TEXT: Record<RunStep['status'], string> = {
  pending: 'Pending',
  running: 'Running',
  completed: 'Completed',
  error: 'Error',
};

/** The steps of a coach run, or the planned ones before the first event arrived. */
export function coachSteps(run: CoachRunView): RunStep[] {
  return run.steps.length > 0 ? run.steps : COACH_CHAT_STEPS.map(pendingStep);
}

/** What a step produced, as text: the streamed answer, the content it returned, else its narration. */
export function stepText(step: RunStep): string {
  if (step.streamedText) return step.streamedText;
  const output = step.output;
  if (output && typeof output === 'object' && 'content' in output && typeof output.content === 'string')
    return output.content;
  return step.narration ?? '';
}

export interface WorkflowLogProps {
  run: CoachRunView;
  /**
   * 'live': compact, the running step's words shown as they stream (in the chat); 'expandable': each step opens
   * to a 150-character preview of what it produced (the agent execution logs).
   */
  variant: 'live' | 'expandable';
  label: string;
}

/** The step log of a coach workflow: each step's status (pending, running, completed, error) in order. */
export function WorkflowLog({ run, variant, label }: WorkflowLogProps) {
  const steps = coachSteps(run);
  return (
    <ol className={`wf-log wf-log--${variant}`} aria-label={label}>
      {steps.map((step, index) => {
        const text = stepText(step);
        const short = preview(text, LIMITS.resultsPreviewLogs);
        return (
          <li key={step.id} className={`wf-step wf-step--${step.status}`} data-status={step.status}>
            <span className={`wf-step__icon wf-step__icon--${step.status}`} aria-hidden="true" />
            <div className="wf-step__main">
              {variant === 'expandable' && (text || step.error) ? (
                <details className="wf-step__details">
                  <summary>
                    <StepHead step={step} index={index} />
                  </summary>
                  {step.error ? <p className="wf-step__error">{step.error}</p> : null}
                  {text ? <p className="wf-step__preview">{short.text}</p> : null}
                </details>
              ) : (
                <>
                  <StepHead step={step} index={index} />
                  {step.error ? <p className="wf-step__error">{step.error}</p> : null}
                  {variant === 'live' && step.status === 'running' && step.streamed && text ? (
                    <p className="wf-step__preview wf-step__preview--live" data-testid="workflow-stream">
                      {preview(text.slice(-600), 600).text}
                    </p>
                  ) : null}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function StepHead({ step, index }: { step: RunStep; index: number }) {
  return (
    <span className="wf-step__head">
      <span className="wf-step__name">
        <span className="visually-hidden">Step {index + 1}: </span>
        {step.name}
      </span>
      <span className={`wf-step__status wf-step__status--${step.status}`}>{STATUS_TEXT[step.status]}</span>
      {step.durationMs !== null ? <span className="wf-step__time">{formatSeconds(step.durationMs)}</span> : null}
    </span>
  );
}
