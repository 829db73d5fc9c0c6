import { ROUTES, FREE_SIMULATION_PATH } from '@fcs/shared/routes';
import { LEGAL } from '@fcs/shared/constants';
import { PLANS, isPurchasable, type Plan } from '@fcs/shared/plan-catalogue';
import { Button, ButtonLink } from '../../../components/button';
import { PlanCard } from '../../../components/plan-card';
import { usePaywall } from '../../../lib/paywall';
import '../marketing.css';

/**
 * Starter opens the free simulation. Essential and Pro pick simulations from quiz matches, so they start at the
 * quiz (whose results offer the plans); Elite covers every role and opens the paywall straight away.
 */
function PlanAction({ plan }: { plan: Plan }) {
  const { openPaywall } = usePaywall();
  if (!isPurchasable(plan)) {
    return (
      <ButtonLink to={FREE_SIMULATION_PATH} variant="secondary" block>
        Start for free
      </ButtonLink>
    );
  }
  if (plan.isSubscription) {
    return (
      <Button variant={plan.popular ? 'primary' : 'secondary'} block onClick={() => openPaywall()}>
        Choose {plan.name}
      </Button>
    );
  }
  return (
    <ButtonLink to={ROUTES.quiz} variant={plan.popular ? 'primary' : 'secondary'} block>
      Choose {plan.name}
    </ButtonLink>
  );
}

/** The pricing grid (anchor #pricing) built from PLANS. */
export function PricingGrid() {
  return (
    <section id="pricing" className="section section--subtle pricing" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section__header section__header--center">
          <span className="eyebrow">Plans and pricing</span>
          <h2 id="pricing-title">Start free. Pay only when you want more roles.</h2>
          <p className="section__lead">
            One-time prices for a shortlist of your matches, or a monthly subscription for every role. All prices in
            GBP.
          </p>
        </div>
        <ul className="pricing__grid">
          {PLANS.map((plan) => (
            <li key={plan.id} className="pricing__item">
              <PlanCard plan={plan} action={<PlanAction plan={plan} />} />
            </li>
          ))}
        </ul>
        <p className="pricing__guarantee">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z M9 12l2 2 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </svg>
          <span>
            <strong>{LEGAL.refundDays}-day money-back guarantee</strong> on every paid plan. Essential and Pro start
            with the career quiz, so your simulations come from your own top matches.
          </span>
        </p>
      </div>
    </section>
  );
}
