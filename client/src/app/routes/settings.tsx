import { Navigate } from 'react-router';
import { Spinner } from '../../components/spinner';
import { PlanSettings } from '../../features/billing/components/plan-settings';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { useSession } from '../../lib/session';
import { settingsRedirect } from '@fcs/shared/tier-policy';

/** /settings: signed-in only; everyone else goes to / (spec section 2). Plans come from the billing feature. */
export function Component() {
  const { status } = useSession();
  if (status === 'loading') {
    return (
      <div className="page container">
        <Spinner label="Loading your settings…" />
      </div>
    );
  }
  const redirect = settingsRedirect(status === 'signed-in');
  if (redirect) return <Navigate to={redirect} replace />;
  return <SettingsPage plansTab={<PlanSettings />} />;
}
