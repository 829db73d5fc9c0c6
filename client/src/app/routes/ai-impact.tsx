import { ZAiImpactRunInput, ZAiImpactRunResult } from '@fcs/shared/workflows/ai-impact';
import { useContext } from 'react';
import { Page } from '../../components/page';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Spinner } from '../../components/spinner';
import { AccountDialogContext } from '../../lib/account-dialog';
import { AiImpactTool } from '../../features/ai-impact/components/ai-impact-tool';
import { RunHistory } from '../../features/runs/components/run-history';
import { ToolRunProgress } from '../../features/runs/components/tool-run-progress';
import { useToolRun } from '../../features/runs/hooks/use-tool-run';

/** ROUTES.aiImpact (/ai-jobs): AI impact analysis of a role (spec section 2). Composes the ai-impact tool with the tool kit. */
export function Component() {
  const accountDialog = useContext(AccountDialogContext);
  const tool = useToolRun({ workflow: 'ai_impact', result: ZAiImpactRunResult, input: ZAiImpactRunInput });

  return (
    <Page
      title="AI Impact Analysis"
      eyebrow="AI analysis tools"
      lead="See how AI is likely to change a finance role: a disruption risk score, the AI tools arriving in the job, and strategies to adapt."
    >
      {tool.sessionStatus === 'loading' ? (
        <Spinner label="Loading your session…" />
      ) : (
        <AiImpactTool
          uid={tool.uid}
          isBusy={tool.isBusy}
          onStart={(request) => void tool.start('/ai-jobs/analyze', request)}
          startError={tool.startErrorMessage}
          result={tool.result}
          analysedTitle={tool.input?.role.title}
          signInPrompt={
            tool.uid ? undefined : (
              <SignInPrompt
                onSignIn={accountDialog ? () => accountDialog.openAccountDialog('sign-in') : undefined}
                onSignUp={accountDialog ? () => accountDialog.openAccountDialog('sign-up') : undefined}
              />
            )
          }
          progress={<ToolRunProgress tool={tool} title="Analysis Progress" />}
          history={
            <RunHistory
              types={['ai_impact']}
              title="Previous Analyses"
              emptyText="Your AI impact analyses will be listed here."
              activeRunId={tool.runId}
            />
          }
        />
      )}
    </Page>
  );
}
