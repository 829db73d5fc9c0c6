import { ZProfilePatch } from '@fcs/shared/accounts';
import { zodIssuesToFields } from '@fcs/shared/api-error';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { allowanceLabel, planName, statusLabel } from '../../../lib/plan-display';
import { useSession } from '../../../lib/session';
import { updateProfile } from '../api/update-profile';

function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(date);
}

/** First 8 characters of a long id: enough to quote to support, short enough to read. */
function shortId(uid: string): string {
  return uid.length > 12 ? `${uid.slice(0, 8)}…` : uid;
}

function messageOf(error: unknown, field: string): string {
  if (isApiError(error)) return error.fields[field] ?? error.message;
  return 'Could not save. Please try again.';
}

/** Settings > Profile: who you are, your plan and allowance; edit your name and e-mail preferences. */
export function ProfileTab() {
  const session = useSession();
  const { user, profile } = session;
  const [refreshing, setRefreshing] = useState(false);
  const [refreshNote, setRefreshNote] = useState<string | null>(null);
  if (!user) return null;

  async function refresh() {
    setRefreshing(true);
    setRefreshNote(null);
    const before = session.profile;
    const after = await session.refreshProfile();
    setRefreshing(false);
    // Spec section 8: a failed refresh is not an error for the user; say only whether it worked.
    setRefreshNote(
      after && after !== before
        ? 'Profile refreshed.'
        : after
          ? 'Profile is up to date.'
          : 'Could not reach the server. Please try again.',
    );
  }

  const name = user.displayName || user.email || 'Your account';

  return (
    <div className="settings-profile">
      <div className="settings-profile__identity">
        <span className="settings-profile__avatar" aria-hidden="true">
          {(name.trim()[0] ?? '?').toUpperCase()}
        </span>
        <div>
          <p className="settings-profile__name">{name}</p>
          <p className="settings-profile__email">{user.email}</p>
        </div>
        <Badge tone="accent" className="settings-profile__active">
          Account Active
        </Badge>
      </div>

      {!profile ? (
        <p className="settings-notice" role="status">
          Your profile could not be loaded, so plan details are missing. Use Refresh Profile to try again.
        </p>
      ) : null}

      <dl className="settings-facts">
        <div className="settings-facts__row">
          <dt>Name</dt>
          <dd>{profile ? <DisplayNameEditor current={profile.displayName} /> : user.displayName || '—'}</dd>
        </div>
        <div className="settings-facts__row">
          <dt>Email</dt>
          <dd>{user.email || '—'}</dd>
        </div>
        <div className="settings-facts__row">
          <dt>User ID</dt>
          <dd>
            <code title={user.uid}>{shortId(user.uid)}</code>
          </dd>
        </div>
        <div className="settings-facts__row">
          <dt>Subscription tier</dt>
          <dd>{planName(user.tier)}</dd>
        </div>
        <div className="settings-facts__row">
          <dt>Subscription status</dt>
          <dd>
            {profile ? (
              <span className="settings-inline">
                <Badge tone={profile.subscriptionStatus === 'active' ? 'accent' : 'neutral'}>
                  {statusLabel(profile)}
                </Badge>
                {profile.subscriptionStatus !== 'active' ? <span className="muted">No paid plan yet</span> : null}
              </span>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div className="settings-facts__row">
          <dt>Simulation allowance</dt>
          <dd>{profile ? allowanceLabel(profile) : '—'}</dd>
        </div>
        <div className="settings-facts__row">
          <dt>Member since</dt>
          <dd>{formatDate(profile?.createdAt)}</dd>
        </div>
        <div className="settings-facts__row">
          <dt>Last sign-in</dt>
          <dd>{formatDate(profile?.lastLogin)}</dd>
        </div>
      </dl>

      {profile ? <MarketingPreference optedIn={profile.marketingOptIn} /> : null}

      <div className="settings-actions">
        <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing}>
          {refreshing ? <Spinner size="sm" label="Refreshing…" /> : 'Refresh Profile'}
        </Button>
        <Button variant="ghost" onClick={() => void session.signOut()}>
          Sign Out
        </Button>
        {refreshNote ? (
          <p className="settings-actions__note" role="status">
            {refreshNote}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function DisplayNameEditor({ current }: { current: string }) {
  const id = useId();
  const { setProfile } = useSession();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!editing) {
    return (
      <span className="settings-inline">
        <span>{current}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setValue(current);
            setError(null);
            setEditing(true);
          }}
        >
          Edit<span className="visually-hidden"> name</span>
        </Button>
      </span>
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZProfilePatch.safeParse({ displayName: value });
    if (!parsed.success) {
      setError(zodIssuesToFields(parsed.error.issues).displayName ?? parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      setProfile(await updateProfile({ displayName: value.trim() }));
      setEditing(false);
    } catch (err) {
      setError(messageOf(err, 'displayName'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="settings-name-form" onSubmit={save} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`} className="visually-hidden">
          Display name
        </label>
        <input
          id={`${id}-name`}
          value={value}
          autoComplete="name"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="settings-name-form__buttons">
        <Button type="submit" size="sm" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button size="sm" variant="ghost" disabled={saving} onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function MarketingPreference({ optedIn }: { optedIn: boolean }) {
  const { setProfile } = useSession();
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  async function toggle(next: boolean) {
    setSaving(true);
    setNote(null);
    try {
      setProfile(await updateProfile({ marketingOptIn: next }));
      setNote(next ? 'Subscribed. Thank you!' : 'Unsubscribed.');
    } catch (err) {
      setNote(messageOf(err, 'marketingOptIn'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="settings-preference">
      <label className="settings-preference__label">
        <input type="checkbox" checked={optedIn} disabled={saving} onChange={(e) => void toggle(e.target.checked)} />
        <span>
          <strong>Career tips and product news</strong>
          <span className="settings-preference__hint">An occasional e-mail; unsubscribe here any time.</span>
        </span>
      </label>
      {note ? (
        <p className="settings-preference__note" role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}
