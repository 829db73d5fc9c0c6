import { ROUTES, PRICING_PATH, simulationPath, quizPath } from '@fcs/shared/routes';
import { hasCompletedQuiz, isActive, isElite, simulationLimit } from '@fcs/shared/tier-policy';
import { ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { Panel } from '../../components/panel';
import { Spinner } from '../../components/spinner';
import { useJobList } from '../../lib/job-list';
import { SimulationList } from '../../features/sandbox/components/simulation-list';
import { availableSimulations } from '../../features/sandbox/simulation-access';
import { useSession } from '../../lib/session';

/** /sandbox: the simulations the user's plan opens (the free one for everybody). */
export function Component() {
  const session = useSession();
  const jobs = useJobList();
  const choices = availableSimulations(session.profile, jobs.data);
  const hasPlan = isActive(session.profile);
  // Essential and pro open simulations from the quiz's matches: without a quiz there is nothing to open yet.
  const needsQuiz = hasPlan && !isElite(session.profile) && !hasCompletedQuiz(session.profile);

  return (
    <Page
      title="AI Simulations"
      eyebrow="Your simulations"
      lead="Step into a working week of a finance role: its inbox, tasks, meetings, files, news, fundamentals and the companies it deals with."
    >
      {session.status === 'loading' ? (
        <Spinner label="Loading your simulations…" />
      ) : (
        <>
          {needsQuiz ? (
            <Panel
              className="sim-upsell sim-upsell--first"
              title="Take the quiz to choose your simulations"
              description={`Your plan opens ${simulationLimit(session.profile)} simulations from your top quiz matches. Answer the 15 questions and they appear here.`}
              actions={<ButtonLink to={quizPath({ required: true })}>Take the Career Quiz</ButtonLink>}
            />
          ) : null}
          <SimulationList choices={choices} hrefFor={simulationPath} />
          {!hasPlan ? (
            <Panel
              className="sim-upsell"
              tone="subtle"
              title="Want to try the roles that fit you?"
              description="Take the career quiz to see your top matches, then choose a plan to open their simulations."
              actions={
                <>
                  <ButtonLink to={ROUTES.quiz}>Take Job Matching Quiz</ButtonLink>
                  <ButtonLink to={PRICING_PATH} variant="secondary">
                    See plans
                  </ButtonLink>
                </>
              }
            />
          ) : null}
        </>
      )}
    </Page>
  );
}
