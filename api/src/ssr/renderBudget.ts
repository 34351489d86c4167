/**
 * How many pages the server renders for whom (docs/architecture.md §2.4). A kept page costs tens
 * of microseconds, a render milliseconds of the one event loop every visitor shares, and anyone
 * can ask for pages no kept copy answers (a new search, a page of their own). So each network
 * (an IPv4 /24, an IPv6 /64: one party's neighbouring addresses are one) may have
 * `SSR_RENDERS_PER_NETWORK` pages rendered per `SSR_RENDER_WINDOW_SECONDS`, counted in the shared
 * `rate_limits` rows like every limit of the shop; past it, and whenever the event loop is already
 * behind (`SSR_MAX_EVENT_LOOP_LAG_MS`), the page is sent for the browser to render — the same page
 * a shop without server rendering sends, complete once its scripts run. Kept pages are answered
 * whatever the budget says.
 */
import type { ServerRenderConfig } from '../config/types';
import type { RateLimitStore } from '../http/rate-limit';
import { networkOf } from '../platform/pageViews';

/** Why a page is left to the browser instead (the `Cache-Status` header's detail). */
export type RenderRefusal = 'render-budget' | 'busy';

/**
 * This machine: the server's own warm-up renders, and a proxy in front of it that is not trusted
 * to name its clients (TRUST_PROXY unset), whose visitors the budget cannot tell apart — as for
 * connections, the proxy must then limit per client (docs/architecture.md §5.1). The event loop's
 * guard still holds for them.
 */
const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

const INTERVAL_MS = 20;
/** Each new sample's weight in the running mean: three delayed turns in a row are "behind". */
const WEIGHT = 0.3;

/**
 * The event loop's delay: a timer every 20 ms notes how late it fired, and the delays are kept as
 * a running mean, so one garbage collection is not "behind" and a loop busy for a few turns is.
 */
export class EventLoopLag {
  private mean = 0;
  private last = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  start(): void {
    this.last = this.now();
    this.timer = setInterval(() => this.tick(), INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The timer's turn: how late it came is the loop's delay now. */
  tick(): void {
    const now = this.now();
    const delay = Math.max(0, now - this.last - INTERVAL_MS);
    this.last = now;
    this.mean = this.mean * (1 - WEIGHT) + delay * WEIGHT;
  }

  /** The running mean delay, in milliseconds. */
  get ms(): number {
    return this.mean;
  }
}

export class RenderBudget {
  /** Renders running now in this process. */
  private rendering = 0;

  constructor(
    private readonly store: RateLimitStore,
    /** Read at each request: the limits as configured now. */
    private readonly config: Pick<
      ServerRenderConfig,
      'rendersPerNetwork' | 'renderWindowMs' | 'maxEventLoopLagMs' | 'maxConcurrentRenders'
    >,
    private readonly lag: Pick<EventLoopLag, 'ms'>,
  ) {}

  /**
   * Null when a page may be rendered for this client now, and the caller calls `finished()` once
   * it is; else why it is left to the browser. "Behind" only counts while other renders are
   * running: a loop that is slow with none (a machine busy with other work, a process just
   * started) gets nothing back by sending pages away.
   */
  async refusal(ip: string): Promise<RenderRefusal | null> {
    if (this.rendering > 0 && this.lag.ms > this.config.maxEventLoopLagMs) return 'busy';
    // Renders from many networks at once, each within its budget, still share one loop.
    const cap = this.config.maxConcurrentRenders;
    if (cap > 0 && this.rendering >= cap) return 'busy';
    if (!LOOPBACK.test(ip)) {
      const { count } = await this.store.add(
        `ssr-render:${networkOf(ip)}`,
        this.config.renderWindowMs,
      );
      if (count > this.config.rendersPerNetwork) return 'render-budget';
    }
    this.rendering += 1;
    return null;
  }

  /** A render `refusal` let through is over. */
  finished(): void {
    this.rendering = Math.max(0, this.rendering - 1);
  }
}
