import { ROUTES } from '@fcs/shared/routes';
import { Badge } from '../../../components/badge';
import { Button, ButtonLink } from '../../../components/button';
import { usePaywall } from '../../../lib/paywall';
import { allowanceLabel, planName, statusLabel } from '../../../lib/plan-display';
import type { Session } from '../../../lib/session';

export interface AccountBadgeProps {
  session: Session;
  onLogout: () => void;
  /** Called when a link inside is followed (the dialog closes). */
  onNavigate?: () => void;
}

/** The signed-in state of the account dialog: initial, name, plan, simulation count and Logout. */
export function AccountBadge({ session, onLogout, onNavigate }: AccountBadgeProps) {
  const { user, profile } = session;
  const { openPaywall } = usePaywall();
  if (!user) return null;
  const name = user.displayName || user.email || 'Your account';
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <div className="account-badge">
      <div className="account-badge__identity">
        <span className="account-badge__avatar" aria-hidden="true">
          {initial}
        </span>
        <div className="account-badge__who">
          <p className="account-badge__name">{name}</p>
          {user.email && user.email !== name ? <p className="account-badge__email">{user.email}</p> : null}
        </div>
      </div>
      <dl className="account-badge__facts">
        <div>
          <dt>Plan</dt>
          <dd>
            {planName(user.tier)}{' '}
            {profile?.subscriptionStatus === 'active' ? (
              <Badge tone="accent">{statusLabel(profile)}</Badge>
            ) : user.tier === 'starter' ? (
              <Badge>Free</Badge>
            ) : profile ? (
              <Badge>{statusLabel(profile)}</Badge>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Simulations</dt>
          <dd>{profile ? allowanceLabel(profile) : 'Unknown (profile not loaded)'}</dd>
        </div>
      </dl>
      <div className="account-badge__actions">
        <Button
          variant="secondary"
          onClick={() => {
            onNavigate?.();
            openPaywall();
          }}
        >
          View Plans
        </Button>
        <ButtonLink to={ROUTES.settings} variant="secondary" onClick={onNavigate}>
          Settings
        </ButtonLink>
        <Button variant="ghost" onClick={onLogout}>
          Logout
        </Button>
      </div>
    </div>
  );
}
