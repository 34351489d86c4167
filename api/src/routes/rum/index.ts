import type { FastifyPluginAsync } from 'fastify';
import { Data } from '@mealprep/shared/core/contracts';
import { RumAnalysis } from '@mealprep/shared/releases/contracts';
import { HttpError } from '../../http/errors';
import { NO_CONTENT, SESSION_SECURITY } from '../../plugins/openapi';
import type { PageViews } from '../../platform/pageViews';
import { isRemoteName } from '../../platform/remotes';
import type { CanaryAnalyst } from '../../platform/rum/canaryAnalyst';
import type { RumCollector } from '../../platform/rum/collector';
import { parseReport, REPORT_BODY_LIMIT } from '../../platform/rum/report';
import type { Services } from '../../services';

/**
 * Real-user measurements (docs/architecture.md §3.1): the shell's beacon, and the canary analysis
 * a release manager reads on `/admin/releases` and with `npm run release -- analysis <remote>`.
 */
export const rumRoutes: FastifyPluginAsync<{
  services: Services;
  views: PageViews;
  rum: RumCollector;
  analyst: CanaryAnalyst;
}> = async (app, { services, views, rum, analyst }) => {
  app.post(
    '/api/v1/rum',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      // Every page view sends one: no access-log lines for them (two per request at `info`, each
      // costlier than the beacon itself), nor for malformed ones; failures are still logged.
      logLevel: 'warn',
      schema: {
        summary:
          'The Web Vitals and errors of one page view (navigator.sendBeacon, JSON or text). Counted once per page view with a valid signed page-view cookie, for the versions that visitor was given; anything else is accepted and ignored',
        tags: ['platform'],
        security: [],
        response: { 204: NO_CONTENT },
      },
    },
    async (request, reply) => {
      const report = parseReport(request.body);
      if (!report) throw new HttpError(400, 'rumReportInvalid');
      const pageView = views.pageView(request);
      if (pageView) rum.accept(pageView, views.networkMark(request.ip), report);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { remote: string } }>(
    '/api/v1/admin/releases/:remote/analysis',
    {
      onRequest: services.sessions.requireStaff('releases'),
      schema: {
        summary:
          'Canary against stable over the same window: per metric the sample sizes, p75 or rate, p-value and verdict; the score; hourly series for the charts',
        tags: ['admin', 'releases'],
        security: SESSION_SECURITY,
        response: { 200: Data(RumAnalysis) },
      },
    },
    async (request, reply) => {
      const { remote } = request.params;
      if (!isRemoteName(remote)) throw new HttpError(404, 'notFound');
      reply.header('cache-control', 'no-store');
      return { data: await analyst.analysis(remote) };
    },
  );
};
