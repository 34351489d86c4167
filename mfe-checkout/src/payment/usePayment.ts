import { useEffect, useRef, useState } from 'react';
import { skipToken } from '@mealprep/shared/api';
import type { PaymentView } from '@mealprep/shared/checkout/contracts';
import { useGetPaymentQuery } from './api';

export type PaymentState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; payment: PaymentView };

/** How long the success page waits for the gateway's callback, polling. */
export const POLL_MS = 2000;
const POLL_LIMIT = 30;

/** The payment of the URL; polled while it is still pending (the callback decides). */
export function usePayment(id: string | undefined, poll: boolean): PaymentState {
  const paymentId = id && /^\d+$/.test(id) ? Number(id) : null;
  const [pollingInterval, setPollingInterval] = useState(0);
  const result = useGetPaymentQuery(paymentId ?? skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval,
  });
  const polls = useRef(0);
  const { data, fulfilledTimeStamp } = result;
  useEffect(() => {
    if (!fulfilledTimeStamp) return;
    polls.current += 1;
    // A payment flagged for refund is settled, whatever its attempt's status still says.
    const again = poll && data?.status === 'pending' && !data.refund && polls.current <= POLL_LIMIT;
    setPollingInterval(again ? POLL_MS : 0);
  }, [data?.status, data?.refund, fulfilledTimeStamp, poll]);

  if (paymentId === null || result.isError) return { status: 'missing' };
  if (!data) return { status: 'loading' };
  return { status: 'ready', payment: data };
}
