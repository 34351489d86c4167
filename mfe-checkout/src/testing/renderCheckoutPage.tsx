import {
  renderRemotePage,
  type RenderedRemotePage,
  type TestPlatformOptions,
} from '@mealprep/shared/testing';
import type { Cart, CartItem } from '@mealprep/shared/cart/contracts';
import type { CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import { setTimeout as realPause } from 'node:timers/promises';
import { act } from '@testing-library/react';
import * as routesModule from '../routes';

export { withPlatform, startTestApi, type TestApi } from '@mealprep/shared/testing';

/** This remote's pages inside everything the shell provides (see renderRemotePage). */
export function renderCheckoutPage(
  path: string,
  options?: TestPlatformOptions,
): RenderedRemotePage {
  return renderRemotePage(routesModule, path, options);
}

export function cartItem(
  overrides: Partial<CartItem> & Pick<CartItem, 'id' | 'type' | 'name'>,
): CartItem {
  return {
    plan_id: overrides.id * 10,
    size: null,
    servings: 1,
    quantity: 1,
    price: '10.00',
    subtotal: '10.00',
    ...overrides,
  };
}

export function cart(items: CartItem[]): Cart {
  const sen = items.reduce((sum, item) => sum + Math.round(Number(item.subtotal) * 100), 0);
  return { items, sub_total: (sen / 100).toFixed(2) };
}

export function quoteAnswer(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    quote_id: 'q-1',
    expires_at: new Date(Date.now() + 300_000).toISOString(),
    delivery_fee: '8.50',
    previous_delivery_fee: null,
    courier: { provider: 'local' },
    delivery_options: {
      date: '2026-11-23',
      slots: ['09:00', '11:00', '13:00', '15:00'],
      pickup_times: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
    },
    voucher: null,
    lines: [
      { key: 'subtotal', amount: '60.00' },
      { key: 'delivery', amount: '8.50' },
      { key: 'delivery_discount', amount: '0.00' },
      { key: 'processing_fee', amount: '1.00' },
      { key: 'tax', amount: '3.60' },
      { key: 'discount', amount: '0.00' },
      { key: 'rounding', amount: '0.00' },
      { key: 'total', amount: '73.10' },
      { key: 'points_earned', amount: '73' },
      { key: 'points', amount: '12' },
    ],
    total: '73.10',
    points_earned: 73,
    pending_order: null,
    ...overrides,
  };
}

/**
 * Waits for `check` to pass while a test fakes the clock: between tries React renders and the
 * test API answers (node's own timers, which Jest's fake timers leave alone; the Testing
 * Library's waitFor polls with the page's timers, which a faked clock stops).
 */
export async function settle(check: () => void, tries = 300): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
    await act(() => realPause(10));
  }
}
