import { PaymentResult } from './PaymentResult';

/** docs/spec.md §2 /payment/{id}/success: what the gateway's callback confirmed (polled while pending). */
export default function PaymentSuccessPage() {
  return <PaymentResult expectSuccess />;
}
