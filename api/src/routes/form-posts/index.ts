/**
 * The sign-in forms, posted by a browser without the app's script (off, blocked, not loaded
 * yet). The server-rendered forms post to their own page (`method="post"`, an `action`); the
 * answer is GOV.UK's pattern: on success the session is set as the JSON sign-in sets it and a
 * 303 sends the browser where it was going; on failure a 303 back to the form, whose page says
 * what went wrong from a code in the address (`?error=credentials`), never the e-mail or the
 * password (docs/architecture.md §5.1). The same limits as the JSON sign-in apply, on the same
 * counters: posting the form instead of calling the API buys no extra guesses.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CART_ADD_PARAM, parseCartAdd } from '@mealprep/shared/cart';
import { LOCALES, withLocalePrefix, type Locale } from '@mealprep/shared/locale';
import { routeTable, type RouteId } from '@mealprep/shared/route-table';
import { loginSchema, type LoginInput } from '@mealprep/shared/validation';
import { FieldValidationError } from '../../http/errors';
import { hasCustomerDetails } from '../../profile/present';
import { limitPerIp, TooManyRequestsError } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { authenticate, signIn } from '../auth';
import { cartFormRoutes } from './cart';
import { languageFormRoute } from './language';
import { withCartAdd } from './cart';
import { returnPath } from './returnPath';
import { AUTH_QUERY } from '../../ssr/pageAddress';

/** What the form page shows for `?error=`: each page's catalogue translates the code. */
export const SIGN_IN_ERRORS = ['credentials', 'fields', 'attempts'] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

/** The parameter the sign-in pages read their failure from. */
export const FORM_ERROR_PARAM = 'error';
const RETURN_PARAM = 'redirect';

/** A sign-in form carries two short fields; anything bigger is not one. */
const FORM_BODY_LIMIT = 4 * 1024;

interface SignInForm {
  /** The form's page, whose path (in each language) the form posts to. */
  page: RouteId;
  kind: 'customer' | 'staff';
  /** The login throttle's scope: the JSON sign-in's, so both count together. */
  scope: string;
  /** Where a signed-in visitor goes without (or with an unfit) return path. */
  landing: RouteId;
  /** The pages a return path may name. */
  mayReturnTo: (id: RouteId) => boolean;
}

const FORMS: SignInForm[] = [
  {
    page: 'login',
    kind: 'customer',
    scope: 'login',
    landing: 'dashboard',
    // The shop's pages, not the staff area's.
    mayReturnTo: (id) => routeTable[id].remote !== 'admin',
  },
  {
    page: 'adminLogin',
    kind: 'staff',
    scope: 'admin-login',
    // Every staff role reads the orders board, the first page of the staff menu
    // (shared/src/routes/staffPages.ts `staffLanding`).
    landing: 'adminOrders',
    mayReturnTo: (id) => routeTable[id].remote === 'admin' && id !== 'adminLogin',
  },
];

interface SignInPost {
  Querystring: Record<string, unknown>;
  Body: LoginInput;
}

function formFields(body: unknown): Record<'email' | 'password', unknown> {
  const fields = (body ?? {}) as Record<string, unknown>;
  return { email: fields.email, password: fields.password };
}

function queryText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export const formPostRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  // What a browser sends for a form without script. Read here only: the API takes JSON. Only
  // the first value of each name is kept, in an object without a prototype.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const [name, value] of new URLSearchParams(String(body))) {
        if (!(name in fields)) fields[name] = value;
      }
      done(null, fields);
    },
  );

  await app.register(languageFormRoute);
  await app.register(cartFormRoutes, { services });

  for (const form of FORMS) {
    for (const locale of LOCALES) {
      const page = withLocalePrefix(routeTable[form.page].path, locale);
      const perIp = limitPerIp(services.limits.authPerIp, form.scope);
      // The body is the parsed form until `signInByForm` puts the validated input in its place.
      app.post<SignInPost>(page, { schema: { hide: true } }, async (request, reply) =>
        signInByForm(request, reply, form, page, locale, perIp),
      );
    }
  }

  async function signInByForm(
    request: FastifyRequest<SignInPost>,
    reply: FastifyReply,
    form: SignInForm,
    page: string,
    locale: Locale,
    perIp: ReturnType<typeof limitPerIp>,
  ) {
    reply.header('cache-control', 'no-store');
    const asked = request.query[RETURN_PARAM];
    const back = (error: SignInError) => {
      reply.removeHeader('retry-after');
      const query = new URLSearchParams();
      if (typeof asked === 'string' && asked !== '') query.set(RETURN_PARAM, asked);
      // Why they sign in, and a guest's dish to add, stay for the next attempt.
      for (const kept of [AUTH_QUERY.reason, CART_ADD_PARAM]) {
        const value = queryText(request.query[kept]);
        if (value) query.set(kept, value);
      }
      query.set(FORM_ERROR_PARAM, error);
      return reply.redirect(`${page}?${query.toString()}`, 303);
    };
    let input: LoginInput;
    try {
      await perIp(request, reply);
      input = await validate(loginSchema, formFields(request.body));
    } catch (error) {
      if (error instanceof TooManyRequestsError) return back('attempts');
      if (error instanceof FieldValidationError) return back('fields');
      throw error;
    }
    request.body = input;
    let userId: number;
    try {
      await services.limits.login.before(form.scope, request, input.email, reply);
      const user = await authenticate(services, request, form.kind, form.scope);
      if (form.kind === 'customer' && !hasCustomerDetails(user)) return back('credentials');
      await signIn(services, request, reply, user);
      userId = user.id;
    } catch (error) {
      if (error instanceof TooManyRequestsError) return back('attempts');
      if (error instanceof FieldValidationError) return back('credentials');
      throw error;
    }
    const landing = withLocalePrefix(routeTable[form.landing].path, locale);
    const target = returnPath(asked, form.mayReturnTo) ?? landing;
    const dish =
      form.kind === 'customer' ? parseCartAdd(queryText(request.query[CART_ADD_PARAM])) : null;
    if (!dish) return reply.redirect(target, 303);
    // A guest's "Add to cart" posted before the app (form-posts/cart.ts): made now, and said on
    // the page they go back to, as a signed-in customer's post is.
    return reply.redirect(await withCartAdd(services, userId, dish, target), 303);
  }
};
