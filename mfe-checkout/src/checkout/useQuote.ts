import { useEffect, useRef } from 'react';
import { apiErrorOf, skipToken } from '@mealprep/shared/api';
import { useSecondsLeft } from '@mealprep/shared/orders/api';
import { useBus } from '@mealprep/shared/bus';
import type { CheckoutQuoteRequest } from '@mealprep/shared/validation';
import { useT } from '../i18n';
import { useCheckoutQuoteQuery } from './api';

/**
 * The price summary of the customer's choices (docs/architecture.md §9) and the countdown to the
 * courier quote's expiry: at zero the courier is asked again, once per quote, with a toast
 * (docs/spec.md §4). `request` null: nothing to quote yet (no address chosen for a delivery).
 * Each visit asks afresh (`visit`: a page shown again by Back asks under a key of its own, so no
 * answer of before stands in for it); while a new choice is being quoted the last summary stays
 * on screen.
 */
export function useQuote(request: CheckoutQuoteRequest | null, visit = 0) {
  const bus = useBus();
  const t = useT();
  const result = useCheckoutQuoteQuery(request ? { ...request, visit } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const quote = request ? (result.data ?? null) : null;
  const secondsLeft = useSecondsLeft(quote?.expires_at ?? null);
  const expiredQuote = useRef<string | null>(null);
  const { refetch } = result;

  useEffect(() => {
    if (!quote?.quote_id || !quote.expires_at || secondsLeft > 0) return;
    if (expiredQuote.current === quote.quote_id) return;
    expiredQuote.current = quote.quote_id;
    bus.emit('toast.show', { variant: 'info', description: t('checkout.countdown.refreshed') });
    void refetch();
  }, [bus, quote?.expires_at, quote?.quote_id, refetch, secondsLeft, t]);

  return {
    quote,
    /** The last quote request was refused or failed (the client has raised its toast). */
    failed: request !== null && result.isError,
    /** The refusal's field errors (a voucher the server no longer accepts). */
    error: apiErrorOf(result.error),
    /** Seconds until the courier's price lapses; null without a courier quote. */
    secondsLeft: quote?.expires_at ? secondsLeft : null,
    /** Asks again for the same choices (the order was refused for a lapsed quote). */
    requote: () => void refetch(),
  };
}
