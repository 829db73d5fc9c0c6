import { ACCOUNT_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@fcs/shared/accounts';
import { Button } from '../../../components/button';
import { usePublicConfig } from '../../../lib/public-config';

export interface ResetSentProps {
  email: string;
  onBack: () => void;
}

/** The 'Email Sent!' confirmation after a reset request. */
export function ResetSent({ email, onBack }: ResetSentProps) {
  const config = usePublicConfig();
  const identity = config.data?.identity;
  const usesDevOutbox = identity?.kind === 'local' && identity.devOutbox;
  const savesToFolder = identity?.kind === 'local' && identity.mail === 'outbox';
  return (
    <div className="reset-sent" role="status">
      <svg className="reset-sent__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.12" />
        <path
          d="M13 17h22v14H13z M13 17l11 8 11-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <h3 className="reset-sent__title">Email Sent!</h3>
      <p>
        {ACCOUNT_MESSAGES.resetEmailSent} We sent it to <strong>{email}</strong>. The link works for{' '}
        {PASSWORD_RESET_TTL_MINUTES} minutes and only once.
      </p>
      {usesDevOutbox ? (
        <p className="reset-sent__dev">
          This copy runs without an e-mail server, so the message went to the development outbox instead:{' '}
          <a href="/api/dev/outbox" target="_blank" rel="noreferrer">
            open the outbox
          </a>
          .
        </p>
      ) : savesToFolder ? (
        <p className="reset-sent__dev">
          This copy runs without an e-mail server, so the message was saved in the outbox folder of the computer running
          it.
        </p>
      ) : (
        <p className="reset-sent__hint">Nothing after a few minutes? Check your spam folder.</p>
      )}
      <Button variant="secondary" block onClick={onBack}>
        Back to Login
      </Button>
    </div>
  );
}
