import { useEffect, useState } from 'react';
import { useApi } from '@mealprep/shared/api';
import type { PaymentView } from '@mealprep/shared/domain';

export type PaymentState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; payment: PaymentView };

/** How long the success page waits for the gateway's callback, polling. */
const POLL_MS = 2000;
const POLL_LIMIT = 30;

/** The payment of the URL; polled while it is still pending (the callback decides). */
export function usePayment(id: string | undefined, poll: boolean): PaymentState {
  const api = useApi();
  const [state, setState] = useState<PaymentState>({ status: 'loading' });

  useEffect(() => {
    if (!id || !/^\d+$/.test(id)) {
      setState({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    let polls = 0;
    let timer: number | undefined;
    const load = () => {
      api
        .get<PaymentView>(`/api/v1/payments/${id}`, {
          signal: controller.signal,
          showError: false,
        })
        .then(
          (result) => {
            if (controller.signal.aborted) return;
            if (!result.ok) {
              setState({ status: 'missing' });
              return;
            }
            setState({ status: 'ready', payment: result.data });
            if (poll && result.data.status === 'pending' && polls < POLL_LIMIT) {
              polls += 1;
              timer = window.setTimeout(load, POLL_MS);
            }
          },
          () => undefined,
        );
    };
    load();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [api, id, poll]);

  return state;
}
