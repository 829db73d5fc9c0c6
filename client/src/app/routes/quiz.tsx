import { QUIZ } from '@fcs/shared/constants';
import type { QuizMatch } from '@fcs/shared/quiz/contract';
import { ROUTES } from '@fcs/shared/routes';
import { selectJobDestination } from '@fcs/shared/tier-policy';
import { useContext } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { QuizScreen } from '../../features/quiz/components/quiz-screen';
import { AccountDialogContext } from '../../lib/account-dialog';
import { PaywallContext } from '../../lib/paywall';
import { useSession } from '../../lib/session';

/** ROUTES.quiz (/roles): the career quiz and its results (spec section 2, "Quiz screen"). */
export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read the contexts directly: either modal may be missing in a stripped-down layout, and the spec says what to do then.
  const paywall = useContext(PaywallContext);
  const accountDialog = useContext(AccountDialogContext);

  function trySimulation(match: QuizMatch, matches: readonly QuizMatch[]) {
    const destination = selectJobDestination(session.profile, match.job_id);
    if (destination.kind === 'sandbox') {
      void navigate(destination.path);
    } else if (paywall) {
      paywall.openPaywall({ jobId: match.job_id, topMatches: matches.slice(0, QUIZ.paywallMatches) });
    } else {
      void navigate(ROUTES.quiz);
    }
  }

  return (
    <Page
      title="Find Your Perfect Finance Role"
      eyebrow="Career Quiz"
      lead="Fifteen questions about your interests, skills, experience and personality, matched against more than 130 roles across financial services."
    >
      <QuizScreen
        required={params.get('required') === 'true'}
        session={session}
        onTrySimulation={trySimulation}
        onResultsSaved={() => void session.refreshProfile()}
        onSignIn={accountDialog ? () => accountDialog.openAccountDialog('sign-up') : undefined}
      />
    </Page>
  );
}
