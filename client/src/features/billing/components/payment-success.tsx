import { DELAYS } from '@fcs/shared/constants';
import type { UserProfile } from '@fcs/shared/entities';
import { ERRORS } from '@fcs/shared/messages';
import { ZAnyTier, type AnyTier } from '@fcs/shared/plans';
import { ROUTES } from '@fcs/shared/routes';
import { isActive, paymentSuccessDestination } from '@fcs/shared/tier-policy';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/button';
import { DocumentTitle } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { clearPendingSimulation, readPendingSimulation } from '../../../lib/pending-simulation';
import { isCurrentTier, planName, tierSimulationCount } from '../../../lib/plan-display';
import { useSession } from '../../../lib/session';
import '../billing.css';

type Phase = 'processing' | 'success' | 'not-active';

/** The plan bought is in force: active, and (for a current tier named in the URL) that tier. */
function isPaid(profile: UserProfile | null, tier: AnyTier | null): boolean {
  if (!isActive(profile)) return false;
  return tier === null || !isCurrentTier(tier) || profile.subscriptionTier === tier;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The post-payment page (spec section 4): 'Processing Payment...' for about 2 s, then success and a redirect
 * 2 s later if the plan is active; otherwise one more check 3 s later (redirect after 1 s), or the
 * 'Payment Processing' warning. Signed-out visitors go to /roles.
 */
export function PaymentSuccess() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const parsedTier = ZAnyTier.safeParse(params.get('tier'));
  const tier = parsedTier.success ? parsedTier.data : null;
  const session = useSession();
  const { status, refreshProfile } = session;
  const [phase, setPhase] = useState<Phase>('processing');
  const redirected = useRef(false);

  const goOn = useCallback(() => {
    if (redirected.current) return;
    redirected.current = true;
    const destination = paymentSuccessDestination(true, readPendingSimulation());
    clearPendingSimulation();
    navigate(destination, { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (status === 'signed-out') navigate(ROUTES.quiz, { replace: true });
  }, [status, navigate]);

  useEffect(() => {
    if (status !== 'signed-in') return;
    let cancelled = false;
    let redirectTimer: ReturnType<typeof setTimeout> | undefined;
    const succeed = (redirectAfterMs: number) => {
      setPhase('success');
      redirectTimer = setTimeout(goOn, redirectAfterMs);
    };
    void (async () => {
      await wait(DELAYS.paymentFirstWait);
      if (cancelled) return;
      if (isPaid(await refreshProfile(), tier)) {
        if (!cancelled) succeed(DELAYS.paymentRedirectActive);
        return;
      }
      await wait(DELAYS.paymentSecondWait);
      if (cancelled) return;
      const profile = await refreshProfile();
      if (cancelled) return;
      if (isPaid(profile, tier)) succeed(DELAYS.paymentRedirectLate);
      else setPhase('not-active');
    })();
    return () => {
      cancelled = true;
      clearTimeout(redirectTimer);
    };
  }, [status, tier, refreshProfile, goOn]);

  const shownTier: AnyTier | null = tier ?? session.profile?.subscriptionTier ?? null;

  return (
    <div className="page container container--narrow">
      <DocumentTitle title="Payment" />
      <section className="payment-status" aria-live="polite">
        {phase === 'processing' ? (
          <div className="payment-status__card">
            <Spinner size="lg" label="Processing Payment..." />
            <p className="payment-status__note">
              Confirming your payment with the payment provider. This takes a few seconds.
            </p>
          </div>
        ) : null}

        {phase === 'success' ? (
          <div className="payment-status__card payment-status__card--success">
            <svg
              className="payment-status__icon"
              viewBox="0 0 48 48"
              width="56"
              height="56"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.14" />
              <path
                d="M14 25l7 7 13-15"
                fill="none"
                stroke="currentColor"
                strokeWidth="3.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <h1 className="payment-status__title">Payment Successful!</h1>
            <dl className="payment-status__facts">
              <div>
                <dt>Plan</dt>
                <dd>{shownTier ? planName(shownTier) : 'Your plan'}</dd>
              </div>
              <div>
                <dt>Simulations</dt>
                <dd>{shownTier ? tierSimulationCount(shownTier, session.profile) : 'As in your plan'}</dd>
              </div>
            </dl>
            <p className="payment-status__note">Taking you to your simulations…</p>
            <Button size="lg" onClick={goOn}>
              Start Exploring Careers
            </Button>
          </div>
        ) : null}

        {phase === 'not-active' ? (
          <div className="payment-status__card payment-status__card--warning" role="alert">
            <svg
              className="payment-status__icon"
              viewBox="0 0 48 48"
              width="56"
              height="56"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.16" />
              <path d="M24 13v14M24 33v2" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
            </svg>
            <h1 className="payment-status__title">Payment Processing</h1>
            <p>{ERRORS.paymentNotActive}</p>
            <p className="payment-status__note">
              Your payment is safe: the plan switches on as soon as the payment provider confirms it.
            </p>
            <div className="payment-status__actions">
              <Button onClick={() => window.location.reload()}>Refresh Page</Button>
              <ButtonLink to={ROUTES.quiz} variant="secondary">
                Return to Quiz
              </ButtonLink>
            </div>
          </div>
        ) : null}
      </section>
    </div>
  );
}
