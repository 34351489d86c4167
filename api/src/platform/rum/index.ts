/**
 * Real-user measurements and the canary analysis (docs/architecture.md §3.1), started with the app:
 * the collector writes about once a second, the analyst judges running canaries as data arrives
 * and, on a timer of its own, every running staged rollout (docs/architecture.md §3.3).
 * `app.rum` is the collector, for the server renderer: `app.rum.recordServerRender({ ... })`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db';
import type { ReleaseRegistry } from '../releaseRegistry';
import type { AlertNotice } from './alertWebhook';
import { CanaryAnalyst } from './canaryAnalyst';
import { RumCollector } from './collector';

export { RumCollector, type ServerRenderOutcome } from './collector';
export { CanaryAnalyst } from './canaryAnalyst';

declare module 'fastify' {
  interface FastifyInstance {
    /** Real-user measurements; server renders are recorded here (platform/rum/collector.ts). */
    rum: RumCollector;
  }
}

export function startRum(
  app: FastifyInstance,
  config: Pick<AppConfig, 'rum' | 'canary'>,
  db: Database,
  registry: Pick<ReleaseRegistry, 'assigner' | 'remotesFor' | 'gateRollout'>,
  /** The alerting webhook (alertWebhook.ts), shared with the registry's own automatic actions. */
  notify: AlertNotice,
) {
  const analyst = new CanaryAnalyst(
    db,
    async (remote) => (await registry.remotesFor({}))[remote].version,
    config.rum,
    app.log,
    notify,
    Date.now,
    (analysis, now) => registry.gateRollout(analysis, now),
    config.canary,
  );
  const rum = new RumCollector(
    db,
    // Production's versions only: a browser previewing staging measures nothing (§3.4).
    async () => {
      const given = await registry.assigner();
      return (cohort) => given(cohort, true);
    },
    {
      viewsPerNetwork: config.rum.viewsPerNetwork,
      maxQueue: 20_000,
      flushMs: 1000,
      retentionDays: config.rum.retentionDays,
    },
    app.log,
    (remotes) => analyst.written(remotes),
  );
  rum.start();
  // Staged rollouts move on with time too, not only when measurements arrive (§3.3).
  const sweeper = setInterval(
    () =>
      void analyst
        .sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'rollout sweep failed')),
    Math.max(config.rum.judgeEveryMs, 1000),
  );
  sweeper.unref();
  app.decorate('rum', rum);
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await rum.stop();
  });
  return { rum, analyst };
}
