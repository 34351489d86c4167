import type { PageViews } from '../../platform/pageViews';
import type { RumCollector } from '../../platform/rum/collector';
import type { FastifyPluginAsync } from 'fastify';
import {
  jsonObject,
  msg,
  releaseCanarySchema,
  releasePinSchema,
  releaseHistoryQuerySchema,
  releasePromoteSchema,
  releaseRollbackSchema,
  text,
  VERSION_PATTERN,
  type ReleaseCanaryInput,
  type ReleaseHistoryQuery,
  type ReleasePinInput,
  type ReleasePromoteInput,
  type ReleaseRollbackInput,
} from '@mealprep/shared/validation';
import { Data, DataList } from '@mealprep/shared/core/contracts';
import { PublishedRelease, ReleaseCanaryStarted, ReleaseEvent, ReleasePinned, RemoteReleaseStatus } from '@mealprep/shared/releases/contracts';
import { array, mixed, object, type InferType } from 'yup';
import { limitPerIp } from '../../http/rate-limit';
import { currentUser } from '../../http/session';
import { validateBody, validateQuery } from '../../http/validate';
import { bodySchema, NO_CONTENT, SESSION_SECURITY } from '../../plugins/openapi';
import type { ReleaseEventRow, ReleaseRegistry } from '../../platform/releaseRegistry';
import { REMOTE_NAMES, type RemoteName } from '../../platform/remotes';
import type { Services } from '../../services';
import { remoteParam } from './params';
import { environmentRoutes } from './environments';
import { rolloutRoutes } from './rollouts';

/** A whole remote build travels as base64 JSON; the admin remote's is well under 2 MB. */
export const PUBLISH_BODY_LIMIT = 64 * 1024 * 1024;
const MAX_FILES = 2000;

const remoteField = () =>
  text({ max: 40 })
    .required(msg('validation.required'))
    .oneOf([...REMOTE_NAMES], msg('validation.remote', { remotes: REMOTE_NAMES.join(', ') }));

const versionField = () =>
  text({ max: 64 })
    .required(msg('validation.required'))
    .matches(VERSION_PATTERN, { message: msg('validation.version'), excludeEmptyString: true });

export const publishSchema = object({
  remote: remoteField(),
  version: versionField(),
  base_url: text({ max: 500 })
    .url(msg('validation.invalid'))
    .matches(/^https?:\/\/[^?#]*\/$/, {
      message: msg('validation.invalid'),
      excludeEmptyString: true,
    })
    .optional(),
  files: array(
    jsonObject({
      path: text({ max: 300 }).required(msg('validation.required')),
      content: mixed<string>()
        .test({
          name: 'base64',
          message: msg('validation.string'),
          test: (value) => typeof value === 'string' && /^[A-Za-z0-9+/]*={0,2}$/.test(value),
        })
        .required(msg('validation.required')),
    }),
  )
    .typeError(msg('validation.invalid'))
    .required(msg('validation.required'))
    .min(2, ({ min }: { min: number }) => msg('validation.min', { min }))
    .max(MAX_FILES, ({ max }: { max: number }) => msg('validation.max', { max })),
});
type PublishBody = InferType<typeof publishSchema>;

export const loadedSchema = object({
  remote: remoteField(),
  version: versionField(),
});
type LoadedBody = InferType<typeof loadedSchema>;

function toEventJson(row: ReleaseEventRow) {
  return {
    id: row.id,
    remote: row.remote,
    action: row.action,
    from: row.fromVersion,
    to: row.toVersion,
    reason: row.reason,
    actor: row.actorEmail,
    at: row.createdAt.toISOString(),
    evidence: row.evidence ?? null,
    environment: row.environment === 'staging' ? ('staging' as const) : ('production' as const),
  };
}

/**
 * The release registry's admin endpoints (docs/architecture.md §3) — publish, pin, rollback, canary,
 * promote, staged rollouts (§3.3), status, history — and the shell's load beacon. Every admin route checks the role on
 * the server; every refusal names its reasons.
 */
