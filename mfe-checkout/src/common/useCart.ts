import { useCallback, useEffect, useState } from 'react';
import { apiPaths, useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { cartItemCount, type Cart } from '@mealprep/shared/domain';
import { cartLoaded, useAppDispatch } from '@mealprep/shared/store';

export type CartState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; cart: Cart };

/**
 * The cart from the API, kept in the shell's store and announced on the bus (header count) each
 * time it changes. `replace` takes the cart a change answered with.
 */
export function useCart() {
  const api = useApi();
  const bus = useBus();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CartState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const replace = useCallback(
    (cart: Cart) => {
      dispatch(cartLoaded(cart));
      bus.emit('cart.changed', { count: cartItemCount(cart.items), subTotal: cart.sub_total });
      setState({ status: 'ready', cart });
    },
    [bus, dispatch],
  );

  useEffect(() => {
    const controller = new AbortController();
    api.get<Cart>(apiPaths.cart, { signal: controller.signal, showError: false }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) replace(result.data);
        else setState({ status: 'error' });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, attempt, replace]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((current) => current + 1);
  }, []);

  return { state, replace, reload };
}
