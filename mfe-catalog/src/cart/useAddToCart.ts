import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { cartItemCount, type Cart, type CartItemType } from '@mealprep/shared/domain';
import {
  rememberCartAdd,
  SIGN_IN_REASON_PARAM,
  takeCartAdd,
  useAppNavigate,
} from '@mealprep/shared/routes';
import {
  cartLoaded,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@mealprep/shared/store';
import { useT } from '../i18n';

export interface AddToCartInput {
  planId: number;
  planType: Exclude<CartItemType, 'PERSONALIZED'>;
  quantity: number;
  size?: 'S' | 'L';
  servings?: number;
  /** The product's name as shown, for the sign-in screen and the toast. */
  label: string;
}

/**
 * Adds a product to the cart. The cart the POST answers goes straight into the store (one
 * request from the click to the header's count), is announced on the bus and confirmed with a
 * toast. A guest is told why they are asked to sign in and sent to do so; the item is kept and
 * added once they are back on this page signed in. Resolves true when the item was added.
 */
export function useAddToCart() {
  const api = useApi();
  const bus = useBus();
  const dispatch = useAppDispatch();
  const navigate = useAppNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const t = useT();
  const [pending, setPending] = useState(false);

  const store = useCallback(
    async ({ label, ...input }: AddToCartInput): Promise<boolean> => {
      setPending(true);
      try {
        const stored = await api.post<Cart>('/api/v1/cart/store', {
          plan_id: input.planId,
          plan_type: input.planType,
          quantity: input.quantity,
          servings: input.servings ?? 1,
          ...(input.size ? { size: input.size } : {}),
        });
        if (!stored.ok) return false;
        dispatch(cartLoaded(stored.data));
        bus.emit('cart.changed', {
          count: cartItemCount(stored.data.items),
          subTotal: stored.data.sub_total,
        });
        bus.emit('toast.show', {
          variant: 'success',
          title: t('common.api.successTitle'),
          description: t('catalog.cart.addedItem', { item: label }),
        });
        return true;
      } finally {
        setPending(false);
      }
    },
    [api, bus, dispatch, t],
  );

  const add = useCallback(
    async (input: AddToCartInput): Promise<boolean> => {
      if (loggedIn) return store(input);
      const { label, ...item } = input;
      const back = `${location.pathname}${location.search}`;
      rememberCartAdd({ kind: 'addToCart', returnTo: back, label, item });
      const search = new URLSearchParams({ redirect: back, [SIGN_IN_REASON_PARAM]: 'cart' });
      navigate('login', undefined, { search: `?${search.toString()}` });
      return false;
    },
    [loggedIn, location.pathname, location.search, navigate, store],
  );

  // Back on the page after signing in: finish what the guest asked for, once.
  useEffect(() => {
    if (!loggedIn) return;
    const intent = takeCartAdd(location.pathname);
    if (intent) void store({ ...intent.item, label: intent.label });
  }, [loggedIn, location.pathname, store]);

  return { add, pending };
}
