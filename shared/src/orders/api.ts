import { useEffect, useState } from 'react';
import { secondsUntil } from '../core/countdown';
import type { PlacedOrder } from '../checkout/checkout.contract';
import type { OrderPayQuote } from './orders.contract';
import type { OrderPayRequest } from '../checkout/checkout.validation';
import { apiErrorOf, baseApi, apiPaths } from '@mealprep/shared/api';

/**
 * Paying an unpaid order (docs/spec.md §7): what paying now costs (a lapsed delivery quote is
 * renewed for the same address), then a payment at the gateway → { payment_url }. Refusals are
 * shown beside the button, so the client raises no toast.
 */
const payOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    payOrderQuote: build.mutation<OrderPayQuote, number>({
      query: (orderId) => ({
        url: apiPaths.orderPayQuote(orderId),
        method: 'POST',
        options: { showError: false },
      }),
    }),
    payOrder: build.mutation<PlacedOrder, { orderId: number; quoteId: string | null }>({
      query: ({ orderId, quoteId }) => ({
        url: apiPaths.orderPay(orderId),
        method: 'POST',
        body: { quote_id: quoteId } satisfies OrderPayRequest,
        options: { showError: false },
      }),
    }),
  }),
});

/** Seconds left until `until` (an ISO time), ticking each second; 0 without one or once past. */
export function useSecondsLeft(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    // A page rendered on the server counted from the server's moment: count on from now.
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  return until ? secondsUntil(new Date(until).getTime(), now) : 0;
}

/**
 * Paying an unpaid order, wherever the customer starts it (the order page, a payment result
 * page): asks what paying now costs; a delivery whose courier quote lapsed gets a new quote,
 * shown with its countdown and paid only once the customer confirms; then the browser goes to
 * the gateway's hosted page. The pages only choose their words.
 */
export function usePayOrder(orderId: number) {
  const [askQuote] = payOrderApi.usePayOrderQuoteMutation();
  const [openPayment] = payOrderApi.usePayOrderMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [quote, setQuote] = useState<OrderPayQuote | null>(null);
  const secondsLeft = useSecondsLeft(quote?.expires_at ?? null);

  async function pay(quoteId: string | null) {
    setBusy(true);
    const result = await openPayment({ orderId, quoteId });
    if (result.data) {
      window.location.assign(result.data.payment_url);
      return;
    }
    setProblem(apiErrorOf(result.error)?.message ?? null);
    setBusy(false);
  }

  async function start() {
    setBusy(true);
    setProblem(null);
    setQuote(null);
    const result = await askQuote(orderId);
    if (!result.data) {
      setProblem(apiErrorOf(result.error)?.message ?? null);
      setBusy(false);
      return;
    }
    if (result.data.requoted) {
      setQuote(result.data);
      setBusy(false);
      return;
    }
    await pay(null);
  }

  return {
    busy,
    problem,
    /** The new quote awaiting confirmation, if the old one had lapsed. */
    quote,
    secondsLeft,
    /** A new quote is shown and still holds: the button confirms it. */
    holding: quote !== null && secondsLeft > 0,
    start,
    confirm: () => pay(quote?.quote_id ?? null),
  };
}
