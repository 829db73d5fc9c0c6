import { FREE_SIMULATION_PATH, settingsPath } from '@fcs/shared/routes';
import { BILLING_MESSAGES } from '@fcs/shared/billing';
import { LEGAL } from '@fcs/shared/constants';
import type { UserProfile } from '@fcs/shared/entities';
import { PLANS, TIERS, formatPrice, type Plan, type Tier } from '@fcs/shared/plans';
import { isActive } from '@fcs/shared/tier-policy';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button, ButtonLink } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Panel } from '../../../components/panel';
import { PlanCard } from '../../../components/plan-card';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-transport';
import { allowanceLabel, isCurrentTier, planName, statusLabel } from '../../../lib/plan-display';
import { useSession } from '../../../lib/session';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useStartCheckout } from '../api/create-checkout';
import '../billing.css';

const CANCEL_PATH = settingsPath('plan');

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(date);
}

function rank(tier: string): number {
  return (TIERS as readonly string[]).indexOf(tier);
}

/** The tier in force: the profile's tier when active, else starter (spec section 6: starter is the default). */
function effectiveTier(profile: UserProfile | null): Tier {
  return isActive(profile) && isCurrentTier(profile.subscriptionTier) ? profile.subscriptionTier : 'starter';
}

/** Settings > Plans: current plan, the other plans (Upgrade / Switch Plan), and Plan Management. */
export function PlanSettings() {
  const { profile } = useSession();
  const checkout = useStartCheckout();
  const current = effectiveTier(profile);
  const otherPlans = PLANS.filter((plan) => plan.id !== current);
  const { busyTier } = checkout;

  function actionFor(plan: Plan) {
    if (plan.id === 'starter') {
      return (
        <ButtonLink to={FREE_SIMULATION_PATH} variant="ghost" block>
          Open Free Simulation
        </ButtonLink>
      );
    }
    const label = rank(plan.id) > rank(current) ? 'Upgrade' : 'Switch Plan';
    return (
      <Button
        block
        variant={rank(plan.id) > rank(current) ? 'primary' : 'secondary'}
        disabled={busyTier !== null}
        aria-busy={busyTier === plan.id}
        aria-label={`${label} to ${plan.name}`}
        onClick={() => checkout.startCheckout(plan.id, { cancelPath: CANCEL_PATH })}
      >
        {busyTier === plan.id ? <Spinner size="sm" label="Starting checkout…" /> : label}
      </Button>
    );
  }

  return (
    <div className="plan-settings">
      <CurrentPlan profile={profile} tier={current} />

      <Panel
        title="Other plans"
        description="Prices in GBP. Essential and Pro are one-time payments; Elite is billed monthly."
      >
        {checkout.failure ? (
          <div className="paywall__error" role="alert">
            <p>{checkout.failure.message}</p>
            {checkout.failure.detail ? <p className="paywall__error-detail">{checkout.failure.detail}</p> : null}
          </div>
        ) : null}
        <ul className="plan-settings__grid">
          {otherPlans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} action={actionFor(plan)} />
            </li>
          ))}
        </ul>
      </Panel>

      <PlanManagement profile={profile} tier={current} />
    </div>
  );
}

function CurrentPlan({ profile, tier }: { profile: UserProfile | null; tier: Tier }) {
  const plan = PLANS.find((p) => p.id === tier);
  const periodEnd = formatDate(profile?.currentPeriodEnd ?? null);
  return (
    <Panel title="Current plan">
      <div className="current-plan">
        <div>
          <p className="current-plan__heading">
            <span className="current-plan__name">
              {planName(profile && isActive(profile) ? profile.subscriptionTier : tier)}
            </span>
            {tier === 'starter' ? (
              <Badge>Free plan</Badge>
            ) : profile ? (
              <Badge tone={profile.subscriptionStatus === 'active' ? 'accent' : 'neutral'}>
                {statusLabel(profile)}
              </Badge>
            ) : null}
          </p>
          <p className="current-plan__tagline">{plan?.tagline}</p>
        </div>
        <dl className="current-plan__facts">
          <div>
            <dt>Price</dt>
            <dd>{plan ? formatPrice(plan) : '—'}</dd>
          </div>
          <div>
            <dt>Simulations</dt>
            <dd>{profile ? allowanceLabel(profile) : '1 free simulation (Equity Research Analyst)'}</dd>
          </div>
          {tier === 'elite' && periodEnd ? (
            <div>
              <dt>{profile?.cancelAtPeriodEnd ? 'Access ends' : 'Renews'}</dt>
              <dd>{periodEnd}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {!profile ? (
        <p className="muted">Your profile could not be loaded; showing the free plan. Try Refresh Profile.</p>
      ) : null}
    </Panel>
  );
}

function PlanManagement({ profile, tier }: { profile: UserProfile | null; tier: Tier }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const busy = cancel.isPending;
  const cancelledNow = cancel.isSuccess;
  const error = cancel.error
    ? isApiError(cancel.error)
      ? cancel.error.message
      : 'The subscription could not be cancelled. Please try again.'
    : null;
  const periodEnd = formatDate(profile?.currentPeriodEnd ?? null);

  let content;
  if (tier === 'elite' && profile?.cancelAtPeriodEnd) {
    content = (
      <p role="status" className={cancelledNow ? 'plan-management__done' : undefined}>
        {cancelledNow ? 'Your Elite subscription is cancelled. ' : 'Your Elite subscription is set to end. '}
        {periodEnd
          ? `You keep every Elite feature until ${periodEnd}; after that your account returns to the free Starter plan and no further payments are taken.`
          : 'You keep every Elite feature until the end of the current billing period; no further payments are taken.'}
      </p>
    );
  } else if (tier === 'elite') {
    content = (
      <>
        <p>
          Elite renews every month{periodEnd ? `; the next renewal is on ${periodEnd}` : ''}. Cancel here at any time:
          you keep access until the end of the period you have paid for.
        </p>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Cancel Subscription
        </Button>
      </>
    );
  } else if (tier === 'essential' || tier === 'pro') {
    content = (
      <p>
        {BILLING_MESSAGES.noSubscription} Your {planName(tier)} plan stays yours. For a refund within {LEGAL.refundDays}{' '}
        days of purchase, e-mail <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>.
      </p>
    );
  } else {
    content = <p>You are on the free Starter plan: there is nothing to cancel.</p>;
  }

  return (
    <Panel title="Plan Management">
      {content}
      {error ? (
        <p className="paywall__error" role="alert">
          {error}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => (busy ? undefined : setConfirming(false))}
        title="Cancel your Elite subscription?"
        actions={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              Keep Subscription
            </Button>
            <Button
              disabled={busy}
              aria-busy={busy}
              onClick={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              {busy ? <Spinner size="sm" label="Cancelling…" /> : 'Cancel Subscription'}
            </Button>
          </>
        }
      >
        <p>
          No further payments will be taken. You keep every Elite feature until{' '}
          {periodEnd ?? 'the end of the current billing period'}, then your account returns to the free Starter plan.
        </p>
        {error ? (
          <p className="paywall__error" role="alert">
            {error}
          </p>
        ) : null}
      </Dialog>
    </Panel>
  );
}
