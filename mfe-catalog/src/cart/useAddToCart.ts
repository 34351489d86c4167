import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { apiPaths, useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { cartItemCount, type Cart, type CartItemType } from '@mealprep/shared/domain';
import { useAppNavigate } from '@mealprep/shared/routes';
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
}

/**
 * SPEC §8: adds a product to the cart. A guest is sent to login (and back here afterwards); a
 * customer's cart is reloaded into the store, announced on the bus and confirmed with a toast.
 * Resolves true when the item was added.
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

  const add = useCallback(
    async (input: AddToCartInput): Promise<boolean> => {
      if (!loggedIn) {
        const back = `${location.pathname}${location.search}`;
        navigate('login', undefined, { search: `?redirect=${encodeURIComponent(back)}` });
        return false;
      }
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
        const cart = await api.get<Cart>(apiPaths.cart);
        if (!cart.ok) return false;
        dispatch(cartLoaded(cart.data));
        bus.emit('cart.changed', {
          count: cartItemCount(cart.data.items),
          subTotal: cart.data.sub_total,
        });
        bus.emit('toast.show', {
          variant: 'success',
          title: t('common.api.successTitle'),
          description: t('catalog.cart.added'),
        });
        return true;
      } finally {
        setPending(false);
      }
    },
    [api, bus, dispatch, loggedIn, location.pathname, location.search, navigate, t],
  );

  return { add, pending };
}
