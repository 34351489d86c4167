import { $, browser, expect } from '@wdio/globals';
import { customerSetup } from './customer';
import { shop } from './shop';

interface Quote {
  quote_id?: string | null;
  delivery_options: { date: string; slots: string[]; pickup_times: string[] };
}

interface Placed {
  order_id: number;
  payment_url: string;
}

/** A second name for each key this run sends, so no two checkouts share one. */
let keys = 0;

/** The first bundle of the menu (`servings` each), in the signed-in customer's cart. */
export async function addBundle(servings = 1) {
  const bundles = (await shop.api('GET', '/api/v1/bundles')).body as { data: { id: number }[] };
  const stored = await shop.api('POST', '/api/v1/cart/store', {
    plan_id: bundles.data[0]!.id,
    plan_type: 'MEAL',
    quantity: 1,
    servings,
  });
  expect(stored.status).toBe(200);
}

/** The customer's generated plan, in their cart (after `customerSetup.generatePlan`). */
export async function addPlan() {
  const plan = (await shop.api('GET', '/api/v1/user_personalized_meal/plan')).body as {
    data: { id: number };
  };
  const stored = await shop.api('POST', '/api/v1/cart/store', {
    plan_id: plan.data.id,
    plan_type: 'PERSONALIZED',
    quantity: 1,
    servings: 1,
  });
  expect(stored.status).toBe(200);
}

/** `count` dishes of the menu (size L, one each) from `first` on. */
export async function addDishes(count: number, first = 0) {
  const menu = (await shop.api('GET', `/api/v1/menu?per_page=${first + count}`)).body as {
    data: { id: number }[];
  };
  for (const dish of menu.data.slice(first, first + count)) {
    const stored = await shop.api('POST', '/api/v1/cart/store', {
      plan_id: dish.id,
      plan_type: 'RECIPE',
      size: 'L',
      quantity: 1,
    });
    expect(stored.status).toBe(200);
  }
}

/**
 * Places the signed-in customer's cart through checkout's calls (delivery to a new default
 * address, or self pickup) in `locale`, then pays on the sandbox gateway's page as a customer
 * does. Answers the paid order's id.
 */
export async function placeAndPay(
  method: 'deliver' | 'pickup',
  locale: 'en-US' | 'ms-MY' = 'en-US',
): Promise<number> {
  let addressId: number | null = null;
  if (method === 'deliver') {
    await customerSetup.addAddress();
    const saved = (await shop.api('GET', '/api/v1/user/address')).body as {
      data: { id: number; is_default: number | boolean }[];
    };
    addressId = (saved.data.find((address) => Boolean(address.is_default)) ?? saved.data[0])!.id;
  }
  const quoted = await shop.api('POST', '/api/v1/checkout/quote', {
    delivery_method: method,
    ...(addressId ? { address_id: addressId } : {}),
  });
  expect(quoted.status).toBe(200);
  const quote = (quoted.body as { data: Quote }).data;
  keys += 1;
  const placed = await shop.api(
    'POST',
    '/api/v1/checkout',
    {
      delivery_method: method,
      packaging_method: 'vacuum',
      delivery_date: quote.delivery_options.date,
      delivery_time:
        method === 'deliver'
          ? quote.delivery_options.slots[0]
          : quote.delivery_options.pickup_times[0],
      ...(addressId ? { address_id: addressId, quote_id: quote.quote_id } : {}),
    },
    { 'idempotency-key': `day-${Date.now()}-${keys}`, 'accept-language': locale },
  );
  expect(placed.status).toBe(201);
  const order = (placed.body as { data: Placed }).data;
  await browser.url(order.payment_url);
  await $('button*=Pay').click();
  await browser.waitUntil(async () => /\/payment\/\d+\/success$/.test(await shop.pathname()), {
    timeout: 15_000,
    timeoutMsg: 'the sandbox payment did not reach the success page',
  });
  return order.order_id;
}
