import type { FastifyBaseLogger, FastifyReply } from 'fastify';

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

  /**
   * Runs `work` once the answer has gone out (or the client left), so not even the event
   * loop time of the work shows in the answer's timing.
   */
  afterResponse(reply: FastifyReply, name: string, work: () => Promise<unknown>) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      this.run(name, work);
    };
    // Counted as pending at once, so `idle()` (the app closing) still waits for it.
    const gate = new Promise<void>((resolve) => {
      reply.raw.once('close', () => {
        start();
        resolve();
      });
    });
    this.pending.add(gate);
    void gate.finally(() => this.pending.delete(gate));
  }

  async idle() {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
