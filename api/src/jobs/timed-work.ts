import type { Services } from '../services';
import { housekeeping } from './housekeeping';
import type { JobQueue } from './queue';
import { queueReminders } from './reminders';

export const HOUSEKEEPING_JOB = 'housekeeping';
/** Half past each hour, apart from the reminders on the hour. */
export const HOUSEKEEPING_CRON = '30 * * * *';
export const REMINDERS_JOB = 'delivery-reminders';
/** On the hour: Kuala Lumpur is a whole number of hours from UTC, so 10:00 there is a tick. */
export const REMINDERS_CRON = '0 * * * *';
export const RENEWALS_JOB = 'subscription-renewals';
/** Every 5 minutes: pay links, charges and reminders go out within 5 minutes of their moment. */
export const RENEWALS_CRON = '*/5 * * * *';

/**
 * The API's timed work on the job queue (docs/jobs.md has the whole list): housekeeping, the
 * day-before reminders, the outbox and the reset mails. Checkout's jobs are registered with its
 * routes (routes/payments), the courier's by courier/jobs.ts. Every process works every queue;
 * the queue hands each job to one of them.
 */
export async function startTimedWork(services: Services, jobs: JobQueue): Promise<void> {
  await jobs.work(HOUSEKEEPING_JOB, async () => {
    await housekeeping(services);
  });
  await jobs.schedule(HOUSEKEEPING_JOB, HOUSEKEEPING_CRON);
  await jobs.work(REMINDERS_JOB, async () => {
    await queueReminders(services.db, services.orderMails);
  });
  await jobs.schedule(REMINDERS_JOB, REMINDERS_CRON);
  await jobs.work(RENEWALS_JOB, async () => {
    await services.renewals.runDue(new Date());
  });
  await jobs.schedule(RENEWALS_JOB, RENEWALS_CRON);
  await services.mailer.work(jobs);
  await services.passwordResetMails.work();
  // A shop that was down catches up now rather than at the next tick; processes starting
  // together queue one job between them (the key holds while it waits).
  await jobs.send(HOUSEKEEPING_JOB, {}, { singletonKey: 'start' });
  await jobs.send(REMINDERS_JOB, {}, { singletonKey: 'start' });
  await jobs.send(RENEWALS_JOB, {}, { singletonKey: 'start' });
}
