import { ROUTES, simulationPath } from '@fcs/shared/routes';
import type { PurchasableTier } from '@fcs/shared/billing';
import { DELAYS, FREE_JOB_ID, QUIZ } from '@fcs/shared/constants';
import type { MatchedJob } from '@fcs/shared/entities';
import { VALIDATION } from '@fcs/shared/messages';
import { PLANS, getPlan, isPurchasable, type Plan } from '@fcs/shared/plans';
import { isActive } from '@fcs/shared/tier-policy';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PlanCard } from '../../../components/plan-card';
import { Spinner } from '../../../components/spinner';
import type { OpenPaywallOptions } from '../../../lib/paywall';
import { useSession } from '../../../lib/session';
import { useStartCheckout } from '../api/create-checkout';
import { clearSelection, readSelection, rememberSelection } from '../paywall-memory';
import '../billing.css';

/** What the app layer renders as the paywall's inline sign-up (the accounts feature's form). */
export interface PaywallSignUpSlotProps {
  /** Called once the new account is signed in. */
  onAuthenticated: () => void;
  /** Label of the submit button, e.g. 'Create Account & Continue'. */
  signUpLabel: string;
}

export interface PaywallModalProps {
  options: OpenPaywallOptions;
  onClose: () => void;
  /** The inline sign-up form, composed by the app from the accounts feature. */
  SignUpForm: ComponentType<PaywallSignUpSlotProps>;
}

type Step = { kind: 'plans' } | { kind: 'sign-up'; tier: PurchasableTier } | { kind: 'waiting'; tier: PurchasableTier };

/**
 * The paywall of spec sections 2 and 4: the plans with the top 3 matches; a signed-out buyer's plan and job are
 * remembered in sessionStorage while the inline sign-up form is shown, and payment starts 1 s after sign-up.
 */
