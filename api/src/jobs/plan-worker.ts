import type { FastifyBaseLogger } from 'fastify';
import { loadSolver, planWithSuggestions } from '../planner';
import type { PlansRepository } from '../repositories/plans';

/** How often an idle process looks for jobs another process left (or a lapsed lease). */
export const PLAN_POLL_MS = 1000;

/**
 * Works plan-generation jobs. A request that enqueues a job kicks the worker of its own
 * process, so the plan is usually ready before the browser's first poll (docs/spec.md §9: 3000 ms);
 * a small poller picks up jobs whose worker died once their lease lapses. Jobs are claimed
 * with FOR UPDATE SKIP LOCKED, so several API processes share the queue safely.
 */
export class PlanWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly plans: PlansRepository,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** Works every claimable job now; resolves when the queue is empty. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.kick();
      }
    });
    return this.running;
  }

  start(intervalMs = PLAN_POLL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      let job;
      try {
        job = await this.plans.claim();
      } catch (error) {
        this.log.error({ err: error }, 'claiming a plan job failed');
        return;
      }
      if (!job) return;
      try {
        const highs = await loadSolver();
        await this.plans.complete(job, planWithSuggestions(highs, job.request));
      } catch (error) {
        this.log.error({ err: error, planId: job.id }, 'plan generation failed');
        await this.plans.fail(job, error instanceof Error ? error.message : String(error));
      }
    }
  }
}