export const releaseRoutes: FastifyPluginAsync<{
  services: Services;
  registry: ReleaseRegistry;
  views: PageViews;
  rum: Pick<RumCollector, 'recordLoad'>;
}> = async (app, { services, registry, views, rum }) => {
  const manageReleases = services.sessions.requireStaff('releases');
  const admin = (summary: string, response: Record<number, unknown>) => ({
    summary,
    tags: ['admin', 'releases'],
    security: SESSION_SECURITY,
    response,
  });

  app.get(
    '/api/v1/admin/releases',
    { onRequest: manageReleases, schema: admin('Every remote: pinned version, canary, published versions with loads and failures',
        { 200: DataList(RemoteReleaseStatus) }) },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await registry.status() };
    },
  );

  app.post<{ Body: PublishBody }>(
    '/api/v1/admin/releases',
    {
      bodyLimit: PUBLISH_BODY_LIMIT,
      onRequest: manageReleases,
      preValidation: validateBody(publishSchema),
      schema: {
        ...admin(
          'Publish a build: files (base64) including remoteEntry.js and mf-manifest.json; stored immutable under releases/<remote>/<version>/, or only registered when base_url says where it is hosted',
          { 201: Data(PublishedRelease) },
        ),
        body: bodySchema(publishSchema),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const row = await registry.publish(
        {
          remote: body.remote as RemoteName,
          version: body.version,
          baseUrl: body.base_url ?? null,
          files: body.files,
        },
        currentUser(request),
      );
      return reply.code(201).send({
        data: {
          remote: row.remote,
          version: row.version,
          integrity: row.integrity,
          exposes: row.exposes,
          shared: row.shared,
          baseUrl: row.baseUrl,
          publishedAt: row.publishedAt.toISOString(),
        },
      });
    },
  );

  app.get<{ Params: { remote: string }; Querystring: ReleaseHistoryQuery }>(
    '/api/v1/admin/releases/:remote/history',
    { onRequest: manageReleases, preValidation: validateQuery(releaseHistoryQuerySchema),
      schema: admin('Audit trail of one remote, newest first; ?environment=production|staging for one',
        { 200: DataList(ReleaseEvent) }) },
    async (request) => {
      const { environment } = request.query;
      const rows = await registry.history(remoteParam(request.params.remote), environment);
      return { data: rows.map(toEventJson) };
    },
  );

  app.post<{ Params: { remote: string }; Body: ReleasePinInput }>(
    '/api/v1/admin/releases/:remote/pin',
    {
      onRequest: manageReleases,
      preValidation: validateBody(releasePinSchema),
      schema: {
        ...admin('Serve this version to every visitor (refused when unpublished or incompatible)',
          { 200: Data(ReleasePinned) }),
        body: bodySchema(releasePinSchema),
      },
    },
    async (request) => {
      const remote = remoteParam(request.params.remote);
      const { version, reason } = request.body;
      return { data: await registry.pin(remote, version, reason, currentUser(request)) };
    },
  );

  app.post<{ Params: { remote: string }; Body: ReleaseRollbackInput }>(
    '/api/v1/admin/releases/:remote/rollback',
    {
      onRequest: manageReleases,
      preValidation: validateBody(releaseRollbackSchema),
      schema: {
        ...admin('Back to the previous pinned version, or to `to` (any earlier published one)',
          { 200: Data(ReleasePinned) }),
        body: bodySchema(releaseRollbackSchema),
      },
    },
    async (request) => {
      const remote = remoteParam(request.params.remote);
      const { to, reason } = request.body;
      return {
        data: await registry.rollback(remote, to ? to : null, reason, currentUser(request)),
      };
    },
  );

  app.post<{ Params: { remote: string }; Body: ReleaseCanaryInput }>(
    '/api/v1/admin/releases/:remote/canary',
    {
      onRequest: manageReleases,
      preValidation: validateBody(releaseCanarySchema),
      schema: {
        ...admin('Serve a version to a stable percentage of visitors',
          { 200: Data(ReleaseCanaryStarted) }),
        body: bodySchema(releaseCanarySchema),
      },
    },
    async (request) => {
      const remote = remoteParam(request.params.remote);
      const body = request.body;
      return {
        data: await registry.canary(
          {
            remote,
            version: body.version,
            percent: body.percent,
            failureThreshold: body.failure_threshold,
            minLoads: body.min_loads,
            reason: body.reason,
          },
          currentUser(request),
        ),
      };
    },
  );

  app.post<{ Params: { remote: string }; Body: ReleasePromoteInput }>(
    '/api/v1/admin/releases/:remote/promote',
    {
      onRequest: manageReleases,
      preValidation: validateBody(releasePromoteSchema),
      schema: {
        ...admin('Pin the running canary for everyone',
          { 200: Data(ReleasePinned) }),
        body: bodySchema(releasePromoteSchema),
      },
    },
    async (request) => {
      const remote = remoteParam(request.params.remote);
      return { data: await registry.promote(remote, request.body.reason, currentUser(request)) };
    },
  );

  await app.register(rolloutRoutes, { services, registry });
  await app.register(environmentRoutes, { services, registry, views });

  app.post<{ Body: LoadedBody }>(
    '/api/v1/remotes/loaded',
    {
      onRequest: limitPerIp(services.limits.logPerIp, 'remotes-loaded'),
      preValidation: validateBody(loadedSchema),
      schema: {
        summary:
          'The shell loaded a remote (once per remote and page): counted per version, the denominator of the failure rate',
        tags: ['platform'],
        security: [],
        body: bodySchema(loadedSchema),
        response: { 204: NO_CONTENT },
      },
    },
    async (request, reply) => {
      const remote = request.body.remote as RemoteName;
      // Counted once per real page view (signed cookie) that was given this version.
      if (await views.counts(request, registry, 'load', remote, request.body.version)) {
        rum.recordLoad(remote, request.body.version, false);
        await registry.recordLoad(remote, request.body.version);
      }
      return reply.code(204).send();
    },
  );
};