export function PaywallModal({ options, onClose, SignUpForm }: PaywallModalProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const checkout = useStartCheckout();
  const { startCheckout } = checkout;
  const [step, setStep] = useState<Step>({ kind: 'plans' });
  const contentRef = useRef<HTMLDivElement>(null);
  const jobId = options.jobId ?? null;
  const topMatches = (options.topMatches ?? []).slice(0, QUIZ.paywallMatches);
  const chosenJob = jobId ? options.topMatches?.find((job) => job.job_id === jobId) : undefined;
  const cancelPath = `${location.pathname}${location.search}`;
  const profile = session.profile;
  const currentTier = isActive(profile) ? profile.subscriptionTier : null;

  // A new step starts at its top (the plans may have been scrolled on a phone) with focus on its first element.
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const dialog = content.closest('dialog');
    if (dialog) dialog.scrollTop = 0;
    if (step.kind === 'sign-up') content.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  }, [step.kind]);

  useEffect(() => {
    if (step.kind !== 'waiting') return;
    // Spec: payment starts 1 s after sign-up, with the plan and job remembered before it.
    const timer = setTimeout(() => {
      const remembered = readSelection();
      clearSelection();
      startCheckout(
        remembered?.tier ?? step.tier,
        { jobId: remembered ? remembered.jobId : jobId, cancelPath },
        // Back to the plans: on failure the error shows there; on success the page is already leaving.
        () => setStep({ kind: 'plans' }),
      );
    }, DELAYS.signUpToPayment);
    return () => clearTimeout(timer);
  }, [step, startCheckout, jobId, cancelPath]);

  function choose(plan: Plan) {
    if (plan.id === 'starter') {
      onClose();
      navigate(simulationPath(FREE_JOB_ID));
      return;
    }
    if (!isPurchasable(plan)) {
      onClose();
      navigate(ROUTES.quiz);
      return;
    }
    const tier = plan.id as PurchasableTier;
    if (session.status !== 'signed-in') {
      rememberSelection(tier, jobId);
      setStep({ kind: 'sign-up', tier });
      return;
    }
    startCheckout(tier, { jobId, cancelPath });
  }

  const busyTier = checkout.busyTier ?? (step.kind === 'waiting' ? step.tier : null);
  const busy = busyTier !== null;

  let body: ReactNode;
  if (busy) {
    body = (
      <div className="paywall__progress">
        <Spinner
          size="lg"
          label={
            checkout.isRedirecting
              ? 'Redirecting to secure checkout…'
              : `Starting checkout for ${getPlan(busyTier).name}…`
          }
        />
        {step.kind === 'waiting' && checkout.busyTier === null ? <p>Your account is ready.</p> : null}
      </div>
    );
  } else if (step.kind === 'sign-up') {
    const plan = getPlan(step.tier);
    body = (
      <div className="paywall__sign-up">
        <div className="paywall__chosen">
          <p className="paywall__chosen-label">You chose</p>
          <p className="paywall__chosen-plan">
            {plan.name} <span>{plan.tagline}</span>
          </p>
          <Button variant="ghost" size="sm" onClick={() => setStep({ kind: 'plans' })}>
            Change plan
          </Button>
        </div>
        <p className="paywall__notice" role="status">
          {VALIDATION.signInToPurchase}. Create your account and checkout starts right after.
        </p>
        <SignUpForm
          onAuthenticated={() => setStep({ kind: 'waiting', tier: step.tier })}
          signUpLabel="Create Account & Continue"
        />
      </div>
    );
  } else {
    body = (
      <>
        {topMatches.length > 0 ? <TopMatches matches={topMatches} chosenJobId={jobId} /> : null}
        {jobId ? (
          <p className="paywall__notice">
            {chosenJob ? `${chosenJob.title} needs a paid plan.` : 'This simulation needs a paid plan.'} After payment
            it opens straight away.
          </p>
        ) : null}
        {checkout.failure ? (
          <div className="paywall__error" role="alert">
            <p>{checkout.failure.message}</p>
            {checkout.failure.detail ? <p className="paywall__error-detail">{checkout.failure.detail}</p> : null}
          </div>
        ) : null}
        <ul className="paywall__plans">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                isCurrent={currentTier === plan.id}
                action={
                  <Button
                    block
                    variant={plan.popular ? 'primary' : 'secondary'}
                    disabled={currentTier === plan.id && plan.id !== 'starter'}
                    onClick={() => choose(plan)}
                  >
                    {planButtonLabel(plan, currentTier)}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
        <p className="paywall__guarantee">
          Prices in GBP. Paid plans carry a 30-day money-back guarantee. Payment is taken on a secure hosted checkout
          page.
        </p>
      </>
    );
  }

  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={step.kind === 'sign-up' ? 'Create your account' : 'Unlock more simulations'}
    >
      <div className="paywall" ref={contentRef}>
        {body}
      </div>
    </Dialog>
  );
}

function planButtonLabel(plan: Plan, currentTier: string | null): string {
  if (plan.id === 'starter') return 'Try Free Simulation';
  if (currentTier === plan.id) return 'Current Plan';
  return `Choose ${plan.name}`;
}

function TopMatches({ matches, chosenJobId }: { matches: readonly MatchedJob[]; chosenJobId: string | null }) {
  return (
    <section className="paywall__matches" aria-labelledby="paywall-matches-title">
      <h3 id="paywall-matches-title" className="paywall__matches-title">
        Your top matches
      </h3>
      <ol className="paywall__match-list">
        {matches.map((job) => (
          <li
            key={job.job_id}
            className={job.job_id === chosenJobId ? 'paywall__match paywall__match--chosen' : 'paywall__match'}
          >
            <span className="paywall__match-title">{job.title}</span>
            <span className="paywall__match-score">{Math.round(job.match)}% match</span>
            <span className="paywall__match-bar" aria-hidden="true">
              <span style={{ width: `${Math.max(0, Math.min(100, job.match))}%` }} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
