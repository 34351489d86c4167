import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { object, type InferType } from 'yup';
import { businessDate, formatShopDate } from '@mealprep/shared/core';
import { DataWithMessage } from '@mealprep/shared/core/contracts';
import { PackingList, PackingOrder } from '@mealprep/shared/staff/contracts';
import {
  msg,
  packMarkSchema,
  packScanSchema,
  text,
  type PackMarkInput,
  type PackScanInput,
} from '@mealprep/shared/validation';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/tables/commerce';
import { FieldValidationError, HttpError } from '../../http/errors';
import { ID_PARAMS, pathId } from '../../http/request';
import { currentUser } from '../../http/session';
import { validateBody, validateQuery } from '../../http/validate';
import type { Locale } from '@mealprep/shared/locale';
import { requestLocale } from '../../i18n/locale';
import { t, type ApiMessageKey } from '../../i18n/messages';
import { labelsPdf, LABEL_FORMATS, type LabelFormat } from '../../labels/pdf';
import { packLabels, packsOf } from '../../labels/packs';
import { productionPdf } from '../../labels/productionPdf';
import type { PackMarkResult } from '../../orders/packing';
import { SESSION_SECURITY, bodySchema } from '../../plugins/openapi';
import type { Services } from '../../services';
import { boardQuerySchema } from '../fulfilment';
import { queryDay } from '../admin';

type DayQuery = InferType<typeof boardQuerySchema>;

const labelsQuerySchema = object({
  date: queryDay().optional(),
  /** A4 label sheets (the default) or a 62 mm roll. */
  format: text({ max: 10 })
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .oneOf([...LABEL_FORMATS, undefined], msg('validation.oneOf'))
    .optional(),
});
type LabelsQuery = InferType<typeof labelsQuerySchema>;
const orderLabelsQuerySchema = labelsQuerySchema.pick(['format']);
type OrderLabelsQuery = InferType<typeof orderLabelsQuerySchema>;

const PDF_ANSWER = (what: string) => ({
  200: {
    description: `${what} (application/pdf), offered as a download`,
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
});

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * Labels, packing and handover (docs/kitchen.md): each pack's label as a PDF (A4 sheets or a
 * 62 mm roll) for a delivery day or one order; the day's packing list, packs ticked by hand or by
 * scanning their label; and the production sheet as an A4 PDF. Every staff role reads the packing
 * list and the sheet; labels and ticks are the kitchen's.
 */
