import { ComingSoon } from '../../components/coming-soon';

/** /payment-success?tier={tier}: post-payment confirmation. Placeholder until the feature is built. */
export function Component() {
  return (
    <ComingSoon
      name="Payment Confirmation"
      description="Confirms your payment and shows the plan and the number of simulations it unlocks."
    />
  );
}
