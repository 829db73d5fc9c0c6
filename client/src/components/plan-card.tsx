import { formatPrice, formatSimulations, type Plan } from '@fcs/shared/plan-catalogue';
import type { ReactNode } from 'react';
import { Badge } from './badge';
import { Card } from './card';
import './plan-card.css';

export interface PlanCardProps {
  plan: Plan;
  /** The plan's button or link (pricing grid: a link; paywall: a purchase button). */
  action: ReactNode;
  /** Marks the plan the user is on (Settings, paywall). */
  isCurrent?: boolean;
}

function priceNote(plan: Plan): string {
  if (plan.price === 0) return 'No card needed';
  return plan.isSubscription ? 'Billed monthly, cancel any time' : 'One-time payment';
}

/** One plan of spec section 1: name, tagline, GBP price, simulations, features, 'Most Popular' badge. */
export function PlanCard({ plan, action, isCurrent = false }: PlanCardProps) {
  const [amount, period] = formatPrice(plan).split('/');
  const simulations = formatSimulations(plan.simulations);
  return (
    <Card as="article" highlighted={plan.popular} className="plan-card" aria-label={`${plan.name} plan`}>
      <div className="plan-card__badges">
        {plan.popular ? <Badge tone="accent">Most Popular</Badge> : null}
        {isCurrent ? <Badge>Current plan</Badge> : null}
      </div>
      <h3 className="plan-card__name">{plan.name}</h3>
      <p className="plan-card__tagline">{plan.tagline}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{amount}</span>
        {period ? <span className="plan-card__period">/{period}</span> : null}
      </p>
      <p className="plan-card__price-note">{priceNote(plan)}</p>
      <p className="plan-card__simulations">
        <strong>{simulations}</strong> {plan.simulations === 1 ? 'simulation' : 'simulations'}
        {plan.simulations === 'unlimited' ? <span className="visually-hidden"> (unlimited)</span> : null}
      </p>
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="plan-card__action">{action}</div>
    </Card>
  );
}
