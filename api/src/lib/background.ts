import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started by a request that its answer does not wait for (e.g. a mail whose sending must
 * not show in the answer's timing). Failures are logged; `idle()` waits for what is in flight
 * (the app awaits it before closing the database).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<unknown>) {
    const task = Promise.resolve()
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'),
      );
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  async idle() {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
