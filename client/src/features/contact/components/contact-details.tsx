import { LEGAL } from '@fcs/shared/constants';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/panel';
import '../contact.css';

export interface ContactDetailsProps {
  /** Link to the privacy policy (the route composes it, so this feature does not know the URL). */
  privacyLink: ReactNode;
}

/** Support email, response time and where refunds and data requests are explained. */
export function ContactDetails({ privacyLink }: ContactDetailsProps) {
  return (
    <Panel title="Email support">
      <dl className="contact-details">
        <dt>Email</dt>
        <dd>
          <a className="contact-details__email" href={`mailto:${LEGAL.supportEmail}`}>
            {LEGAL.supportEmail}
          </a>
        </dd>
        <dt>Response time</dt>
        <dd>We reply within {LEGAL.contactResponseHours} hours.</dd>
        <dt>Refunds</dt>
        <dd>Paid plans have a {LEGAL.refundDays}-day money-back guarantee.</dd>
        <dt>Your data</dt>
        <dd>See the {privacyLink} for how we handle it and how to make a request.</dd>
      </dl>
    </Panel>
  );
}
