import { COACH_WORKFLOWS, type CoachWorkflowId } from '@fcs/shared/workflows/coach';
import { useId } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { LIVE_DATA_ELITE_ONLY, WORKFLOW_DESCRIPTIONS } from '../coach-texts';

export interface WorkflowAvailability {
  /** Elite: the live-data workflows are open. */
  isElite: boolean;
  /** A workflow is running (only one at a time) or one is being started. */
  busy: boolean;
  /** No role loaded yet (a run needs a job profile). */
  noRole: boolean;
}

/** Why a workflow cannot run now, or null when it can. */
export function workflowBlocked(id: CoachWorkflowId, state: WorkflowAvailability): string | null {
  if (state.noRole) return 'Choose a role first.';
  if (state.busy) return 'Another workflow is running. Only one runs at a time.';
  if (COACH_WORKFLOWS.find((w) => w.id === id)?.liveData && !state.isElite) return LIVE_DATA_ELITE_ONLY;
  return null;
}

export interface WorkflowPickerProps extends WorkflowAvailability {
  onRun: (id: CoachWorkflowId) => void;
  /** The workflow running now, marked in the list. */
  runningType?: string | null;
}

/** The Available Workflows grid of /coach: six cards, a Live Data badge on the web-search ones. */
export function WorkflowGrid({ onRun, runningType, ...state }: WorkflowPickerProps) {
  const headingId = useId();
  return (
    <section className="wf-grid-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="coach-section-title">
        Available Workflows
      </h2>
      <ul className="wf-grid">
        {COACH_WORKFLOWS.map((workflow) => {
          const blocked = workflowBlocked(workflow.id, state);
          const running = runningType === workflow.id && state.busy;
          return (
            <li key={workflow.id} className={`wf-card${running ? ' wf-card--running' : ''}`}>
              <div className="wf-card__head">
                <h3 className="wf-card__title">{workflow.title}</h3>
                {workflow.liveData ? <Badge tone="accent">Live Data</Badge> : null}
              </div>
              <p className="wf-card__text">{WORKFLOW_DESCRIPTIONS[workflow.id]}</p>
              {blocked && !running ? <p className="wf-card__blocked">{blocked}</p> : null}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onRun(workflow.id)}
                disabled={blocked !== null}
                aria-label={`Run ${workflow.title}`}
              >
                {running ? 'Running…' : 'Run workflow'}
              </Button>
            </li>
          );
        })}
      </ul>
      {!state.isElite ? <p className="wf-grid__note">{LIVE_DATA_ELITE_ONLY}</p> : null}
    </section>
  );
}

/** The simulation screen's side list of workflows: one button each, a Live Data badge on the web-search ones. */
export function WorkflowSideList({ onRun, runningType, ...state }: WorkflowPickerProps) {
  const headingId = useId();
  return (
    <nav className="coach-side" aria-labelledby={headingId}>
      <h2 id={headingId} className="sim-aside__title">
        Workflows
      </h2>
      <ul className="coach-side__list">
        {COACH_WORKFLOWS.map((workflow) => {
          const blocked = workflowBlocked(workflow.id, state);
          const running = runningType === workflow.id && state.busy;
          return (
            <li key={workflow.id}>
              <button
                type="button"
                className={`coach-side__item${running ? ' coach-side__item--running' : ''}`}
                onClick={() => onRun(workflow.id)}
                disabled={blocked !== null}
                title={blocked ?? `Run the ${workflow.title} workflow`}
              >
                <span>{workflow.title}</span>
                {workflow.liveData ? <Badge tone="accent">Live Data</Badge> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {!state.isElite ? <p className="coach-side__note">{LIVE_DATA_ELITE_ONLY}</p> : null}
    </nav>
  );
}

export interface QuickQuestionListProps {
  questions: readonly { label: string; prompt: string }[];
  onAsk: (prompt: string) => void;
  disabled?: boolean;
  title?: string;
}

/** The simulation screen's side list of coach questions: a click asks it. */
export function QuickQuestionList({
  questions,
  onAsk,
  disabled = false,
  title = 'Quick Questions',
}: QuickQuestionListProps) {
  const headingId = useId();
  return (
    <nav className="coach-side" aria-labelledby={headingId}>
      <h2 id={headingId} className="sim-aside__title">
        {title}
      </h2>
      <ul className="coach-side__list">
        {questions.map((q) => (
          <li key={q.label}>
            <button
              type="button"
              className="coach-side__item coach-side__item--question"
              onClick={() => onAsk(q.prompt)}
              disabled={disabled}
              title={q.prompt}
            >
              {q.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
