import type { FastifyPluginAsync } from 'fastify';
import { logEntrySchema, type LogEntryInput } from '@mealprep/shared/validation';
import { limitPerIp } from '../../http/rate-limit';
import { validateBody } from '../../http/validate';
import { bodySchema } from '../../plugins/openapi';
import type { Services } from '../../services';

/**
 * `POST /api/log` (SPEC §7): page errors and remote load failures reported by the browser,
 * stored for the admin log screens and, later, per-version failure counts (ARCHITECTURE §3).
 */
export const logRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.post<{ Body: LogEntryInput }>(
    '/api/log',
    {
      onRequest: limitPerIp(services.limits.logPerIp, 'log'),
      preValidation: validateBody(logEntrySchema),
      schema: {
        summary: 'Report a client-side error',
        tags: ['logs'],
        security: [],
        body: bodySchema(logEntrySchema),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const id = await services.logs.add({
        statusCode: body.statusCode,
        message: body.message,
        occurredAt: new Date(body.date),
        userId: body.userId ?? null,
        remote: body.remote ?? null,
        remoteVersion: body.remoteVersion ?? null,
        url: body.url ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      return reply.code(201).send({ data: { id } });
    },
  );
};
