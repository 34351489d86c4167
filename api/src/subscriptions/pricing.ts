/**
 * The weekly price of a subscription (docs/subscriptions.md): its lines priced from the current
 * catalogue by the shared line rule, the delivery fee and the price summary checkout uses, with
 * no voucher and no points redeemed. The subscription page, the quote before subscribing and
 * the week's order all price with this, so they cannot disagree.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { linePrice } from '@mealprep/shared/cart';
import { priceSummary, type PriceSummary, type PricingRules } from '@mealprep/shared/checkout';
import type { DeliveryMethod } from '@mealprep/shared/core';
import type { Database } from '../db';
import { bundles, dishes, dishSizes, fixedMealPlans, type LocalizedText } from '../db/schema';
import { mealPlans } from '../db/tables/preferences';
import type { SubscriptionLineRow } from '../db/tables/subscriptions';
import { CourierError, type CourierAdapter } from '../checkout/courier';
import { HttpError } from '../http/errors';
import { planPriceSen, type GeneratedPlan } from '../planner';
import { CheckoutOrdersRepository, type AddressRecord } from '../repositories/checkout-orders';
import { CourierQuotesRepository, type CourierQuoteRow } from '../repositories/courier-quotes';

export const PERSONALIZED_PLAN_NAME: LocalizedText = {
  'en-US': 'Personalised meal plan',
  'ms-MY': 'Pelan hidangan peribadi',
};

/** A line of the weekly box with its product's current name and price. */
export interface PricedSubscriptionLine extends SubscriptionLineRow {
  /** Its position in the subscription's `lines` (what a change names it by). */
  index: number;
  name: LocalizedText;
  /** The product's price × servings. */
  unitSen: number;
  /** unit × quantity. */
  totalSen: number;
}

/** A line whose product is no longer for sale (or the size withdrawn, the plan deleted). */
export interface UnpricedSubscriptionLine extends SubscriptionLineRow {
  index: number;
}

export interface WeekPricingInput {
  userId: number;
  lines: readonly SubscriptionLineRow[];
  deliveryMethod: DeliveryMethod;
  addressId: number | null;
}

/** What the shop is configured with: checkout's rules and courier. */
export interface WeekPricingOptions {
  rules: PricingRules;
  courier: CourierAdapter;
}

export interface WeekPrice {
  /** The lines still for sale, priced. */
  lines: PricedSubscriptionLine[];
  /** The lines that are not: the caller refuses them or drops them; they are not summed. */
  unavailable: UnpricedSubscriptionLine[];
  subtotalSen: number;
  /** 0 for pickup, and for delivery to an address that is no longer the customer's. */
  deliverySen: number;
  /** Delivery to an address the customer no longer has (removed): the caller refuses it. */
  addressMissing: boolean;
  /** The customer's stored courier quote the fee was taken from, when there was one. */
  quote: CourierQuoteRow | null;
  summary: PriceSummary;
}

export interface CatalogPrice {
  name: LocalizedText;
  priceSen: number;
}

/** A line's product, as `catalogPrices` keys it. */
export const productKey = (line: Pick<SubscriptionLineRow, 'type' | 'productId' | 'size'>) =>
  `${line.type}:${line.productId}:${line.size ?? ''}`;

/**
 * The current name and price (per serving) of each line's product, by `productKey`. Personalised
 * plans are the customer's own (`userId`); null reads anyone's (the staff's forecast).
 */
export async function catalogPrices(
  db: Database,
  userId: number | null,
  lines: readonly Pick<SubscriptionLineRow, 'type' | 'productId' | 'size'>[],
): Promise<Map<string, CatalogPrice>> {
  const ids = (type: SubscriptionLineRow['type']) => [
    ...new Set(lines.filter((line) => line.type === type).map((line) => line.productId)),
  ];
  const prices = new Map<string, CatalogPrice>();
  const dishIds = ids('RECIPE');
  if (dishIds.length > 0) {
    const rows = await db
      .select({
        id: dishes.id,
        name: dishes.name,
        size: dishSizes.size,
        priceSen: dishSizes.priceSen,
      })
      .from(dishes)
      .innerJoin(dishSizes, eq(dishSizes.dishId, dishes.id))
      .where(inArray(dishes.id, dishIds));
    for (const row of rows) {
      prices.set(productKey({ type: 'RECIPE', productId: row.id, size: row.size }), row);
    }
  }
  const bundleIds = ids('MEAL');
  if (bundleIds.length > 0) {
    const rows = await db
      .select({ id: bundles.id, name: bundles.name, priceSen: bundles.priceSen })
      .from(bundles)
      .where(inArray(bundles.id, bundleIds));
    for (const row of rows)
      prices.set(productKey({ type: 'MEAL', productId: row.id, size: null }), row);
  }
  const planIds = ids('STANDARD');
  if (planIds.length > 0) {
    const rows = await db
      .select({
        id: fixedMealPlans.id,
        name: fixedMealPlans.name,
        priceSen: fixedMealPlans.pricePerWeekSen,
      })
      .from(fixedMealPlans)
      .where(inArray(fixedMealPlans.id, planIds));
    for (const row of rows) {
      prices.set(productKey({ type: 'STANDARD', productId: row.id, size: null }), row);
    }
  }
  const personalIds = ids('PERSONALIZED');
  if (personalIds.length > 0) {
    // The customer's own generated plans only, priced from their portions (planner/pricing.ts)
    // as the cart prices them; a plan being regenerated keeps its last result's price.
    const rows = await db
      .select({ id: mealPlans.id, result: mealPlans.result })
      .from(mealPlans)
      .where(
        and(
          inArray(mealPlans.id, personalIds),
          userId === null ? undefined : eq(mealPlans.userId, userId),
        ),
      );
    for (const row of rows) {
      const result = row.result as GeneratedPlan | null;
      if (!result) continue;
      prices.set(productKey({ type: 'PERSONALIZED', productId: row.id, size: null }), {
        name: PERSONALIZED_PLAN_NAME,
        priceSen: planPriceSen(result),
      });
    }
  }
  return prices;
}

