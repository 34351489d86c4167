import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '@mealprep/shared/router';
import { useAddToCartMutation } from '@mealprep/shared/cart/api';
import { useBus } from '@mealprep/shared/bus';
import {
  type CartItemType,
  rememberCartAdd,
  SIGN_IN_REASON_PARAM,
  takeCartAdd,
} from '@mealprep/shared/cart';
import { useAppNavigate } from '@mealprep/shared/routes';
import { selectIsLoggedIn, useAppSelector } from '@mealprep/shared/store';
import { useT } from '../i18n';

export interface AddToCartInput {
  productId: number;
  productType: Exclude<CartItemType, 'PERSONALIZED'>;
  quantity: number;
  size?: 'S' | 'L';
  servings?: number;
  /** The product's name as shown, for the sign-in screen and the toast. */
  label: string;
}

/**
 * Adds a product to the cart. The cart the POST answers goes straight into the data layer's cart
 * entry, which the header reads (one request from the click to the header's count), and is
 * confirmed with a toast. A guest is told why they are asked to sign in and sent to do so; the item is kept and
 * added once they are back on this page signed in. Resolves true when the item was added.
 */
export function useAddToCart() {
  const [addToCart] = useAddToCartMutation();
  const bus = useBus();
  const navigate = useAppNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const t = useT();
  const [pending, setPending] = useState(false);

  const store = useCallback(
    async ({ label, ...input }: AddToCartInput): Promise<boolean> => {
      setPending(true);
      try {
        // The body keeps the product brief's names: deployed remotes send them as they are.
        const stored = await addToCart({
          plan_id: input.productId,
          plan_type: input.productType,
          quantity: input.quantity,
          servings: input.servings ?? 1,
          ...(input.size ? { size: input.size } : {}),
        });
        if ('error' in stored) return false;
        bus.emit('toast.show', {
          variant: 'success',
          title: t('common.api.successTitle'),
          // A guest's dish posted before the app came back without its name (AuthScreen).
          description: label
            ? t('catalog.cart.addedItem', { item: label })
            : t('catalog.cart.posted.added'),
        });
        return true;
      } finally {
        setPending(false);
      }
    },
    [addToCart, bus, t],
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
