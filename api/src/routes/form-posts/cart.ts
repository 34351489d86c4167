/**
 * The cart's forms (`CART_FORMS` in `@mealprep/shared/cart`), posted by a signed-in customer's
 * page before the app has started (docs/architecture/server-rendering.md, "Taps before the
 * start"): "Add to cart" on a dish, − and + on a cart line. The change is the JSON call's, with
 * the same validation and limits (routes/cart/changes.ts); the answer is a 303 to the page the
 * form was on, whose address names the outcome (`?cart=added.12`) and whose fragment brings the
 * dish or the line back into view. A refusal is an outcome too, said on that page in the
 * customer's language; nothing is changed. A guest's "Add to cart" (or a customer's whose session
 * has lapsed) is answered with the sign-in page, the dish in its address (`?add=12.L.2`), to be
 * added once they have signed in (form-posts/index.ts, or the app's sign-in), then back to the page.
 *
 * A form the page's starter sends itself (`IN_PLACE_ATTRIBUTE`, asking for JSON) gets the same
 * change answered as an `InPlaceAnswer` instead: the outcome said in the customer's language, the
 * cart's new count, the page's texts it changed and the cart itself, which the starter shows
 * without leaving the page and hands to the app; a guest gets the sign-in page's address.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CART_ADD_PARAM,
  CART_FORM_FIELDS,
  CART_FORMS,
  CART_OUTCOME_PARAM,
  cartAddValue,
  cartItemCount,
  cartShown,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  cartFormAnchor,
  cartOutcomeValue,
  SIGN_IN_REASON_PARAM,
  type CartAddRequest,
  type CartOutcome,
} from '@mealprep/shared/cart';
import type { Cart } from '@mealprep/shared/cart/contracts';
import { formatMoney } from '@mealprep/shared/core';
import type { InPlaceAnswer } from '@mealprep/shared/federation-contracts';
import { withLocalePrefix, type Locale } from '@mealprep/shared/locale';
import { routeTable } from '@mealprep/shared/route-table';
import {
  cartStoreSchema,
  cartUpdateSchema,
  type CartStoreInput,
  type CartUpdateInput,
  translateFieldMessages,
} from '@mealprep/shared/validation';
import { FieldValidationError, HttpError } from '../../http/errors';
import { currentCustomer, wantsJson } from '../../http/request';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { addToCart, presentCart, setLineQuantity } from '../cart/changes';
import { AUTH_QUERY } from '../../ssr/pageAddress';
import { returnPath } from './returnPath';

type Fields = Record<string, unknown> | undefined;

/** A form sends text: whole numbers are read as numbers, anything else is left to fail. */
function numeric(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
}

/** The outcome a refusal of the JSON call stands for. */
function refusal(error: unknown): CartOutcome | null {
  if (error instanceof FieldValidationError) {
    const keys = Object.values(error.fields).flatMap((messages) => messages.map((m) => m.key));
    if (keys.includes('validation.productUnavailable')) return 'unavailable';
    if (keys.includes('validation.cartQuantityLimit')) return 'limit';
    return 'invalid';
  }
  if (error instanceof HttpError && error.messageKey === 'cartItemNotFound') return 'gone';
  return null;
}

/** What a refusal says, in `locale`: the field's message, or the HTTP error's. */
function refusalMessage(error: unknown, locale: Locale): string {
  if (error instanceof FieldValidationError) {
    const said = Object.values(translateFieldMessages(error.fields, locale)).flat();
    if (said[0]) return said[0];
  }
  if (error instanceof HttpError) return t(locale, error.messageKey, error.values);
  return t(locale, 'badRequest');
}

/** A dish's form as the JSON call's body, validated as that is (a refusal is thrown). */
async function dishInput(body: Fields): Promise<CartStoreInput> {
  const fields = body ?? {};
  return validate(cartStoreSchema, {
    plan_id: numeric(fields[CART_FORM_FIELDS.product]),
    plan_type: fields[CART_FORM_FIELDS.type],
    size: fields[CART_FORM_FIELDS.size],
    quantity: numeric(fields[CART_FORM_FIELDS.quantity]),
  });
}

/**
 * What a guest's sign-in keeps of a dish's or a meal bundle's form (`CART_ADD_PARAM`); a refusal
 * is thrown.
 */
async function keptForSignIn(body: Fields): Promise<string> {
  const input = await dishInput(body);
  const { plan_id: productId, quantity } = input;
  if (input.plan_type === 'MEAL') return cartAddValue({ productType: 'MEAL', productId, quantity });
  if (input.plan_type !== 'RECIPE' || (input.size !== 'S' && input.size !== 'L')) {
    throw FieldValidationError.of('size', 'validation.size');
  }
  return cartAddValue({ productType: 'RECIPE', productId, size: input.size, quantity });
}

/**
 * `page` (a path and query) naming `outcome` for `id`, in place of any earlier one, and scrolled
 * to `anchor(id)`.
 */
function withOutcome(
  page: string,
  outcome: CartOutcome,
  id: number,
  anchor: (id: number) => string,
): string {
  const [pathname = '/', query = ''] = page.split('#')[0]?.split(/\?(.*)/s, 2) ?? [];
  const search = new URLSearchParams(query);
  search.delete(CART_OUTCOME_PARAM);
  search.set(CART_OUTCOME_PARAM, cartOutcomeValue(outcome, id));
  return `${pathname}?${search}#${anchor(id)}`;
}

/**
 * After a sign-in: what a guest's "Add to cart" kept (`CART_ADD_PARAM`: a dish, a meal bundle)
 * goes into the cart, as their post would have put it, and `page` (where they go back to) says
 * how that went.
 */
