import type { FastifyPluginAsync } from 'fastify';
import { Data, LogReceived } from '@mealprep/shared/core/contracts';
import { logEntrySchema, type LogEntryInput } from '@mealprep/shared/validation';
import { limitPerIp, refuse } from '../../http/rate-limit';
import { validateBody } from '../../http/validate';
import type { PageViews } from '../../platform/pageViews';
import type { ReleaseRegistry } from '../../platform/releaseRegistry';
import type { RumCollector } from '../../platform/rum/collector';
import { isRemoteName } from '../../platform/remotes';
import { bodySchema } from '../../plugins/openapi';
import type { Services } from '../../services';

/**
 * `POST /api/log` (docs/spec.md §7): page errors and remote load failures reported by the browser,
 * stored for the admin log screens; a remote's failure also counts against its version in the
 * release registry, which rolls a failing canary back (docs/architecture.md §3).
 */
export const logRoutes: FastifyPluginAsync<{
  services: Services;
  registry: Pick<ReleaseRegistry, 'recordFailure' | 'remotesFor'>;
  views: PageViews;
  rum: Pick<RumCollector, 'recordLoad'>;
}> = async (app, { services, registry, views, rum }) => {
  app.post<{ Body: LogEntryInput }>(
    '/api/log',
    {
      onRequest: limitPerIp(services.limits.logPerIp, 'log'),
      preValidation: validateBody(logEntrySchema),
      schema: {
        summary: 'Report a client-side error',
        tags: ['logs'],
        security: [],
        response: { 201: Data(LogReceived) },
        body: bodySchema(logEntrySchema),
      },
    },
    async (request, reply) => {
      const body = request.body;
      // The whole shop's reports share a budget (per minute and per day) besides each
      // address's own, so many addresses together still cannot fill the disk.
      refuse(await services.limits.logPerMinute.hit('log-global'), reply);
      refuse(await services.limits.logPerDay.hit('log-global'), reply);
      // The reporter is whoever the session says (or nobody); a `userId` in the body is ignored.
      const user = await services.sessions.load(request, reply);
      const id = await services.logs.add({
        statusCode: body.statusCode,
        message: body.message.slice(0, services.config.logs.messageMax),
        occurredAt: new Date(body.date),
        userId: user?.id ?? null,
        remote: body.remote ?? null,
        remoteVersion: body.remoteVersion ?? null,
        url: body.url ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      // Canary health counts only a real page view's first report of that version.
      if (
        body.remote &&
        body.remoteVersion &&
        isRemoteName(body.remote) &&
        (await views.counts(request, registry, 'failure', body.remote, body.remoteVersion))
      ) {
        rum.recordLoad(body.remote, body.remoteVersion, true);
        await registry.recordFailure(body.remote, body.remoteVersion);
      }
      return reply.code(201).send({ data: { id } });
    },
  );
};
