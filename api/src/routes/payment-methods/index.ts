import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { Data, DataList } from '@mealprep/shared/core/contracts';
import { PaymentMethodSetup, SavedPaymentMethod } from '@mealprep/shared/subscriptions/contracts';
import {
  paymentMethods,
  paymentMethodSetups,
  subscriptions,
  type PaymentMethodKind,
} from '../../db/tables/subscriptions';
import {
  SANDBOX_CARD_DECLINED,
  SANDBOX_CARD_OK,
  SANDBOX_MANDATE_BANKS,
} from '../../checkout/sandbox-saved-methods';
import { HttpError } from '../../http/errors';
import { contentSecurityPolicy, newStyleNonce } from '../../http/security';
import { currentCustomer, ID_PARAMS, pathId } from '../../http/request';
import { languageOf, withLocalePrefix, type Locale } from '@mealprep/shared/locale';
import { requestLocale } from '../../i18n/locale';
import { t, type ApiMessageKey } from '../../i18n/messages';
import { HTML_PAGE, REDIRECT, SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';
import { paymentMethodToWire } from '../../subscriptions/present';

const KINDS: readonly PaymentMethodKind[] = ['card', 'duitnow_mandate'];

const html = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The fields of a posted form (the sandbox's setup page), strings only. */
function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body))
    if (typeof value === 'string') fields[key] = value;
  return fields;
}

/**
 * Saved payment methods (docs/subscriptions.md): the customer's list, starting a setup on the
 * gateway's page (authenticated once there), and removing one, after which any subscription
 * using it renews by pay link again. The sandbox's setup page is served here, as its payment page
 * is in routes/payments; it keeps the card's brand and last four digits only.
 */
