import { ZProfilePatch } from '@fcs/shared/accounts';
import { useId, useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-transport';
import { showServerErrors, useSchemaForm } from '../../../lib/forms';
import { allowanceLabel, planName, statusLabel } from '../../../lib/plan-display';
import { useSession } from '../../../lib/session';
import { useRefreshProfile, useUpdateProfile, type RefreshedProfile } from '../api/update-profile';
import '../profile.css';

const SAVE_FAILED = 'Could not save. Please try again.';

function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(date);
}

/** First 8 characters of a long id: enough to quote to support, short enough to read. */
function shortId(uid: string): string {
  return uid.length > 12 ? `${uid.slice(0, 8)}…` : uid;
}

/** Settings > Profile: who you are, your plan and allowance; edit your name and e-mail preferences. */
export function ProfileSettings() {
  const session = useSession();
  const { user, profile } = session;
  const refresh = useRefreshProfile();
  if (!user) return null;

  const name = user.displayName || user.email || 'Your account';

  return (
    <div className="profile-settings">
      <div className="profile-settings__identity">
        <span className="profile-settings__avatar" aria-hidden="true">
          {(name.trim()[0] ?? '?').toUpperCase()}
        </span>
        <div>
          <p className="profile-settings__name">{name}</p>
          <p className="profile-settings__email">{user.email}</p>
        </div>
        <Badge tone="accent" className="profile-settings__active">
          Account Active
        </Badge>
      </div>

      {!profile ? (
        <p className="profile-notice" role="status">
          Your profile could not be loaded, so plan details are missing. Use Refresh Profile to try again.
        </p>
      ) : null}

      <dl className="profile-facts">
        <div className="profile-facts__row">
          <dt>Name</dt>
          <dd>{profile ? <DisplayNameEditor current={profile.displayName} /> : user.displayName || '—'}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>Email</dt>
          <dd>{user.email || '—'}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>User ID</dt>
          <dd>
            <code title={user.uid}>{shortId(user.uid)}</code>
          </dd>
        </div>
        <div className="profile-facts__row">
          <dt>Subscription tier</dt>
          <dd>{planName(user.tier)}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>Subscription status</dt>
          <dd>
            {profile ? (
              <span className="profile-inline">
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
        <div className="profile-facts__row">
          <dt>Simulation allowance</dt>
          <dd>{profile ? allowanceLabel(profile) : '—'}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>Member since</dt>
          <dd>{formatDate(profile?.createdAt)}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>Last sign-in</dt>
          <dd>{formatDate(profile?.lastLogin)}</dd>
        </div>
      </dl>

      {profile ? <MarketingPreference optedIn={profile.marketingOptIn} /> : null}

      <div className="profile-actions">
        <Button
          variant="secondary"
          onClick={() => refresh.mutate()}
          disabled={refresh.isPending}
          aria-busy={refresh.isPending}
        >
          {refresh.isPending ? <Spinner size="sm" label="Refreshing…" /> : 'Refresh Profile'}
        </Button>
        <Button variant="ghost" onClick={() => void session.signOut()}>
          Sign Out
        </Button>
        {refresh.isSuccess ? (
          <p className="profile-actions__note" role="status">
            {refreshNote(refresh.data)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Spec section 8: a failed refresh is not an error for the user; say only whether it worked. */
function refreshNote({ profile, changed }: RefreshedProfile): string {
  if (!profile) return 'Could not reach the server. Please try again.';
  return changed ? 'Profile refreshed.' : 'Profile is up to date.';
}

function DisplayNameEditor({ current }: { current: string }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm(ZProfilePatch, { defaultValues: { displayName: current } });
  const { register, formState, setError, reset } = form;
  const update = useUpdateProfile();
  const error = formState.errors.displayName?.message ?? formState.errors.root?.server?.message;

  if (!editing) {
    return (
      <span className="profile-inline">
        <span>{current}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            reset({ displayName: current });
            update.reset();
            setEditing(true);
          }}
        >
          Edit<span className="visually-hidden"> name</span>
        </Button>
      </span>
    );
  }

  const save = form.handleSubmit(({ displayName }) =>
    update.mutate(
      { displayName },
      {
        onSuccess: () => setEditing(false),
        onError: (err) => showServerErrors(setError, err, { fields: ['displayName'], fallback: SAVE_FAILED }),
      },
    ),
  );

  return (
    <form className="profile-name-form" onSubmit={(event) => void save(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`} className="visually-hidden">
          Display name
        </label>
        <input
          id={`${id}-name`}
          autoComplete="name"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('displayName')}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="profile-name-form__buttons">
        <Button type="submit" size="sm" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function MarketingPreference({ optedIn }: { optedIn: boolean }) {
  const update = useUpdateProfile();
  const note = update.isSuccess
    ? update.variables.marketingOptIn
      ? 'Subscribed. Thank you!'
      : 'Unsubscribed.'
    : update.error
      ? isApiError(update.error)
        ? (update.error.fields.marketingOptIn ?? update.error.message)
        : SAVE_FAILED
      : null;

  return (
    <div className="profile-preference">
      <label className="profile-preference__label">
        <input
          type="checkbox"
          checked={optedIn}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ marketingOptIn: e.target.checked })}
        />
        <span>
          <strong>Career tips and product news</strong>
          <span className="profile-preference__hint">An occasional e-mail; unsubscribe here any time.</span>
        </span>
      </label>
      {note ? (
        <p className="profile-preference__note" role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}