export const packingRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = (summary: string) => ({ summary, tags: ['admin'], security: SESSION_SECURITY });
  const kitchen = services.sessions.requireStaff('orders.kitchen');
  const anyStaff = services.sessions.requireStaff('orders.read');

  app.get<{ Querystring: DayQuery }>(
    '/api/v1/admin/production.pdf',
    {
      onRequest: anyStaff,
      preValidation: validateQuery(boardQuerySchema),
      schema: {
        ...staff('The production sheet of a delivery day (?date) as an A4 PDF'),
        response: PDF_ANSWER('The sheet'),
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const sheet = await services.production.sheet(request.query.date ?? businessDate(), locale);
      return sendPdf(
        reply,
        await productionPdf(sheet, locale),
        `production-${sheet.delivery_date}.pdf`,
      );
    },
  );

  const labelsOf = async (
    where: ReturnType<typeof eq>,
    format: LabelFormat,
    title: string,
    locale: Locale,
  ) => {
    const labels = await packLabels(services.db, await packsOf(services.db, where));
    return labelsPdf(labels, format, title, locale);
  };

  app.get<{ Querystring: LabelsQuery }>(
    '/api/v1/admin/labels.pdf',
    {
      onRequest: kitchen,
      preValidation: validateQuery(labelsQuerySchema),
      schema: {
        ...staff(
          'Every pack’s label of a delivery day (?date, today by default), each in its order’s language, as a PDF for A4 label sheets (?format=sheet, 2 × 4) or a 62 mm roll (?format=roll)',
        ),
        response: PDF_ANSWER('The labels'),
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const date = request.query.date ?? businessDate();
      const format = request.query.format ?? 'sheet';
      const title = t(locale, 'label.title', { date: formatShopDate(date, locale) });
      const pdf = await labelsOf(eq(orders.deliveryDate, date), format, title, locale);
      return sendPdf(reply, pdf, `labels-${date}-${format}.pdf`);
    },
  );

  app.get<{ Params: { id: string }; Querystring: OrderLabelsQuery }>(
    '/api/v1/admin/orders/:id/labels.pdf',
    {
      onRequest: kitchen,
      preValidation: validateQuery(orderLabelsQuerySchema),
      schema: {
        ...staff(
          'The labels of one paid order’s packs, in its language (?format=sheet or roll); 404 for an order not in the kitchen’s hands',
        ),
        params: ID_PARAMS,
        response: PDF_ANSWER('The labels'),
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const locale = requestLocale(request);
      const packs = await packsOf(services.db, eq(orders.id, id));
      const [order] = packs;
      if (!order) throw new HttpError(404, 'notFound');
      const format = request.query.format ?? 'sheet';
      const title = t(locale, 'label.title', { date: formatShopDate(order.deliveryDate, locale) });
      const pdf = await labelsPdf(await packLabels(services.db, packs), format, title, locale);
      return sendPdf(reply, pdf, `labels-${order.orderNo}-${format}.pdf`);
    },
  );

  app.get<{ Querystring: DayQuery }>(
    '/api/v1/admin/packing',
    {
      onRequest: anyStaff,
      preValidation: validateQuery(boardQuerySchema),
      schema: {
        ...staff(
          'The packing list of a delivery day (?date, today by default): each paid order with its packs, which are packed, whether the caller may tick them and the steps the caller may take',
        ),
        response: { 200: PackingList },
      },
    },
    async (request) => {
      const date = request.query.date ?? businessDate();
      const user = currentUser(request);
      const data = await services.packing.list(date, user.role, requestLocale(request));
      const packs = data.reduce((sum, order) => sum + order.packs.length, 0);
      const packed = data.reduce((sum, order) => sum + order.packed, 0);
      return { data, meta: { date, packs, packed } };
    },
  );

  /** The answer to a tick or a scan: the order as the list shows it now, or why nothing changed. */
  const answer = async (
    result: PackMarkResult,
    packed: boolean,
    role: string,
    locale: Locale,
    scanned: string | null,
  ) => {
    if (result.kind === 'missing') {
      if (scanned === null) throw new HttpError(404, 'notFound');
      throw FieldValidationError.of('code', 'validation.packUnknown', { code: scanned });
    }
    if (result.kind === 'otherDay') {
      throw FieldValidationError.of('code', 'validation.packOtherDay', {
        code: result.code,
        date: formatShopDate(result.date, locale),
      });
    }
    if (result.kind === 'leftKitchen') {
      throw new HttpError(409, 'packLeftKitchen', {
        orderNo: result.order.orderNo,
        status: t(locale, `status.${result.order.status}` as ApiMessageKey),
      });
    }
    if (result.kind === 'unchanged') {
      // Two ticks of one pack at once: the first packed it; this one is told so.
      throw new HttpError(409, packed ? 'packAlreadyPacked' : 'packNotPacked', {
        code: result.code,
      });
    }
    const order = await services.packing.order(result.order.id, role, locale);
    if (!order) throw new HttpError(404, 'notFound');
    const key: ApiMessageKey = result.ready
      ? 'packPackedReady'
      : packed
        ? 'packPacked'
        : 'packUnpacked';
    return { data: order, message: t(locale, key, { code: result.code, orderNo: order.order_no }) };
  };

  app.post<{ Params: { id: string }; Body: PackMarkInput }>(
    '/api/v1/admin/orders/:id/packs',
    {
      onRequest: kitchen,
      preValidation: validateBody(packMarkSchema),
      schema: {
        ...staff(
          'Tick (packed: true) or untick a pack of the order while it is in the kitchen; ticking the last pack of a pickup order makes it ready for pickup (customer mailed). 409 when the pack already is as asked or the order has left the kitchen',
        ),
        params: ID_PARAMS,
        body: bodySchema(packMarkSchema),
        response: { 200: DataWithMessage(PackingOrder) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const user = currentUser(request);
      const locale = requestLocale(request);
      const { pack_no: packNo, packed } = request.body;
      const result = await services.packing.mark(user, id, packNo, packed);
      return answer(result, packed, user.role, locale, null);
    },
  );

  app.post<{ Body: PackScanInput }>(
    '/api/v1/admin/packing/scan',
    {
      onRequest: kitchen,
      preValidation: validateBody(packScanSchema),
      schema: {
        ...staff(
          'Tick the pack whose label code a scanner read on the packing screen of `date`; an unknown code or one of another day is refused at the field',
        ),
        body: bodySchema(packScanSchema),
        response: { 200: DataWithMessage(PackingOrder) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { date, code } = request.body;
      const result = await services.packing.scan(user, date, code);
      return answer(result, true, user.role, requestLocale(request), code);
    },
  );
};
