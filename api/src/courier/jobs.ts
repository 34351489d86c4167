import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue';
import type { CourierDispatch } from './dispatch';
import type { SandboxCourier, SandboxStep } from './sandbox';

/** The courier's timed work on the job queue (docs/courier.md "Timed work"). */
export const COURIER_JOBS = {
  /** Each minute: book every delivery whose slot is close enough and that has no live booking. */
  bookDue: 'courier.book-due',
  /** One order, soon after its booking was dropped (rejected, expired, cancelled, failed). */
  rebook: 'courier.rebook',
  /** Each minute: ask the courier about bookings that have been quiet too long. */
  poll: 'courier.poll',
  /** The sandbox courier posting one of its webhooks at its time. */
  sandboxEvent: 'courier.sandbox-event',
} as const;

/** A dropped booking is booked again after this long (and retried with back-off). */
const REBOOK_AFTER_MS = 30_000;

export interface RebookJob {
  orderId: number;
}

export interface SandboxEventJob {
  externalId: string;
  state: SandboxStep['state'];
  at: string;
}

/** Posts a webhook to the API's own route and answers the status code. */
export type WebhookPost = (body: string, headers: Record<string, string>) => Promise<number>;

export interface CourierJobDeps {
  dispatch: CourierDispatch;
  /** The sandbox courier when it is the one in use: its events are queued jobs too. */
  sandbox: SandboxCourier | null;
  /** How the sandbox reaches `POST /api/v1/courier/webhook` (in-process, as the payment sandbox). */
  postWebhook: WebhookPost;
  log: FastifyBaseLogger;
}

/** The job handlers, apart from the queue, so tests call them directly. */
export function courierJobHandlers(deps: CourierJobDeps) {
  return {
    async bookDue(): Promise<number> {
      let booked = 0;
      for (const orderId of await deps.dispatch.dueOrders()) {
        const outcome = await deps.dispatch.book(orderId, null);
        if (outcome.kind === 'booked') booked += 1;
      }
      if (booked > 0) deps.log.info({ booked }, 'courier bookings made');
      return booked;
    },
    async rebook(job: RebookJob): Promise<void> {
      const outcome = await deps.dispatch.book(job.orderId, null);
      if (outcome.kind === 'failed')
        deps.log.warn({ job, reason: outcome.reason }, 're-book failed');
    },
    poll: (): Promise<number> => deps.dispatch.pollQuiet(),
    async sandboxEvent(job: SandboxEventJob): Promise<void> {
      if (!deps.sandbox) return;
      const webhook = await deps.sandbox.webhookFor({
        externalId: job.externalId,
        state: job.state,
        at: new Date(job.at),
      });
      if (!webhook) return;
      const status = await deps.postWebhook(webhook.body, webhook.headers);
      // Not taken (the booking not recorded yet, or the API busy): the queue sends it again.
      if (status >= 300) throw new Error(`courier webhook answered ${status}`);
    },
  };
}

/**
 * Registers the courier's work on the shared queue (one runner per job across processes): the
 * booking and polling crons, re-bookings of dropped bookings, and the sandbox courier's own
 * progress, which it plans as jobs with `startAfter` so a restart loses no step.
 */
export async function registerCourierJobs(queue: JobQueue, deps: CourierJobDeps): Promise<void> {
  const handlers = courierJobHandlers(deps);
  await queue.work(COURIER_JOBS.bookDue, async () => {
    await handlers.bookDue();
  });
  await queue.work<RebookJob>(COURIER_JOBS.rebook, handlers.rebook);
  await queue.work(COURIER_JOBS.poll, async () => {
    await handlers.poll();
  });
  await queue.work<SandboxEventJob>(COURIER_JOBS.sandboxEvent, handlers.sandboxEvent);
  await queue.schedule(COURIER_JOBS.bookDue, '* * * * *');
  await queue.schedule(COURIER_JOBS.poll, '* * * * *');
  deps.dispatch.onDropped(async (orderId) => {
    await queue.send<RebookJob>(
      COURIER_JOBS.rebook,
      { orderId },
      {
        startAfter: new Date(Date.now() + REBOOK_AFTER_MS),
        singletonKey: `courier-rebook:${orderId}`,
        retryLimit: 3,
        retryDelaySeconds: 30,
        retryBackoff: true,
      },
    );
  });
  deps.sandbox?.onPlan(async (step) => {
    await queue.send<SandboxEventJob>(
      COURIER_JOBS.sandboxEvent,
      { externalId: step.externalId, state: step.state, at: step.at.toISOString() },
      {
        startAfter: step.at,
        singletonKey: `courier-sandbox:${step.externalId}:${step.state}`,
        retryLimit: 10,
        retryDelaySeconds: 1,
        retryBackoff: true,
      },
    );
  });
}
