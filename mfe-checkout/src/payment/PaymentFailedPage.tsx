import { PaymentResult } from './PaymentResult';

/** docs/spec.md §2 /payment/{id}/failed: the order's real state, and try again while it can be paid. */
export default function PaymentFailedPage() {
  return <PaymentResult expectSuccess={false} />;
}
