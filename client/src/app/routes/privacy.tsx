import { Page } from '../../components/page';
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy';

/** /privacy: the privacy policy. */
export function Component() {
  return (
    <Page
      title="Privacy policy"
      eyebrow="Legal"
      lead="What we collect, why, how long we keep it, and the terms that come with your plan."
      narrow
    >
      <PrivacyPolicy />
    </Page>
  );
}
