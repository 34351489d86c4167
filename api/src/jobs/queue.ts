import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, PgBoss, type Db, type Job, type JobResult } from 'pg-boss';
import type { JobsConfig } from '../config';
import type { Database, DatabaseHandle } from '../db';

/**
 * Timed and deferred work of the API, on a PostgreSQL job queue shared by every API process:
 * each job runs once, whichever process takes it, with retries and back-off (docs/jobs.md).
 */
export interface JobOptions {
  /** Not before this instant. */
  startAfter?: Date;
  /** While a job with this key is waiting, another send with the same key is dropped. */
  singletonKey?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * Queues the job inside this transaction: it exists exactly when the transaction commits. A send
   * made inside a transaction must pass it: on PGlite (one connection) a send beside the
   * transaction would wait for it to end, for ever.
   */
  tx?: Database;
}

export type JobHandler<T extends object> = (data: T) => Promise<void>;

export interface JobQueue {
  /** Takes the jobs of `name`; one runner per job across processes. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Queues one job; resolves to its id, or null when a singleton key dropped it. */
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  /** Runs `name` on a cron schedule (five fields, UTC); once per tick across processes. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
}

/** The queue of one API process, as the app holds it. */
export interface RunningJobQueue extends JobQueue {
  /**
   * Runs every job that is due now through this process's handlers, until none is left; answers
   * how many ran. With `JobsConfig.background` off (the tests) nothing else runs them: no polling,
   * no cron ticks, no maintenance, so a test decides when time-driven work happens.
   */
  runDue(): Promise<number>;
  /** Lets the jobs in hand finish (up to a grace period); before the database closes. */
  stop(): Promise<void>;
}

/**
 * Every queue's defaults. A handler that throws is retried after 30 s, 1 min, 2 min … (with
 * jitter, at most an hour), five times. A process that dies mid-job stops its heartbeat; the job
 * is retried 30 s later by another process (pg-boss's monitor), and at the latest when it
 * expires. Jobs are kept a week after they end, for inspection.
 */
const QUEUE_DEFAULTS = {
  // Standard fetching plus "one waiting job per singleton key". Every send carries a key (its own
  // id when the caller gives none), so only sends that share a key are collapsed.
  policy: 'short',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 30,
} as const;

/** Jobs a worker takes per fetch (run one after another). */
const BATCH_SIZE = 5;

/** How long `stop()` waits for handlers in flight before giving them up to a retry. */
const STOP_GRACE_MS = 10_000;

/** Rounds of `runDue()` before it decides a handler keeps queuing work that is due at once. */
const MAX_ROUNDS = 1000;

/** node-postgres answers a multi-statement query with one result per statement. */
function poolExecutor(pool: { query(text: string, values?: unknown[]): Promise<unknown> }): Db {
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      const results = (Array.isArray(result) ? result : [result]) as { rows?: unknown[] }[];
      return { rows: results.flatMap((entry) => entry.rows ?? []) };
    },
  };
}

/** pg-boss's statements inside a Drizzle transaction of either driver (both answer `rows`). */
function transactionExecutor(tx: Database): Db {
  const execute = async (query: unknown) =>
    (await tx.execute(query as SQL)) as unknown as { rows: unknown[] };
  return fromDrizzle({ execute }, sql);
}

/**
 * The job queue on pg-boss, over the connection the app already has: the node-postgres pool, or
 * the embedded PGlite (one connection, in-process; pg-boss's PGlite adapter). pg-boss installs
 * and migrates its own schema (`pgboss`) on start, under its own advisory lock.
 */
export async function startJobQueue(
  handle: Pick<DatabaseHandle, 'client'>,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  config: JobsConfig,
): Promise<RunningJobQueue> {
  const { client } = handle;
  const boss = new PgBoss({
    db: 'pglite' in client ? fromPglite(client.pglite) : poolExecutor(client.pool),
    backend: 'pglite' in client ? 'pglite' : 'postgres',
    schedule: config.background,
    // A tick is noticed within a few polls (one process per pass claims it) and its job handed
    // on through pg-boss's own queue, polled as often as ours.
    cronMonitorIntervalSeconds: Math.min(30, 5 * config.pollSeconds),
    cronWorkerIntervalSeconds: config.pollSeconds,
    supervise: config.background,
    registerInstance: config.background,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();

  // One query for the queues earlier starts created, rather than one per queue.
  const queues = new Map<string, Promise<void>>(
    (await boss.getQueues()).map((queue) => [queue.name, Promise.resolve()]),
  );
  const handlers = new Map<string, (job: Job<object>) => Promise<void>>();

  const ensureQueue = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      created = boss.createQueue(name, QUEUE_DEFAULTS);
      queues.set(name, created);
      created.catch(() => queues.delete(name));
    }
    return created;
  };

  return {
    async work(name, handler) {
      await ensureQueue(name);
      const run = async (job: Job<object>) => {
        try {
          await handler(job.data as Parameters<typeof handler>[0]);
        } catch (error) {
          log.warn({ err: error, job: name, jobId: job.id, retry: job.retryCount }, 'job failed');
          throw error;
        }
      };
      handlers.set(name, run);
      if (config.background) {
        await boss.work<object>(
          name,
          {
            pollingIntervalSeconds: config.pollSeconds,
            // A full batch fetches the next at once: a backlog drains at the handlers' pace,
            // not one batch per poll. Each job still succeeds or fails on its own.
            batchSize: BATCH_SIZE,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          async (batch) => {
            const results: JobResult[] = [];
            for (const job of batch) {
              const outcome = await run(job).then(
                () => ({ id: job.id, status: 'completed' as const }),
                (error: unknown) => ({
                  id: job.id,
                  status: 'failed' as const,
                  output: { message: error instanceof Error ? error.message : String(error) },
                }),
              );
              results.push(outcome);
            }
            return results;
          },
        );
      }
    },

    async send(name, data, options = {}) {
      if (options.tx && !queues.has(name)) {
        // Creating the queue would run beside the caller's transaction (see JobOptions.tx).
        throw new Error(`the job queue "${name}" is sent to in a transaction before it exists`);
      }
      await ensureQueue(name);
      const id = randomUUID();
      const given = {
        startAfter: options.startAfter,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: options.retryBackoff,
        db: options.tx && transactionExecutor(options.tx),
      };
      // pg-boss checks an option that is present, even when undefined: only the given ones go.
      const chosen = Object.fromEntries(
        Object.entries(given).filter(([, value]) => value !== undefined),
      );
      return boss.send(name, data, { id, singletonKey: options.singletonKey ?? id, ...chosen });
    },

    async schedule(name, cron, data = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },

    async runDue() {
      let ran = 0;
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        let progressed = false;
        for (const [name, run] of handlers) {
          const [job] = await boss.fetch<object>(name, { batchSize: 1 });
          if (!job) continue;
          progressed = true;
          ran += 1;
          try {
            await run(job);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
        if (!progressed) return ran;
      }
      throw new Error(`jobs were still due after ${MAX_ROUNDS} rounds`);
    },

    async stop() {
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job queue; tests run due jobs with `app.jobs.runDue()` (docs/jobs.md). */
    jobs: RunningJobQueue;
  }
}
