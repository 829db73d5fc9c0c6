import { useContext } from 'react';
import { Page } from '../../components/page';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Spinner } from '../../components/spinner';
import { AccountDialogContext } from '../../lib/account-dialog';
import { useSession } from '../../lib/session';
import { AllAnalyses } from '../../features/runs/components/all-analyses';

/** ROUTES.analyses (/analyses): every analysis the user ran, across the tools, each reopened on its tool's page. */
export function Component() {
  const session = useSession();
  const accountDialog = useContext(AccountDialogContext);
  return (
    <Page
      title="My Analyses"
      eyebrow="AI analysis tools"
      lead="Every analysis you have run, newest first. Open one to read its result again, or to follow it live while it is still running."
    >
      {session.status === 'loading' ? (
        <Spinner label="Loading your session…" />
      ) : session.user ? (
        <AllAnalyses />
      ) : (
        <SignInPrompt
          title="Sign in to see your analyses"
          onSignIn={accountDialog ? () => accountDialog.openAccountDialog('sign-in') : undefined}
          onSignUp={accountDialog ? () => accountDialog.openAccountDialog('sign-up') : undefined}
        >
          Your analyses are saved to your account. Sign in to find them again.
        </SignInPrompt>
      )}
    </Page>
  );
}
