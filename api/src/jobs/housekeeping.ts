import { sweepPublishLeftovers } from '../platform/releasePublish';
import type { Services } from '../services';
import { queueReminders } from './reminders';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Periodic clean-up, run at start and then hourly by every API process (each statement is
 * idempotent, so replicas running it together do no harm): expired sessions, ended rate-limit
 * windows, client error reports past their retention (`LOG_RETENTION_DAYS`) and answered
 * Idempotency-Keys past theirs (`IDEMPOTENCY_KEY_HOURS`), the folders of crashed publishes
 * (platform/releasePublish.ts); and the day-before delivery reminders (jobs/reminders.ts).
 */
export async function housekeeping(services: Services, now = new Date()) {
  await services.sessionsRepository.deleteExpired(now);
  await services.limits.store.sweep(now.getTime(), true);
  const cutoff = new Date(now.getTime() - services.config.logs.retentionDays * DAY_MS);
  const logsDeleted = await services.logs.deleteOlderThan(cutoff);
  const keysForgotten = await services.checkout.forgetAnsweredKeys(now);
  const reminders = await queueReminders(services.db, services.orderMails, now);
  const publishLeftovers = sweepPublishLeftovers(services.config.releasesDir, now.getTime());
  return { logsDeleted, keysForgotten, reminders, publishLeftovers };
}
