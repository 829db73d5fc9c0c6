import { ZInterviewPrepRunInput, ZInterviewPrepRunResult } from '@fcs/shared/workflows/interview-prep';
import { useContext } from 'react';
import { Page } from '../../components/page';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Spinner } from '../../components/spinner';
import { AccountDialogContext } from '../../lib/account-dialog';
import { InterviewPrepTool } from '../../features/interview-prep/components/interview-prep-tool';
import { RunHistory } from '../../features/runs/components/run-history';
import { ToolRunProgress } from '../../features/runs/components/tool-run-progress';
import { useToolRun } from '../../features/runs/hooks/use-tool-run';

/** ROUTES.interviewPrep (/interview-prep): Interview Preparation Assistant (spec section 2). */
export function Component() {
  const accountDialog = useContext(AccountDialogContext);
  const tool = useToolRun({
    workflow: 'interview_prep',
    result: ZInterviewPrepRunResult,
    input: ZInterviewPrepRunInput,
  });

  return (
    <Page
      title="Interview Preparation Assistant"
      eyebrow="AI analysis tools"
      lead="Paste or upload a job description and get an interview guide written for it: what to prepare, the questions to expect with tips, and confidence boosters."
    >
      {tool.sessionStatus === 'loading' ? (
        <Spinner label="Loading your session…" />
      ) : (
        <InterviewPrepTool
          uid={tool.uid}
          isBusy={tool.isBusy}
          onStart={(request) => void tool.start('/interview-prep/analyze', request)}
          startError={tool.startErrorMessage}
          result={tool.result}
          activeId={tool.input?.jobDescription.id ?? null}
          signInPrompt={
            tool.uid ? undefined : (
              <SignInPrompt
                title="Sign in to prepare your interview"
                onSignIn={accountDialog ? () => accountDialog.openAccountDialog('sign-in') : undefined}
                onSignUp={accountDialog ? () => accountDialog.openAccountDialog('sign-up') : undefined}
              />
            )
          }
          progress={<ToolRunProgress tool={tool} title="Preparation Progress" />}
          history={
            <RunHistory
              types={['interview_prep']}
              title="Previous Interview Guides"
              emptyText="Your interview guides will be listed here."
              activeRunId={tool.runId}
              actionLabel="View Details"
            />
          }
        />
      )}
    </Page>
  );
}
