import { AI_IMPACT_STEPS } from '@fcs/shared/workflows/ai-impact';
import { useContext } from 'react';
import { Button } from '../../components/button';
import { Page } from '../../components/page';
import { Spinner } from '../../components/spinner';
import { AccountDialogContext } from '../../lib/account-dialog';
import { useSession } from '../../lib/session';
import { AiImpactTool } from '../../features/ai-impact/components/ai-impact-tool';
import { SignInPrompt } from '../../features/ai-impact/components/sign-in-prompt';
import { RunProgressPanel } from '../../features/runs/components/run-progress-panel';
import { useRememberedRun } from '../../features/runs/hooks/use-remembered-run';
import { useRun } from '../../features/runs/hooks/use-run';
import { runStorageKey } from '../../features/runs/run-storage';

/** ROUTES.aiImpact (/ai-jobs): AI impact analysis of a role (spec section 2). Composes the ai-impact tool with the run plumbing. */
export function Component() {
  const session = useSession();
  const accountDialog = useContext(AccountDialogContext);
  const uid = session.user?.uid ?? null;
  const persistKey = uid ? runStorageKey('ai-impact', uid) : null;
  const [runId, setRunId] = useRememberedRun(persistKey);
  const live = useRun(uid ? runId : null, { getToken: session.getToken, persistKey });

  return (
    <Page
      title="AI Impact Analysis"
      eyebrow="AI analysis tools"
      lead="See how AI is likely to change a finance role: a disruption risk score, the AI tools arriving in the job, and strategies to adapt."
    >
      {session.status === 'loading' ? (
        <Spinner label="Loading your session…" />
      ) : (
        <AiImpactTool
          uid={uid}
          run={live.run}
          onRunStarted={setRunId}
          signInPrompt={
            uid ? undefined : (
              <SignInPrompt
                onSignIn={accountDialog ? () => accountDialog.openAccountDialog('sign-in') : undefined}
                onSignUp={accountDialog ? () => accountDialog.openAccountDialog('sign-up') : undefined}
              />
            )
          }
          progress={
            live.problem ? (
              <div className="actions" role="alert">
                <p className="field__error">{live.problem.message}</p>
                <Button variant="secondary" size="sm" onClick={() => setRunId(null)}>
                  Dismiss
                </Button>
              </div>
            ) : live.run ? (
              <RunProgressPanel
                title="Analysis Progress"
                run={live.run}
                plannedSteps={AI_IMPACT_STEPS}
                connection={live.connection}
                onRetry={live.retry}
                isRetrying={live.isRetrying}
                onCancel={live.cancel}
                isCancelling={live.isCancelling}
                actionError={live.actionError}
              />
            ) : null
          }
        />
      )}
    </Page>
  );
}
