import { DocumentTitle } from '../../components/page';
import { CallToAction } from '../../features/marketing/components/call-to-action';
import { DemoPreview } from '../../features/marketing/components/demo-preview';
import { Hero } from '../../features/marketing/components/hero';
import { PricingGrid } from '../../features/marketing/components/pricing-grid';
import { RoleMatchingPitch } from '../../features/marketing/components/role-matching-pitch';
import { SampleChatPitch } from '../../features/marketing/components/sample-chat-pitch';

/** / and /about: the landing page (spec section 2). */
export function Component() {
  return (
    <>
      <DocumentTitle />
      <Hero />
      <DemoPreview />
      <RoleMatchingPitch />
      <SampleChatPitch />
      <CallToAction />
      <PricingGrid />
    </>
  );
}
