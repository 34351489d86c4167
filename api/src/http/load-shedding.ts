import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadSheddingConfig } from '../config';
import { HttpError } from './errors';

/** The histogram's own timer period: what it records beyond this is delay. */
const RESOLUTION_MS = 10;
const NS_PER_S = 1e9;

/** The event loop's delay over the last sample (seconds). */
export interface LoopDelayWindow {
  mean: number;
  p99: number;
  max: number;
}

/**
 * The event loop's delay, sampled every `sampleMs`: how late a timer due every 10 ms ran. While
 * the loop is behind, a request's bytes wait in the kernel before they are even read, which no
 * request timing sees. Overloaded means two samples in a row above the threshold: one long step
 * (a start-up, a big import) fills one sample and is not a standing queue.
 */
export class LoopDelay {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({
    resolution: RESOLUTION_MS,
  });
  private lastSampleAt = performance.now();
  private overSamples = 0;
  private last: LoopDelayWindow = { mean: 0, p99: 0, max: 0 };
  private judging = false;
  shed = 0;

  constructor(private readonly config: LoadSheddingConfig) {
    this.histogram.enable();
  }

  /** Starts judging (samples before the app was ready were its own start-up). */
  start() {
    this.histogram.reset();
    this.lastSampleAt = performance.now();
    this.overSamples = 0;
    this.judging = true;
  }

  stop() {
    this.histogram.disable();
    this.judging = false;
  }

  get overloaded(): boolean {
    return this.config.maxEventLoopDelayMs > 0 && this.overSamples >= 2;
  }

  window(): LoopDelayWindow {
    return { ...this.last };
  }

  /** Ends a sample: reads and resets the histogram; answers whether the process is healthy. */
  sample(): boolean {
    const now = performance.now();
    const late = Math.max(0, now - this.lastSampleAt - this.config.sampleMs) / 1000;
    this.lastSampleAt = now;
    const delay = (ns: number) => Math.max(0, ns / NS_PER_S - RESOLUTION_MS / 1000);
    // No tick of the histogram's timer in a whole sample: the loop was held all along, as late
    // as this sample itself ran.
    this.last =
      this.histogram.count === 0
        ? { mean: late, p99: late, max: late }
        : {
            mean: delay(this.histogram.mean),
            p99: delay(this.histogram.percentile(99)),
            max: delay(this.histogram.max),
          };
    this.histogram.reset();
    if (!this.judging) return true;
    const over = this.last.mean * 1000 > this.config.maxEventLoopDelayMs;
    this.overSamples = over ? this.overSamples + 1 : 0;
    return !this.overloaded;
  }
}

/**
 * While the process is overloaded — its loop behind and at least `minInFlight` requests in
 * progress — every request is answered at once with a translated 503 and `Retry-After` (the
 * shop's error shape, through the error handler), before any of its work starts, rather than
 * queued until the client gives up. `@fastify/under-pressure` runs the check on each request and
 * the sampling (as its health check, every `sampleMs`); `spared` requests (the metrics) are
 * served anyway.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: LoadSheddingConfig,
  requests: { spared: (request: FastifyRequest) => boolean; inFlight: () => number },
): Promise<LoopDelay> {
  const loop = new LoopDelay(config);
  app.addHook('onReady', async () => loop.start());
  app.addHook('onClose', async () => loop.stop());
  await app.register(fastifyUnderPressure, {
    healthCheck: async () => loop.sample(),
    healthCheckInterval: config.sampleMs,
    pressureHandler: (request, reply) => {
      if (requests.spared(request) || requests.inFlight() < config.minInFlight) return;
      loop.shed += 1;
      reply.header('retry-after', String(config.retryAfterSeconds));
      return Promise.reject(
        new HttpError(503, 'serviceBusy', { seconds: config.retryAfterSeconds }),
      );
    },
  });
  return loop;
}
