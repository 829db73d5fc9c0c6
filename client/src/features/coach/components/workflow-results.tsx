import { LIMITS } from '@fcs/shared/constants';
import { ERRORS } from '@fcs/shared/messages';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { MarkdownText } from '../../../components/markdown';
import { formatSeconds, preview, runAnswer, workflowSummary, type CoachRunView } from '../coach-run-view';
import { workflowTitle } from '../coach-texts';
import { ChatBubble, DemoLabel } from './chat-message';
import { WorkflowLog } from './workflow-log';

export interface WorkflowChatItemsProps {
  run: CoachRunView;
  workflowType: string | null;
  roleTitle: string;
  /** Draw the step log in the chat (the simulation screen); /coach shows it in its own logs panel. */
  showLog: boolean;
  onViewResults: () => void;
}

/**
 * A workflow as the chat tells it (spec section 4): a banner that turns into 'Workflow Completed', the step log,
 * then an execution summary message and the results cut at 200 characters with a prompt to open them all.
 */
export function WorkflowChatItems({ run, workflowType, roleTitle, showLog, onViewResults }: WorkflowChatItemsProps) {
  const title = workflowTitle(workflowType);
  const summary = workflowSummary(run);
  const answer = runAnswer(run);
  const short = preview(answer, LIMITS.resultsPreviewChat);
  return (
    <>
      <li
        className={`wf-banner wf-banner--${run.status === 'completed' ? 'done' : run.status === 'failed' || run.status === 'cancelled' ? 'failed' : 'running'}`}
        role="status"
      >
        <span className="wf-banner__title">
          {run.status === 'completed'
            ? 'Workflow Completed'
            : run.status === 'failed'
              ? 'Workflow Failed'
              : run.status === 'cancelled'
                ? 'Workflow Cancelled'
                : `Running ${title}…`}
        </span>
        <span className="wf-banner__meta">
          {title} · {summary.completed}/{summary.total} steps
        </span>
      </li>
      {showLog ? (
        <li className="wf-chat-log">
          <WorkflowLog run={run} variant="live" label={`${title} steps`} />
        </li>
      ) : null}
      {run.status === 'completed' ? (
        <>
          <ChatBubble from="assistant" footer={run.engine === 'offline' ? <DemoLabel /> : null}>
            <p>
              <strong>Execution summary:</strong> {title} for {roleTitle} ran {summary.completed} of {summary.total}{' '}
              steps
              {summary.durationMs !== null ? ` in ${formatSeconds(summary.durationMs)}` : ''} and produced{' '}
              {answer.trim().split(/\s+/).filter(Boolean).length} words of results.
            </p>
          </ChatBubble>
          <ChatBubble from="assistant">
            <p className="wf-result-preview">{short.text}</p>
            <Button variant="secondary" size="sm" onClick={onViewResults}>
              {short.truncated ? 'View full results' : 'Open results'}
            </Button>
          </ChatBubble>
        </>
      ) : null}
      {run.status === 'failed' ? (
        <ChatBubble from="assistant" tone="error">
          <p>{ERRORS.workflow(title)}</p>
        </ChatBubble>
      ) : null}
    </>
  );
}

export interface WorkflowResultsDialogProps {
  open: boolean;
  onClose: () => void;
  run: CoachRunView;
  workflowType: string | null;
  roleTitle: string;
}

/** The results modal: 'Workflow Results' with the Execution Summary and the Generated Content. */
export function WorkflowResultsDialog({ open, onClose, run, workflowType, roleTitle }: WorkflowResultsDialogProps) {
  const summary = workflowSummary(run);
  const answer = runAnswer(run);
  return (
    <Dialog open={open} onClose={onClose} title="Workflow Results">
      <section className="wf-results" aria-label="Execution Summary">
        <h3 className="wf-results__title">Execution Summary</h3>
        <dl className="wf-results__facts">
          <div>
            <dt>Workflow</dt>
            <dd>{workflowTitle(workflowType)}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{roleTitle}</dd>
          </div>
          <div>
            <dt>Steps</dt>
            <dd>
              {summary.completed} of {summary.total} completed
            </dd>
          </div>
          {summary.durationMs !== null ? (
            <div>
              <dt>Time</dt>
              <dd>{formatSeconds(summary.durationMs)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Written by</dt>
            <dd>{run.engine === 'offline' ? <DemoLabel /> : 'AI model'}</dd>
          </div>
        </dl>
      </section>
      <section className="wf-results" aria-label="Generated Content">
        <h3 className="wf-results__title">Generated Content</h3>
        {answer ? <MarkdownText text={answer} className="wf-results__content" /> : <p>No content was generated.</p>}
      </section>
    </Dialog>
  );
}
