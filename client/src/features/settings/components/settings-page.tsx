import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { Tabs } from '../../../components/tabs';
import { LegalTab } from './legal-tab';
import { ProfileTab } from './profile-tab';
import '../settings.css';

const TAB_IDS = ['profile', 'plan', 'legal'] as const;
type TabId = (typeof TAB_IDS)[number];

function toTabId(value: string | null): TabId {
  return (TAB_IDS as readonly string[]).includes(value ?? '') ? (value as TabId) : 'profile';
}

export interface SettingsPageProps {
  /** The Plans tab's content (the billing feature's plan settings, composed by the route). */
  plansTab: ReactNode;
}

/** Settings with the Profile / Plans / Legal tabs of spec section 2; ?tab=plan opens Plans. */
export function SettingsPage({ plansTab }: SettingsPageProps) {
  const [params, setParams] = useSearchParams();
  const selected = toTabId(params.get('tab'));

  return (
    <Page title="Settings" eyebrow="Your account" lead="Your profile, your plan, and the terms that come with it.">
      <Tabs
        label="Settings sections"
        selectedId={selected}
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
          { id: 'profile', label: 'Profile', content: <ProfileTab /> },
          { id: 'plan', label: 'Plans', content: plansTab },
          { id: 'legal', label: 'Legal', content: <LegalTab /> },
        ]}
      />
    </Page>
  );
}