/** Where the courier drops off, as checkout asks for it. */
function dropOff(address: AddressRecord) {
  return {
    latitude: address.latitude,
    longitude: address.longitude,
    contact: {
      name: `${address.firstName} ${address.lastName}`,
      phone: address.phone,
      address: [address.unitNo, address.address1, address.address2, address.postcode, address.city]
        .filter(Boolean)
        .join(', '),
    },
  };
}

/**
 * The weekly delivery fee to the address. A subscription's price is read on every visit of its
 * page, so it must not store a courier quote each time: a stored quote counts against the
 * customer's hourly quote limit and checkout drops lapsed ones a day later. The fee is that of
 * the customer's newest stored quote for the address (made after the address last changed,
 * lapsed or not: subscribing and changing the address store one through checkout's limited
 * path), and otherwise the courier adapter's price asked now without storing or booking
 * anything. It is the weekly estimate shown; the week's order is priced when it is billed.
 */
async function deliveryFee(
  db: Database,
  userId: number,
  address: AddressRecord,
  now: Date,
  courier: CourierAdapter,
): Promise<{ feeSen: number; quote: CourierQuoteRow | null }> {
  const stored = await new CourierQuotesRepository(db).latestSince(
    userId,
    address.id,
    address.updatedAt,
    db,
  );
  if (stored) return { feeSen: stored.feeSen, quote: stored };
  try {
    const quote = await courier.quote({ ...dropOff(address), now });
    return { feeSen: quote.feeSen, quote: null };
  } catch (error) {
    if (error instanceof CourierError) throw new HttpError(503, 'courierUnavailable');
    throw error;
  }
}

/**
 * Prices a week of these lines now: each from the current catalogue by `linePrice`, delivery as
 * `deliveryFee` says, the summary by `priceSummary` with checkout's rules, no voucher and no
 * points redeemed. Lines no longer for sale are answered in `unavailable`, not thrown.
 */
export async function priceWeek(
  db: Database,
  input: WeekPricingInput,
  now: Date,
  options: WeekPricingOptions,
): Promise<WeekPrice> {
  const prices = await catalogPrices(db, input.userId, input.lines);
  const lines: PricedSubscriptionLine[] = [];
  const unavailable: UnpricedSubscriptionLine[] = [];
  input.lines.forEach((line, index) => {
    const product = prices.get(productKey(line));
    if (!product) {
      unavailable.push({ ...line, index });
      return;
    }
    const { unitSen, totalSen } = linePrice({
      unitPriceSen: product.priceSen,
      servings: line.servings,
      quantity: line.quantity,
    });
    lines.push({ ...line, index, name: product.name, unitSen, totalSen });
  });
  const subtotalSen = lines.reduce((sum, line) => sum + line.totalSen, 0);
  let deliverySen = 0;
  let quote: CourierQuoteRow | null = null;
  let addressMissing = false;
  if (input.deliveryMethod === 'deliver') {
    const address =
      input.addressId === null
        ? null
        : await new CheckoutOrdersRepository(db).ownAddress(input.userId, input.addressId, db);
    if (address) {
      ({ feeSen: deliverySen, quote } = await deliveryFee(
        db,
        input.userId,
        address,
        now,
        options.courier,
      ));
    } else {
      addressMissing = true;
    }
  }
  const summary = priceSummary({
    subtotalSen,
    deliverySen,
    voucher: null,
    pointsBalance: 0,
    rules: options.rules,
  });
  return { lines, unavailable, subtotalSen, deliverySen, addressMissing, quote, summary };
}
