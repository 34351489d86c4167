import type { FastifyPluginAsync } from 'fastify';
import { Data } from '@mealprep/shared/core/contracts';
import { ReleasePinned, ReleasePreview } from '@mealprep/shared/releases/contracts';
import {
  releasePinSchema,
  releasePreviewSchema,
  releasePromoteSchema,
  type ReleasePinInput,
  type ReleasePreviewInput,
  type ReleasePromoteInput,
} from '@mealprep/shared/validation';
import { currentUser } from '../../http/session';
import { validateBody } from '../../http/validate';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { PageViews } from '../../platform/pageViews';
import { COHORT, COHORT_COOKIE, type ReleaseRegistry } from '../../platform/releaseRegistry';
import type { Services } from '../../services';
import { visitorCohort } from '../remotes';
import { remoteParam } from './params';

/**
 * Environments (docs/architecture.md §3.4): staging's pin, promoting the build staging serves to
 * production, and switching an admin's browser to staging and back.
 */
export const environmentRoutes: FastifyPluginAsync<{
  services: Services;
  registry: ReleaseRegistry;
  views: PageViews;
}> = async (app, { services, registry, views }) => {
  const manageReleases = services.sessions.requireStaff('releases');
  const admin = (summary: string, response: Record<number, unknown>) => ({
    summary,
    tags: ['admin', 'releases'],
    security: SESSION_SECURITY,
    response,
  });

  app.post<{ Params: { remote: string }; Body: ReleasePinInput }>(
    '/api/v1/admin/releases/:remote/staging/pin',
    {
      onRequest: manageReleases,
      preValidation: validateBody(releasePinSchema),
      schema: {
        ...admin(
          'Serve this version on staging (the same checks as a production pin); production is unchanged',
          { 200: Data(ReleasePinned) },
        ),
        body: bodySchema(releasePinSchema),
      },
    },
    async (request) => {
      const remote = remoteParam(request.params.remote);
      const { version, reason } = request.body;
      return { data: await registry.staging.pin(remote, version, reason, currentUser(request)) };
    },
  );

  app.post<{ Params: { remote: string }; Body: ReleasePromoteInput }>(
    '/api/v1/admin/releases/:remote/staging/promote',
    {
      onRequest: manageReleases,
      preValidation: validateBody(releasePromoteSchema),
      schema: {
        ...admin(
          'Pin in production the exact build staging serves (same release, files checked against their digests)',
          { 200: Data(ReleasePinned) },
        ),
        body: bodySchema(releasePromoteSchema),
      },
    },
    async (request) => {
      const remote = remoteParam(request.params.remote);
      return {
        data: await registry.staging.promote(remote, request.body.reason, currentUser(request)),
      };
    },
  );

  app.get(
    '/api/v1/admin/releases/preview',
    {
      onRequest: manageReleases,
      schema: admin('Whether this browser sees staging', { 200: Data(ReleasePreview) }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const cohort = request.cookies[COHORT_COOKIE];
      if (!cohort || !COHORT.test(cohort)) return { data: { staging: false, expiresAt: null } };
      return { data: await registry.staging.preview(cohort) };
    },
  );

  app.post<{ Body: ReleasePreviewInput }>(
    '/api/v1/admin/releases/preview',
    {
      onRequest: manageReleases,
      preValidation: validateBody(releasePreviewSchema),
      schema: {
        ...admin(
          "Switch this browser (its cohort cookie) to staging's versions for 8 hours, or back to production",
          { 200: Data(ReleasePreview) },
        ),
        body: bodySchema(releasePreviewSchema),
      },
    },
    async (request, reply) => {
      const cohort = visitorCohort(request, reply, views);
      return {
        data: await registry.staging.setPreview(cohort, request.body.staging, currentUser(request)),
      };
    },
  );
};
