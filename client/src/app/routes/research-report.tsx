import { hasFeature } from '@fcs/shared/tier-policy';
import { ZResearchReportRunResult } from '@fcs/shared/workflows/research-report';
import { useContext } from 'react';
import { Page } from '../../components/page';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Spinner } from '../../components/spinner';
import { AccountDialogContext } from '../../lib/account-dialog';
import { useSession } from '../../lib/session';
import { ResearchReportTool } from '../../features/research-report/components/research-report-tool';
import { RunHistory } from '../../features/runs/components/run-history';
import { ToolRunProgress } from '../../features/runs/components/tool-run-progress';
import { useToolRun } from '../../features/runs/hooks/use-tool-run';

/**
 * ROUTES.researchReport (/research-report): a report on a company for a role (spec section 2). Elite plans post to
 * the enhanced endpoint (spec section 6); the api checks the plan again whatever the page sends.
 */
export function Component() {
  const accountDialog = useContext(AccountDialogContext);
  const { profile } = useSession();
  const tool = useToolRun({ workflow: 'research_report', result: ZResearchReportRunResult });
  const enhanced = hasFeature(profile, 'enhanced_endpoints');

  return (
    <Page
      title="Research Report"
      eyebrow="AI analysis tools"
      lead="Prepare for an application or interview: what a company does, where your role would sit, how it is measured and what the culture expects."
    >
      {tool.sessionStatus === 'loading' ? (
        <Spinner label="Loading your session…" />
      ) : (
        <ResearchReportTool
          uid={tool.uid}
          enhanced={enhanced}
          isBusy={tool.isBusy}
          onStart={(request) =>
            void tool.start(enhanced ? '/research-report/generate-enhanced' : '/research-report/generate', request)
          }
          startError={tool.startError}
          result={tool.result}
          signInPrompt={
            tool.uid ? undefined : (
              <SignInPrompt
                title="Sign in to generate the report"
                onSignIn={accountDialog ? () => accountDialog.openAccountDialog('sign-in') : undefined}
                onSignUp={accountDialog ? () => accountDialog.openAccountDialog('sign-up') : undefined}
              >
                Research reports are written on our servers and saved to your account, so you can leave and come back to
                them. Creating an account is free.
              </SignInPrompt>
            )
          }
          progress={<ToolRunProgress tool={tool} title="Research Progress" />}
          history={
            <RunHistory
              types={['research_report']}
              title="Previous Reports"
              emptyText="Your research reports will be listed here."
              activeRunId={tool.runId}
            />
          }
        />
      )}
    </Page>
  );
}
