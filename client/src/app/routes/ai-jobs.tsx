import { AI_IMPACT_STEPS } from '@fcs/shared/workflows/ai-impact';
import { useContext } from 'react';
import { Button } from '../../components/button';
import { Page } from '../../components/page';
import { Spinner } from '../../components/spinner';
import { AuthDialogContext } from '../../lib/auth-dialog';
import { useSession } from '../../lib/session';
import { AiImpactTool } from '../../features/ai-impact/components/ai-impact-tool';
import { SignInPrompt } from '../../features/ai-impact/components/sign-in-prompt';
import { RunProgressPanel } from '../../features/runs/components/run-progress-panel';
import { useRememberedRun } from '../../features/runs/hooks/use-remembered-run';
import { useRun } from '../../features/runs/hooks/use-run';
import { runStorageKey } from '../../features/runs/run-storage';

/** /ai-jobs: AI impact analysis of a role (spec section 2). Composes the ai-impact tool with the run plumbing. */
export function Component() {
  const session = useSession();
  const authDialog = useContext(AuthDialogContext);
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
          getToken={session.getToken}
          run={live.run}
          onRunStarted={setRunId}
          signInPrompt={
            uid ? undefined : (
              <SignInPrompt
                onSignIn={authDialog ? () => authDialog.openAuthDialog('sign-in') : undefined}
                onSignUp={authDialog ? () => authDialog.openAuthDialog('sign-up') : undefined}
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
                onRetry={() => void live.retry()}
                isRetrying={live.isRetrying}
                onCancel={() => void live.cancel()}
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
