import { PaymentSuccess } from '../../features/billing/components/payment-success';

/** /payment-success?tier={tier}: where the hosted checkout returns after a payment. */
export function Component() {
  return <PaymentSuccess />;
}
