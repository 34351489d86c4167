import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@mealprep/shared/api';
import { PLAN_POLL_INTERVAL_MS, type MealPlan } from '@mealprep/shared/domain';
import { planPaths } from '../questions/api';

export type PlanState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'none' }
  | { status: 'loaded'; plan: MealPlan };

/**
 * The customer's current plan, polled every 3000 ms (docs/spec.md §9) while it is pending. `replace`
 * sets a plan an edit answered without another request.
 */
export function usePlan() {
  const api = useApi();
  const [state, setState] = useState<PlanState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<MealPlan | null>(planPaths.current, { signal: controller.signal, showError: false })
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          if (!result.ok) setState({ status: 'error' });
          else if (!result.data) setState({ status: 'none' });
          else {
            setState({ status: 'loaded', plan: result.data });
            if (result.data.status === 'pending') {
              timer.current = setTimeout(reload, PLAN_POLL_INTERVAL_MS);
            }
          }
        },
        () => undefined,
      );
    return () => {
      controller.abort();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [api, version, reload]);

  const replace = useCallback((plan: MealPlan) => setState({ status: 'loaded', plan }), []);
  return { state, reload, replace };
}
