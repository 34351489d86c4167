/**
 * The cart's forms (`CART_FORMS` in `@mealprep/shared/cart`), posted by a signed-in customer's
 * page before the app has started (docs/architecture/server-rendering.md, "Taps before the
 * start"): "Add to cart" on a dish, − and + on a cart line. The change is the JSON call's, with
 * the same validation and limits (routes/cart/changes.ts); the answer is a 303 to the page the
 * form was on, whose address names the outcome (`?cart=added.12`) and whose fragment brings the
 * dish or the line back into view. A refusal is an outcome too, said on that page in the
 * customer's language; nothing is changed. A visitor whose session has lapsed is sent to sign in
 * and back to the page.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CART_FORM_FIELDS,
  CART_FORMS,
  CART_OUTCOME_PARAM,
  cartFormAnchor,
  cartOutcomeValue,
  SIGN_IN_REASON_PARAM,
  type CartOutcome,
} from '@mealprep/shared/cart';
import { withLocalePrefix } from '@mealprep/shared/locale';
import { routeTable } from '@mealprep/shared/route-table';
import {
  cartStoreSchema,
  cartUpdateSchema,
  type CartStoreInput,
  type CartUpdateInput,
} from '@mealprep/shared/validation';
import { FieldValidationError, HttpError } from '../../http/errors';
import { currentCustomer } from '../../http/request';
import { requestLocale } from '../../i18n/locale';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { addToCart, setLineQuantity } from '../cart/changes';
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

export const cartFormRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { sessions } = services;

  /**
   * Answers the form: the change, then a 303 to `back` (the page it was on, or `fallback`) with
   * its outcome for `id`, scrolled to `anchor`. The outcome of a field the form could not read
   * at all (no id) is said nowhere but changes nothing either.
   */
  async function answer(
    request: FastifyRequest<{ Body: Fields }>,
    reply: FastifyReply,
    form: { fallback: string; id: unknown; anchor: (id: number) => string },
    change: (userId: number) => Promise<CartOutcome>,
  ) {
    reply.header('cache-control', 'no-store');
    const locale = requestLocale(request);
    const fallback = withLocalePrefix(form.fallback, locale);
    const back = returnPath(request.body?.[CART_FORM_FIELDS.returnTo]) ?? fallback;
    const user = await sessions.load(request, reply);
    if (!user) {
      const search = new URLSearchParams({
        [AUTH_QUERY.returnTo]: back,
        [SIGN_IN_REASON_PARAM]: 'cart',
      });
      return reply.redirect(`${withLocalePrefix(routeTable.login.path, locale)}?${search}`, 303);
    }
    let outcome: CartOutcome;
    try {
      outcome = await change(currentCustomer(request).id);
    } catch (error) {
      const refused = refusal(error);
      if (!refused) throw error;
      outcome = refused;
    }
    const id = numeric(form.id);
    const [pathAndQuery = back] = back.split('#');
    const [pathname = '/', query = ''] = pathAndQuery.split(/\?(.*)/s, 2);
    const search = new URLSearchParams(query);
    search.delete(CART_OUTCOME_PARAM);
    if (typeof id === 'number') search.set(CART_OUTCOME_PARAM, cartOutcomeValue(outcome, id));
    const target = `${pathname}${search.size > 0 ? `?${search}` : ''}`;
    return reply.redirect(typeof id === 'number' ? `${target}#${form.anchor(id)}` : target, 303);
  }

  app.post<{ Body: Fields }>(CART_FORMS.add, { schema: { hide: true } }, async (request, reply) =>
    answer(
      request,
      reply,
      {
        fallback: routeTable.foodMenu.path,
        id: request.body?.[CART_FORM_FIELDS.product],
        anchor: cartFormAnchor.dish,
      },
      async (userId) => {
        const fields = request.body ?? {};
        const input: CartStoreInput = await validate(cartStoreSchema, {
          plan_id: numeric(fields[CART_FORM_FIELDS.product]),
          plan_type: fields[CART_FORM_FIELDS.type],
          size: fields[CART_FORM_FIELDS.size],
          quantity: numeric(fields[CART_FORM_FIELDS.quantity]),
        });
        await addToCart(services, userId, input);
        return 'added';
      },
    ),
  );

  app.post<{ Body: Fields }>(
    CART_FORMS.quantity,
    { schema: { hide: true } },
    async (request, reply) =>
      answer(
        request,
        reply,
        {
          fallback: routeTable.cart.path,
          id: request.body?.[CART_FORM_FIELDS.line],
          anchor: cartFormAnchor.line,
        },
        async (userId) => {
          const fields = request.body ?? {};
          const input: CartUpdateInput = await validate(cartUpdateSchema, {
            cart_id: numeric(fields[CART_FORM_FIELDS.line]),
            quantity: numeric(fields[CART_FORM_FIELDS.quantity]),
          });
          await setLineQuantity(services, userId, input);
          return 'updated';
        },
      ),
  );
};
