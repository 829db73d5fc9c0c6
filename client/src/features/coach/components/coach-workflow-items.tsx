import { useState } from 'react';
import { MarkdownText } from '../../../components/markdown';
import type { CoachState } from '../coach-state';
import { workflowTitle } from '../coach-texts';
import { ChatBubble } from './chat-message';
import { WorkflowChatItems, WorkflowResultsDialog } from './workflow-results';

export interface CoachWorkflowItemsProps {
  state: CoachState;
  jobId: string;
  roleTitle: string;
  /** Draw the step log in the chat (simulation screen) rather than in a logs panel (/coach). */
  showLog: boolean;
}

/**
 * What the workflows add to the conversation of this role: starter's canned answer, or the workflow run with its
 * banner, summary and results (and the results modal).
 */
export function CoachWorkflowItems({ state, jobId, roleTitle, showLog }: CoachWorkflowItemsProps) {
  const [resultsOpen, setResultsOpen] = useState(false);
  const { workflow, workflowRun } = state;
  const about = workflow.about;
  // A workflow belongs to the conversation of its role; another role's stays in the logs.
  const sameRole = about === null || about.jobId === null || about.jobId === jobId;
  const canned = workflow.canned && workflow.canned.jobId === jobId ? workflow.canned : null;
  return (
    <>
      {workflowRun && sameRole ? (
        <>
          <WorkflowChatItems
            run={workflowRun}
            workflowType={about?.workflowType ?? null}
            roleTitle={about?.roleTitle ?? roleTitle}
            showLog={showLog}
            onViewResults={() => setResultsOpen(true)}
          />
          <WorkflowResultsDialog
            open={resultsOpen}
            onClose={() => setResultsOpen(false)}
            run={workflowRun}
            workflowType={about?.workflowType ?? null}
            roleTitle={about?.roleTitle ?? roleTitle}
          />
        </>
      ) : null}
      {canned ? (
        <ChatBubble from="assistant">
          <p className="chat-msg__label">{workflowTitle(canned.workflowType)}</p>
          <MarkdownText text={canned.content} />
        </ChatBubble>
      ) : null}
      {state.workflowProblem && sameRole ? (
        <ChatBubble from="assistant" tone="error">
          <p>{state.workflowProblem}</p>
        </ChatBubble>
      ) : null}
    </>
  );
}
