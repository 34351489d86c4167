import { sweepPublishLeftovers } from '../platform/releasePublish';
import type { Services } from '../services';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Periodic clean-up, a job queued when a process starts and then hourly (jobs/timed-work.ts):
 * expired sessions, ended rate-limit windows, client error reports past their retention
 * (`LOG_RETENTION_DAYS`) and answered Idempotency-Keys past theirs (`IDEMPOTENCY_KEY_HOURS`), the
 * folders of crashed publishes (platform/releasePublish.ts, a folder every process shares). Each
 * step is idempotent, so a retry after a failure part-way does no harm.
 */
export async function housekeeping(services: Services, now = new Date()) {
  await services.sessionsRepository.deleteExpired(now);
  await services.limits.store.sweep(now.getTime(), true);
  const cutoff = new Date(now.getTime() - services.config.logs.retentionDays * DAY_MS);
  const logsDeleted = await services.logs.deleteOlderThan(cutoff);
  const keysForgotten = await services.checkout.forgetAnsweredKeys(now);
  const publishLeftovers = sweepPublishLeftovers(services.config.releasesDir, now.getTime());
  return { logsDeleted, keysForgotten, publishLeftovers };
}
