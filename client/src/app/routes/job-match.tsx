import { ZJobMatchRunInput, ZJobMatchRunResult } from '@fcs/shared/workflows/job-match';
import { useContext } from 'react';
import { Page } from '../../components/page';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Spinner } from '../../components/spinner';
import { AccountDialogContext } from '../../lib/account-dialog';
import { JobMatchTool } from '../../features/job-match/components/job-match-tool';
import { RunHistory } from '../../features/runs/components/run-history';
import { ToolRunProgress } from '../../features/runs/components/tool-run-progress';
import { useToolRun } from '../../features/runs/hooks/use-tool-run';

/** ROUTES.jobMatch (/job-match): Job Match Analysis of a CV against a role (spec section 2). */
export function Component() {
  const accountDialog = useContext(AccountDialogContext);
  const tool = useToolRun({ workflow: 'job_match', result: ZJobMatchRunResult, input: ZJobMatchRunInput });

  return (
    <Page
      title="Job Match Analysis"
      eyebrow="AI analysis tools"
      lead="Match your CV against a finance role: a fit score, the strengths your CV already proves, the skill gaps to close and a development plan."
    >
      {tool.sessionStatus === 'loading' ? (
        <Spinner label="Loading your session…" />
      ) : (
        <JobMatchTool
          uid={tool.uid}
          isBusy={tool.isBusy}
          onStart={(request) => void tool.start('/job-match/analyze', request)}
          startError={tool.startErrorMessage}
          result={tool.result}
          signInPrompt={
            tool.uid ? undefined : (
              <SignInPrompt
                title="Sign in to analyse your match"
                onSignIn={accountDialog ? () => accountDialog.openAccountDialog('sign-in') : undefined}
                onSignUp={accountDialog ? () => accountDialog.openAccountDialog('sign-up') : undefined}
              />
            )
          }
          progress={<ToolRunProgress tool={tool} title="Analysis Progress" />}
          history={
            <RunHistory
              types={['job_match']}
              title="Previous Matches"
              emptyText="Your job match analyses will be listed here."
              activeRunId={tool.runId}
              actionLabel="View Details"
            />
          }
        />
      )}
    </Page>
  );
}
