import { SETTINGS_TABS, type SettingsTab } from '@fcs/shared/routes';
import { settingsRedirect } from '@fcs/shared/tier-policy';
import { Navigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { Spinner } from '../../components/spinner';
import { Tabs } from '../../components/tabs';
import { PlanSettings } from '../../features/billing/components/plan-settings';
import { LegalSummary } from '../../features/legal/components/legal-summary';
import { ProfileSettings } from '../../features/profile/components/profile-settings';
import { useSession } from '../../lib/session';

function toTab(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab === value) ?? 'profile';
}

/**
 * /settings: signed-in only, everyone else goes to / (spec section 2). The Profile, Plans and Legal tabs come
 * from the profile, billing and legal features; ?tab=plan opens Plans.
 */
export function Component() {
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  if (status === 'loading') {
    return (
      <div className="page container">
        <Spinner label="Loading your settings…" />
      </div>
    );
  }
  const redirect = settingsRedirect(status === 'signed-in');
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <Page title="Settings" eyebrow="Your account" lead="Your profile, your plan, and the terms that come with it.">
      <Tabs
        label="Settings sections"
        selectedId={toTab(params.get('tab'))}
        onSelect={(id) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (id === 'profile') next.delete('tab');
              else next.set('tab', id);
              return next;
            },
            { replace: true },
          )
        }
        tabs={[
          { id: 'profile', label: 'Profile', content: <ProfileSettings /> },
          { id: 'plan', label: 'Plans', content: <PlanSettings /> },
          { id: 'legal', label: 'Legal', content: <LegalSummary /> },
        ]}
      />
    </Page>
  );
}