export const paymentMethodRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { requireUser } = services.sessions;
  const { db, savedMethods } = services;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)).entries())),
  );

  const list = (userId: number) =>
    db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)))
      .orderBy(desc(paymentMethods.id));

  app.get(
    '/api/v1/payment-methods',
    {
      onRequest: requireUser,
      schema: {
        summary: 'My saved payment methods (removed ones are not listed)',
        tags: ['subscriptions'],
        security: SESSION_SECURITY,
        response: { 200: DataList(SavedPaymentMethod) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: (await list(currentCustomer(request).id)).map(paymentMethodToWire) };
    },
  );

  app.post<{ Body: unknown }>(
    '/api/v1/payment-methods',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Start saving a payment method ({ kind: card | duitnow_mandate }) → { url } of the gateway’s page where the customer authenticates once',
        tags: ['subscriptions'],
        security: SESSION_SECURITY,
        response: { 201: Data(PaymentMethodSetup) },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const body = request.body as { kind?: unknown } | null;
      const kind = KINDS.find((candidate) => candidate === body?.kind);
      if (!kind) throw new HttpError(422, 'paymentMethodKind');
      if (!savedMethods) throw new HttpError(409, 'paymentMethodsUnavailable');
      const setup = savedMethods.startSetup();
      await db.insert(paymentMethodSetups).values({
        userId: user.id,
        provider: savedMethods.provider,
        ref: setup.ref,
        kind,
      });
      reply.code(201);
      return { data: { url: setup.url } };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/v1/payment-methods/:id',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Remove a saved payment method; a subscription charged to it renews by pay link again. Answers the ones left.',
        tags: ['subscriptions'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        response: { 200: DataList(SavedPaymentMethod) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const id = pathId(request.params.id);
      const removed =
        id !== null &&
        (await db.transaction(async (tx) => {
          const [row] = await tx
            .update(paymentMethods)
            .set({ removedAt: new Date() })
            .where(
              and(
                eq(paymentMethods.id, id),
                eq(paymentMethods.userId, user.id),
                isNull(paymentMethods.removedAt),
              ),
            )
            .returning({ id: paymentMethods.id });
          if (!row) return false;
          await tx
            .update(subscriptions)
            .set({ paymentMethodId: null, updatedAt: new Date() })
            .where(eq(subscriptions.paymentMethodId, row.id));
          return true;
        }));
      if (!removed) throw new HttpError(404, 'paymentMethodNotFound');
      return { data: (await list(user.id)).map(paymentMethodToWire) };
    },
  );

  if (!savedMethods) return;
  const sandbox = savedMethods;

  function page(reply: FastifyReply, status: number, locale: Locale, body: string) {
    const nonce = newStyleNonce();
    const title = html(t(locale, 'sandboxSetupTitle'));
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', contentSecurityPolicy(services.config, [], nonce));
    return `<!doctype html><html lang="${languageOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;color:#1f2933}label{display:block;font-weight:600;margin:1rem 0 .25rem}input,select{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}button{font:inherit;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;border:0;background:#1f7a4d;color:#fff;cursor:pointer}[role=alert]{color:#a61b1b}</style></head><body><h1>${title}</h1>${body}</body></html>`;
  }

  /** The customer's own open setup behind the page's reference. */
  async function openSetup(userId: number, ref: string) {
    const [setup] = await db
      .select()
      .from(paymentMethodSetups)
      .where(
        and(
          eq(paymentMethodSetups.provider, sandbox.provider),
          eq(paymentMethodSetups.ref, ref),
          eq(paymentMethodSetups.userId, userId),
        ),
      );
    return setup ?? null;
  }

  function form(locale: Locale, kind: PaymentMethodKind, ref: string, error: ApiMessageKey | null) {
    const action = `/api/v1/payment-methods/sandbox/setup/${encodeURIComponent(ref)}`;
    const alert = error ? `<p role="alert" id="setup-error">${html(t(locale, error))}</p>` : '';
    const described = error ? ' aria-invalid="true" aria-describedby="setup-error"' : '';
    if (kind === 'card') {
      return `<p>${html(t(locale, 'sandboxSetupCardIntro'))}</p><form method="post" action="${action}"><label for="card_number">${html(t(locale, 'sandboxSetupCardNumber'))}</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required${described}>${alert}<button type="submit">${html(t(locale, 'sandboxSetupSaveCard'))}</button></form>`;
    }
    const options = SANDBOX_MANDATE_BANKS.map(
      (bank) => `<option value="${html(bank)}">${html(bank)}</option>`,
    ).join('');
    return `<p>${html(t(locale, 'sandboxSetupMandateIntro'))}</p><form method="post" action="${action}"><label for="bank">${html(t(locale, 'sandboxSetupBank'))}</label><select id="bank" name="bank" required${described}><option value=""></option>${options}</select>${alert}<button type="submit">${html(t(locale, 'sandboxSetupApprove'))}</button></form>`;
  }

  app.get<{ Params: { ref: string } }>(
    '/api/v1/payment-methods/sandbox/setup/:ref',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Sandbox gateway: the one-time authentication that saves a card or a mandate',
        tags: ['subscriptions'],
        security: SESSION_SECURITY,
        response: { 200: HTML_PAGE },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const setup = await openSetup(currentCustomer(request).id, request.params.ref);
      if (!setup) throw new HttpError(404, 'notFound');
      if (setup.completedAt) {
        return page(
          reply,
          409,
          locale,
          `<p role="alert">${html(t(locale, 'paymentMethodSetupClosed'))}</p>`,
        );
      }
      return page(reply, 200, locale, form(locale, setup.kind, setup.ref, null));
    },
  );

  app.post<{ Params: { ref: string }; Body: unknown }>(
    '/api/v1/payment-methods/sandbox/setup/:ref',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Sandbox gateway: the customer authenticates (card_number, or bank for a mandate); the method is saved and the browser goes back to the subscription page',
        tags: ['subscriptions'],
        security: SESSION_SECURITY,
        response: { 303: REDIRECT, 422: HTML_PAGE },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const user = currentCustomer(request);
      const setup = await openSetup(user.id, request.params.ref);
      if (!setup) throw new HttpError(404, 'notFound');
      if (setup.completedAt) {
        return page(
          reply,
          409,
          locale,
          `<p role="alert">${html(t(locale, 'paymentMethodSetupClosed'))}</p>`,
        );
      }
      const fields = formFields(request.body);
      let label: string;
      let declines = false;
      if (setup.kind === 'card') {
        const number = (fields.card_number ?? '').replace(/[\s-]/g, '');
        if (number !== SANDBOX_CARD_OK && number !== SANDBOX_CARD_DECLINED) {
          return page(
            reply,
            422,
            locale,
            form(locale, 'card', setup.ref, 'sandboxSetupCardInvalid'),
          );
        }
        declines = number === SANDBOX_CARD_DECLINED;
        // The number itself is never stored: the brand and last four are what the customer reads.
        label = `Visa •••• ${number.slice(-4)}`;
      } else {
        const bank = SANDBOX_MANDATE_BANKS.find((candidate) => candidate === fields.bank);
        if (!bank) {
          return page(
            reply,
            422,
            locale,
            form(locale, 'duitnow_mandate', setup.ref, 'sandboxSetupBankInvalid'),
          );
        }
        label = `DuitNow AutoDebit (${bank})`;
      }
      const now = new Date();
      await db.transaction(async (tx) => {
        // The setup is completed once, whichever of two posts gets here first.
        const [claimed] = await tx
          .update(paymentMethodSetups)
          .set({ completedAt: now })
          .where(and(eq(paymentMethodSetups.id, setup.id), isNull(paymentMethodSetups.completedAt)))
          .returning({ id: paymentMethodSetups.id });
        if (!claimed) return;
        const [method] = await tx
          .insert(paymentMethods)
          .values({
            userId: user.id,
            provider: sandbox.provider,
            kind: setup.kind,
            token: sandbox.issueToken(setup.kind, declines),
            label,
            createdAt: now,
          })
          .returning({ id: paymentMethods.id });
        if (!method) return;
        await tx
          .update(paymentMethodSetups)
          .set({ paymentMethodId: method.id })
          .where(eq(paymentMethodSetups.id, setup.id));
        await tx
          .update(subscriptions)
          .set({ paymentMethodId: method.id, updatedAt: now })
          .where(
            and(
              eq(subscriptions.userId, user.id),
              ne(subscriptions.status, 'cancelled'),
              isNull(subscriptions.paymentMethodId),
            ),
          );
      });
      return reply.redirect(
        `${withLocalePrefix('/account/subscription', locale)}?method=saved`,
        303,
      );
    },
  );
};
