import { hasFeature } from '@fcs/shared/tier-policy';
import {
  ZNewsInterpretationRunInput,
  ZNewsInterpretationRunResult,
  type NewsInterpretationRequest,
} from '@fcs/shared/workflows/news-interpretation';
import { useContext } from 'react';
import { Page } from '../../components/page';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Spinner } from '../../components/spinner';
import { AccountDialogContext } from '../../lib/account-dialog';
import { useSession } from '../../lib/session';
import { NewsInterpreterTool } from '../../features/news-interpreter/components/news-interpreter-tool';
import { RunHistory } from '../../features/runs/components/run-history';
import { ToolRunProgress } from '../../features/runs/components/tool-run-progress';
import { useToolRun } from '../../features/runs/hooks/use-tool-run';

/** ROUTES.newsInterpreter (/news-interpreter): News Interpretation Simulator (spec section 2). */
export function Component() {
  const accountDialog = useContext(AccountDialogContext);
  const session = useSession();
  const tool = useToolRun({
    workflow: 'news_interpretation',
    result: ZNewsInterpretationRunResult,
    input: ZNewsInterpretationRunInput,
  });
  // Elite's enhanced endpoint, by the profile the api returned; the api refuses it to anyone else (403).
  const enhanced = hasFeature(session.profile, 'enhanced_endpoints');

  // Spec section 8: a failed enhanced request retries the standard endpoint (e.g. the plan lapsed meanwhile).
  async function interpret(request: NewsInterpretationRequest, useEnhanced: boolean) {
    if (useEnhanced && (await tool.start('/news-interpreter/analyze-enhanced', request))) return;
    await tool.start('/news-interpreter/analyze', request);
  }

  return (
    <Page
      title="News Interpretation Simulator"
      eyebrow="AI analysis tools"
      lead="Upload news articles or fetch the latest, and see how a seasoned professional in your chosen role reads them: an executive summary, key insights with their impact, and recommendations."
    >
      {tool.sessionStatus === 'loading' ? (
        <Spinner label="Loading your session…" />
      ) : (
        <NewsInterpreterTool
          uid={tool.uid}
          enhanced={enhanced}
          isBusy={tool.isBusy}
          onStart={(request, useEnhanced) => void interpret(request, useEnhanced)}
          startError={tool.startErrorMessage}
          result={tool.result}
          activeArticleId={tool.input?.article.id ?? null}
          signInPrompt={
            tool.uid ? undefined : (
              <SignInPrompt
                title="Sign in to interpret articles"
                onSignIn={accountDialog ? () => accountDialog.openAccountDialog('sign-in') : undefined}
                onSignUp={accountDialog ? () => accountDialog.openAccountDialog('sign-up') : undefined}
              />
            )
          }
          progress={<ToolRunProgress tool={tool} title="Interpretation Progress" />}
          history={
            <RunHistory
              types={['news_interpretation']}
              title="Previous Interpretations"
              emptyText="Your interpretations will be listed here."
              activeRunId={tool.runId}
              actionLabel="View Details"
            />
          }
        />
      )}
    </Page>
  );
}
