import { ROUTES } from '@fcs/shared/routes';
import { LEGAL } from '@fcs/shared/constants';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { Panel } from '../../components/panel';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';

/** /contact: support email, response time and a form that drafts an email. */
export function Component() {
  return (
    <Page
      title="Contact us"
      eyebrow="Support"
      lead="Questions about a plan, a refund, a simulation or your data? Write to us and a person will answer."
    >
      <div className="layout-aside">
        <ContactDetails privacyLink={<Link to={ROUTES.privacy}>privacy policy</Link>} />
        <Panel title="Write to us" description="All fields are required.">
          <ContactForm to={LEGAL.supportEmail} />
        </Panel>
      </div>
    </Page>
  );
}
