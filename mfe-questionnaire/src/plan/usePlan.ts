import { useEffect, useState } from 'react';
import { PLAN_POLL_INTERVAL_MS } from '@mealprep/shared/plan';
import { useLocale } from '@mealprep/shared/i18n';
import { useCurrentMealPlanQuery } from './api';

/**
 * The customer's current plan in the visitor's language, asked for again every 3000 ms
 * (docs/spec.md §9) while it is being generated, and only then. Other parts change it without
 * saying so (a paid order locks it, the cart page removes its line), so each mount asks again;
 * a cached plan shows meanwhile.
 */
export function usePlan() {
  const locale = useLocale();
  const [polling, setPolling] = useState(false);
  const query = useCurrentMealPlanQuery(locale, {
    pollingInterval: polling ? PLAN_POLL_INTERVAL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const pending = query.data?.status === 'pending';
  useEffect(() => setPolling(pending), [pending]);
  return { ...query, locale };
}
