import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ConnectionCounts } from './connections';
import { HttpError } from './errors';
import type { LoopDelay } from './load-shedding';

export const METRICS_PATH = '/api/metrics';

/** Upper bounds (seconds) of the request queue histogram's buckets. */
const QUEUE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * How long requests waited between Fastify receiving them (their headers read) and their handler
 * starting: their body arriving, the hooks before it, and every turn of a busy event loop.
 */
export class QueueTimes {
  private readonly buckets = QUEUE_BUCKETS.map(() => 0);
  private count = 0;
  private sum = 0;

  observe(seconds: number) {
    this.count += 1;
    this.sum += seconds;
    QUEUE_BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) this.buckets[index] = (this.buckets[index] ?? 0) + 1;
    });
  }

  /** Prometheus histogram lines of `name`. */
  lines(name: string): string[] {
    return [
      ...QUEUE_BUCKETS.map(
        (bound, index) => `${name}_bucket{le="${bound}"} ${this.buckets[index]}`,
      ),
      `${name}_bucket{le="+Inf"} ${this.count}`,
      `${name}_sum ${this.sum}`,
      `${name}_count ${this.count}`,
    ];
  }
}

/**
 * Times every route's wait for its handler: a last `preHandler` is added to each route as it is
 * registered (so it runs after the route's own hooks). Registered before any route.
 */
export function timeRequestQueue(app: FastifyInstance): QueueTimes {
  const times = new QueueTimes();
  const stamp = (
    _request: unknown,
    reply: { elapsedTime: number },
    done: (error?: Error) => void,
  ) => {
    times.observe(reply.elapsedTime / 1000);
    done();
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.preHandler;
    route.preHandler = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), stamp];
  });
  return times;
}

interface Sources {
  queue: QueueTimes;
  loop: LoopDelay;
  connections: () => ConnectionCounts;
}

function exposition(sources: Sources): string {
  const window = sources.loop.window();
  const connections = sources.connections();
  const metric = (name: string, type: string, help: string, lines: string[]) => [
    `# HELP ${name} ${help}`,
    `# TYPE ${name} ${type}`,
    ...lines,
  ];
  return `${[
    ...metric(
      'mealprep_event_loop_delay_seconds',
      'gauge',
      'How late the event loop ran a timer over the last sample (a request waits this long before it is read).',
      [
        `mealprep_event_loop_delay_seconds{stat="mean"} ${window.mean}`,
        `mealprep_event_loop_delay_seconds{stat="p99"} ${window.p99}`,
        `mealprep_event_loop_delay_seconds{stat="max"} ${window.max}`,
      ],
    ),
    ...metric(
      'mealprep_overloaded',
      'gauge',
      '1 while requests are answered 503 because the event loop is behind.',
      [`mealprep_overloaded ${sources.loop.overloaded ? 1 : 0}`],
    ),
    ...metric(
      'mealprep_requests_shed_total',
      'counter',
      'Requests answered 503 (Retry-After) while overloaded.',
      [`mealprep_requests_shed_total ${sources.loop.shed}`],
    ),
    ...metric(
      'mealprep_request_queue_seconds',
      'histogram',
      'Time from a request being received (headers read) to its handler starting.',
      sources.queue.lines('mealprep_request_queue_seconds'),
    ),
    ...metric(
      'mealprep_requests_in_flight',
      'gauge',
      'Requests read (their headers) and not yet answered.',
      [`mealprep_requests_in_flight ${connections.inFlight}`],
    ),
    ...metric('mealprep_connections_open', 'gauge', 'Open client sockets.', [
      `mealprep_connections_open ${connections.open}`,
    ]),
    ...metric(
      'mealprep_connections_newcomers',
      'gauge',
      'Open client sockets that have not completed a request yet.',
      [`mealprep_connections_newcomers ${connections.newcomers}`],
    ),
    ...metric(
      'mealprep_connections_refused_total',
      'counter',
      'Sockets closed on arrival: their network at its cap, or only the reserve left.',
      [
        `mealprep_connections_refused_total{reason="network"} ${connections.refusedPerNetwork}`,
        `mealprep_connections_refused_total{reason="reserve"} ${connections.refusedForReserve}`,
      ],
    ),
    ...metric(
      'mealprep_slow_bodies_cut_total',
      'counter',
      'Requests closed (408) because their body arrived below the minimum rate.',
      [`mealprep_slow_bodies_cut_total ${connections.slowBodiesCut}`],
    ),
  ].join('\n')}\n`;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /api/metrics` in Prometheus' text format, for a scraper holding `token` (compared in
 * constant time); without a token configured the route does not exist. Not in the OpenAPI
 * document: it is the operator's, not the shop's.
 */
export function registerMetrics(app: FastifyInstance, token: string | null, sources: Sources) {
  if (token === null) return;
  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'unauthenticated');
    }
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(exposition(sources));
  });
}