export async function withCartAdd(
  services: Services,
  userId: number,
  dish: CartAddRequest,
  page: string,
): Promise<string> {
  let outcome: CartOutcome = 'added';
  try {
    await addToCart(services, userId, {
      plan_id: dish.productId,
      plan_type: dish.productType,
      ...(dish.productType === 'RECIPE' && { size: dish.size }),
      quantity: dish.quantity,
      servings: 1,
    });
  } catch (error) {
    const refused = refusal(error);
    if (!refused) throw error;
    outcome = refused;
  }
  return withOutcome(page, outcome, dish.productId, cartFormAnchor.dish);
}

interface CartForm {
  /** The page to go back to when the form names none of the shop's. */
  fallback: string;
  /** The product or line the outcome is for. */
  id: unknown;
  anchor: (id: number) => string;
  /** The change, for the signed-in customer: its outcome, or a refusal thrown. */
  change: (userId: number) => Promise<CartOutcome>;
  /** For a guest: what their sign-in keeps, or a refusal thrown; without it, nothing is kept. */
  forGuest?: () => Promise<string>;
  /** What a change that was made says (`InPlaceAnswer`). */
  done: 'cartAdded' | 'cartQuantityUpdated';
  /** The form steps its line's quantity (− and +): the answer names the new one. */
  steps?: boolean;
}

/** The texts of a cart page that `cart` changes (`cartShown`), for an in-place answer. */
function shownOf(cart: Cart): Record<string, string> {
  const shown: Record<string, string> = { [cartShown.subTotal]: formatMoney(cart.sub_total) };
  for (const item of cart.items) {
    shown[cartShown.lineQuantity(item.id)] = String(item.quantity);
    shown[cartShown.lineTotal(item.id)] = formatMoney(item.subtotal);
  }
  return shown;
}

export const cartFormRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { sessions } = services;

  /**
   * Answers the form: the change, then a 303 to `back` (the page it was on, or `fallback`) with
   * its outcome for `id`, scrolled to `anchor`; for a guest, a 303 to the sign-in page. The
   * outcome of a form whose id could not be read is said nowhere but changes nothing either.
   * Asked for JSON (the starter's in-place post), the same as an `InPlaceAnswer`.
   */
  async function answer(
    request: FastifyRequest<{ Body: Fields }>,
    reply: FastifyReply,
    form: CartForm,
  ): Promise<InPlaceAnswer | FastifyReply> {
    reply.header('cache-control', 'no-store');
    const inPlace = wantsJson(request);
    const returnTo = returnPath(request.body?.[CART_FORM_FIELDS.returnTo]);
    // The page's language, which its address names (`/ms-MY/…`): what the answer says is said in it.
    const locale = requestLocale(request, returnTo?.split(/[?#]/, 1)[0]);
    const back = returnTo ?? withLocalePrefix(form.fallback, locale);
    const user = await sessions.load(request, reply);
    let outcome: CartOutcome;
    let message = t(locale, form.done);
    try {
      if (!user) {
        const search = new URLSearchParams({
          [AUTH_QUERY.returnTo]: back,
          [SIGN_IN_REASON_PARAM]: 'cart',
        });
        const kept = await form.forGuest?.();
        if (kept) search.set(CART_ADD_PARAM, kept);
        const login = `${withLocalePrefix(routeTable.login.path, locale)}?${search}`;
        return inPlace ? { location: login } : await reply.redirect(login, 303);
      }
      outcome = await form.change(currentCustomer(request).id);
    } catch (error) {
      const refused = refusal(error);
      if (!refused) throw error;
      outcome = refused;
      message = refusalMessage(error, locale);
    }
    const id = numeric(form.id);
    if (inPlace) {
      const cart = await presentCart(services, currentCustomer(request).id, locale);
      const line = form.steps ? cart.items.find((item) => item.id === id) : undefined;
      return {
        outcome,
        message,
        refused: outcome !== 'added' && outcome !== 'updated',
        count: cartItemCount(cart.items),
        shown: shownOf(cart),
        ...(line && {
          stepped: { value: line.quantity, min: CART_QUANTITY_MIN, max: CART_QUANTITY_MAX },
        }),
        cart,
      };
    }
    return reply.redirect(
      typeof id === 'number' ? withOutcome(back, outcome, id, form.anchor) : back,
      303,
    );
  }

  app.post<{ Body: Fields }>(CART_FORMS.add, { schema: { hide: true } }, async (request, reply) =>
    answer(request, reply, {
      fallback: routeTable.foodMenu.path,
      id: request.body?.[CART_FORM_FIELDS.product],
      anchor: cartFormAnchor.dish,
      change: async (userId) => {
        await addToCart(services, userId, await dishInput(request.body));
        return 'added';
      },
      forGuest: () => keptForSignIn(request.body),
      done: 'cartAdded',
    }),
  );

  app.post<{ Body: Fields }>(
    CART_FORMS.quantity,
    { schema: { hide: true } },
    async (request, reply) =>
      answer(request, reply, {
        fallback: routeTable.cart.path,
        id: request.body?.[CART_FORM_FIELDS.line],
        anchor: cartFormAnchor.line,
        change: async (userId) => {
          const fields = request.body ?? {};
          const input: CartUpdateInput = await validate(cartUpdateSchema, {
            cart_id: numeric(fields[CART_FORM_FIELDS.line]),
            quantity: numeric(fields[CART_FORM_FIELDS.quantity]),
          });
          await setLineQuantity(services, userId, input);
          return 'updated';
        },
        done: 'cartQuantityUpdated',
        steps: true,
      }),
  );
};
