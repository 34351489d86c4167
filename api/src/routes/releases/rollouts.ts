import type { FastifyPluginAsync } from 'fastify';
import { Data } from '@mealprep/shared/core/contracts';
import { ReleaseRolloutState, ROLLOUT_ACTIONS, type RolloutAction } from '@mealprep/shared/releases/contracts';
import {
  releaseRolloutActionSchema,
  releaseRolloutSchema,
  type ReleaseRolloutActionInput,
  type ReleaseRolloutInput,
} from '@mealprep/shared/validation';
import { HttpError } from '../../http/errors';
import { currentUser } from '../../http/session';
import { validateBody } from '../../http/validate';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { ReleaseRegistry } from '../../platform/releaseRegistry';
import { defaultPlan, stepSample } from '../../platform/releaseRollout';
import type { Services } from '../../services';
import { remoteParam } from './params';

/**
 * Staged rollouts (docs/architecture.md §3.3): start one, pause, resume or abort it. The steps
 * themselves are taken by the canary analysis (platform/releaseRollout.ts `gateRollout`).
 */
export const rolloutRoutes: FastifyPluginAsync<{
  services: Services;
  registry: ReleaseRegistry;
}> = async (app, { services, registry }) => {
  const manageReleases = services.sessions.requireStaff('releases');
  const admin = (summary: string, response: Record<number, unknown>) => ({
    summary,
    tags: ['admin', 'releases'],
    security: SESSION_SECURITY,
    response,
  });

  app.post<{ Params: { remote: string }; Body: ReleaseRolloutInput }>(
    '/api/v1/admin/releases/:remote/rollout',
    {
      onRequest: manageReleases,
      preValidation: validateBody(releaseRolloutSchema),
      schema: {
        ...admin('Start a staged rollout: steps of percentage, minimum minutes and sample (default 5 → 25 → 50 → 100 %), each gated by the canary analysis; the last step pins the version',
          { 200: Data(ReleaseRolloutState) }),
        body: bodySchema(releaseRolloutSchema),
      },
    },
    async (request) => {
      const remote = remoteParam(request.params.remote);
      const body = request.body;
      const { minSample } = services.config.rum;
      const plan =
        body.steps?.map((step, index) => ({
          percent: step.percent,
          minMinutes: step.min_minutes,
          minSample: step.min_sample ?? stepSample(minSample, index),
        })) ?? defaultPlan(minSample);
      const started = await registry.canary(
        {
          remote,
          version: body.version,
          percent: plan[0]?.percent ?? 100,
          failureThreshold: body.failure_threshold,
          minLoads: body.min_loads,
          reason: body.reason,
          plan,
        },
        currentUser(request),
      );
      return {
        data: { remote, version: started.canary, percent: started.percent, step: 0, paused: false },
      };
    },
  );

  app.post<{ Params: { remote: string; action: string }; Body: ReleaseRolloutActionInput }>(
    '/api/v1/admin/releases/:remote/rollout/:action',
    {
      onRequest: manageReleases,
      preValidation: validateBody(releaseRolloutActionSchema),
      schema: {
        ...admin('Pause a staged rollout at its step, resume it (the step\'s duration starts again), or abort it (visitors get the pinned version)',
          { 200: Data(ReleaseRolloutState) }),
        body: bodySchema(releaseRolloutActionSchema),
      },
    },
    async (request) => {
      const remote = remoteParam(request.params.remote);
      const action = request.params.action;
      if (!(ROLLOUT_ACTIONS as readonly string[]).includes(action)) {
        throw new HttpError(404, 'notFound');
      }
      return {
        data: await registry.rolloutAction(
          remote,
          action as RolloutAction,
          request.body.reason,
          currentUser(request),
        ),
      };
    },
  );
};
