import type { HalalCertificateConfig } from './halal';
import type { ShopIdentity } from './shop';
import type { RemoteName } from '../platform/remotes';

export type MailConfig =
  | { driver: 'outbox' }
  | {
      driver: 'smtp';
      host: string;
      port: number;
      /** Implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
      secure: boolean;
      user: string | null;
      password: string | null;
      from: string;
    };

/** docs/architecture.md §7 address suggestions: the offline gazetteer, or a geocoding API. */
export type AddressSuggestConfig =
  | { driver: 'gazetteer' }
  | { driver: 'geocoding'; url: string; apiKey: string | null; timeoutMs: number };

/** docs/architecture.md §7: the sandbox by default, Billplz in production. */
export type PaymentConfig =
  | {
      driver: 'sandbox';
      /**
       * PAYMENT_SANDBOX_SECRET, or null: the installation's own random secret, generated on the
       * first start and kept in `<dataDir>/secrets/` (platform/installationSecrets.ts).
       */
      secret: string | null;
    }
  | {
      driver: 'billplz';
      baseUrl: string;
      apiKey: string;
      collectionId: string;
      xSignatureKey: string;
    };

/** docs/courier.md: when deliveries are booked, how often again, when a silent booking is asked. */
export interface CourierDispatchConfig {
  /** COURIER_BOOK_MINUTES_BEFORE_SLOT: a slot's deliveries are booked this long before it starts. */
  bookMinutesBeforeSlot: number;
  /** COURIER_BOOKING_ATTEMPTS: bookings per order (the first and its re-bookings). */
  bookingAttempts: number;
  /** COURIER_POLL_AFTER_MINUTES: a booking without news for this long is asked for its status. */
  pollAfterMinutes: number;
}

/** docs/architecture.md §7: the local quote model by default, a Lalamove-style API in production. */
export type CourierConfig =
  | {
      driver: 'local';
      quoteTtlSeconds: number;
      /** COURIER_SANDBOX_SECONDS_PER_MINUTE: real seconds per minute of the sandbox's day. */
      sandboxSecondsPerMinute?: number;
      /**
       * COURIER_SANDBOX_SECRET, or null: the installation's own random secret (as the sandbox
       * payment gateway's), which signs the sandbox's webhooks.
       */
      webhookSecret?: string | null;
    }
  | {
      driver: 'lalamove';
      baseUrl: string;
      apiKey: string;
      apiSecret: string;
      market: string;
      serviceType: string;
    };

/** The job queue (jobs/queue.ts, docs/jobs.md). */
export interface JobsConfig {
  /** How often an idle worker looks for due jobs, per queue (`JOBS_POLL_SECONDS`). */
  pollSeconds: number;
  /**
   * Workers poll, cron schedules tick and pg-boss's maintenance runs. Off only in tests, where
   * due jobs run when a test calls `app.jobs.runDue()`.
   */
  background: boolean;
}

/** docs/architecture.md §9 price rules (sen, basis points) and the payment window. */
export interface CheckoutConfig {
  freeDeliveryFromSen: number;
  processingFeeSen: number;
  taxBasisPoints: number;
  /** Unpaid orders are cancelled after this many minutes. */
  paymentWindowMinutes: number;
  /** New courier quotes one customer may ask for per hour (the live one is answered again). */
  quotesPerHour: number;
  /** How long an answered Idempotency-Key keeps answering its order. */
  idempotencyKeyHours: number;
  /** A subscription week is charged to a saved method this many hours before its cut-off. */
  subscriptionChargeHours: number;
}

/** argon2id cost (lib/password.ts). */
export interface PasswordParams {
  memoryKiB: number;
  timeCost: number;
  parallelism: number;
}

export interface RateLimitConfig {
  /** Attempts per address per window on each sign-in and reset route, whatever the account. */
  perIp: number;
  windowMs: number;
  /** Wrong passwords for one account from one address per `pairWindowMs` before a 429. */
  perPair: number;
  pairWindowMs: number;
  /** Failures on one account (from anywhere) per window before its attempts are slowed. */
  accountFreeFailures: number;
  accountWindowMs: number;
  accountBaseDelayMs: number;
  accountMaxDelayMs: number;
  /**
   * How far ahead a guessed-at account's turns may be booked (http/login-throttle.ts): at most
   * this / `accountMaxDelayMs` attempts wait in line, the next gets a 429 until a turn frees up.
   */
  accountQueueMs: number;
  /** Reset mails one account receives per window (more requests are answered but not sent). */
  resetMailsPerAccount: number;
  resetMailWindowMs: number;
  /** Verification links one account may have sent per window: resends and e-mail changes. */
  verificationMailsPerAccount: number;
  verificationMailWindowMs: number;
  /** Mails written to one address per hour, every kind together (docs/accounts.md). */
  mailsPerRecipientPerHour: number;
}

export interface LogConfig {
  /** Reports stored per address per minute. */
  perIpPerMinute: number;
  /** Reports stored per minute and per day from all clients together. */
  globalPerMinute: number;
  globalPerDay: number;
  /** Longer messages are cut to this many characters. */
  messageMax: number;
  /** Reports older than this are deleted by the retention job. */
  retentionDays: number;
}

/** Server rendering of pages (docs/architecture.md §2.4). */
export interface ServerRenderConfig {
  /** Off with `SSR_DISABLED=1`, and under the dev servers (`MF_DEV`). */
  enabled: boolean;
  /** A remote's render pass longer than this leaves its slot to the browser (`SSR_RENDER_BUDGET_MS`). */
  budgetMs: number;
  /** Guest pages kept rendered (`SSR_CACHE_ENTRIES`, 0 turns the cache off). */
  cacheEntries: number;
  /** Remote server bundles kept loaded, least recently used dropped (`SSR_LOADED_VERSIONS`). */
  loadedVersions: number;
  /**
   * Pages one network (an IPv4 /24, an IPv6 /64) may have rendered per `renderWindowMs` when no
   * kept page answers them (`SSR_RENDERS_PER_NETWORK`); past it, the page renders in the browser.
   */
  rendersPerNetwork: number;
  /** `SSR_RENDER_WINDOW_SECONDS`. */
  renderWindowMs: number;
  /**
   * Above this mean event-loop delay (`SSR_MAX_EVENT_LOOP_LAG_MS`) a page no kept copy answers
   * renders in the browser: the process is already behind.
   */
  maxEventLoopLagMs: number;
  /**
   * Renders one process runs at once (`SSR_MAX_CONCURRENT_RENDERS`, 0: no cap); a page no kept
   * copy answers while that many run renders in the browser. A render is CPU on the one event
   * loop: more at once only makes every answer, kept pages' too, wait longer.
   */
  maxConcurrentRenders: number;
}

/** How canary health reports count (docs/architecture.md §3, canary reports). */
export interface CanaryConfig {
  /**
   * Distinct visitors one network (an IPv4 /24, an IPv6 /64) can count for, per version and
   * kind of report: cohorts cost nothing to make, addresses do.
   */
  visitorsPerNetwork: number;
  /**
   * Networks a canary's sample must come from before it is rolled back automatically
   * (`CANARY_MIN_NETWORKS`); below it, or with most of them first seen after the canary started,
   * the release team is alerted instead (platform/visitorNetworks.ts).
   */
  minNetworks: number;
}

/** Real-user measurements and the canary analysis (docs/architecture.md §3.1). */
export interface RumConfig {
  /** Share of page views the shell measures (0–1), from `RUM_SAMPLE_PERCENT`. */
  sampleRate: number;
  /** Page views one network counts for, per remote version and day. */
  viewsPerNetwork: number;
  /** Sample each cohort needs before a metric is judged. */
  minSample: number;
  /** A running canary is judged at most this often, as reports arrive. */
  judgeEveryMs: number;
  retentionDays: number;
  /** Where automatic actions are announced (`ALERT_WEBHOOK_URL`), signed with `secret`. */
  webhook: { url: string | null; secret: string | null };
}

/** Socket limits against slow or piled-up clients (set on the Node HTTP server). */
export interface HttpLimits {
  /** The whole request, headers and body, must arrive within this (Node `requestTimeout`). */
  requestTimeoutMs: number;
  /** The headers must arrive within this (never above the request timeout). */
  headersTimeoutMs: number;
  /** A socket with no traffic at all is closed after this (Fastify `connectionTimeout`). */
  idleTimeoutMs: number;
  /** An idle keep-alive socket between requests is closed after this. */
  keepAliveTimeoutMs: number;
  /**
   * Sockets per client network (an IPv4 /24, an IPv6 /64; IPv4-mapped IPv6 counts as IPv4) that
   * have not completed a request yet; further ones are closed at once. 0: no cap.
   */
  maxConnectionsPerNetwork: number;
  /** Open sockets in total (Node `maxConnections`). */
  maxConnections: number;
  /**
   * Of `maxConnections`, the sockets only addresses that completed a request lately may open: a
   * flood from new addresses fills the rest, never these.
   */
  reservedConnections: number;
  /**
   * A request body must bring at least this many bytes per `bodyRateWindowMs` (on average, from
   * its headers on) until it is complete, or the socket is answered 408 and closed. 0: no rule.
   */
  bodyMinBytes: number;
  bodyRateWindowMs: number;
}

/** Answering 503 at once rather than queueing, while the process cannot keep up. */
export interface LoadSheddingConfig {
  /**
   * The event loop's mean delay over a sample above which the process counts as overloaded,
   * when two samples in a row are over it (one long step alone is not overload). 0: off.
   */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled. */
  sampleMs: number;
  /**
   * Requests in progress below which nothing is refused, however late the loop: a process with
   * a few requests in hand is slow (a long query, a big import), not queueing, and refusing those
   * few would help nobody.
   */
  minInFlight: number;
  /** The `Retry-After` of a refused request. */
  retryAfterSeconds: number;
}

export interface SessionLifetime {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however much it is used. */
  absoluteMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Where shell/dist, mfe-<name>/dist and mfe-<name>/package.json are read from. */
  rootDir: string;
  /** PGlite files (`<dataDir>/pglite`) and uploads (`<dataDir>/storage`). */
  dataDir: string;
  /** Published remote builds, `<releasesDir>/<remote>/<version>/` (RELEASES_DIR, default `releases/`). */
  releasesDir: string;
  /** `postgres://...` switches from PGlite to a PostgreSQL server. */
  databaseUrl: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  /** The site's public origin (`https://shop.example.my`), used for links and the Origin check. */
  publicOrigin: string | null;
  /** A real deployment (https PUBLIC_ORIGIN or DEPLOYMENT=production): test drivers refused. */
  deployment: boolean;
  /** Origins that may serve remote code (CDN per team, docs/architecture.md §8); allowed by the CSP. */
  remoteOrigins: string[];
  /**
   * Remotes served from an origin of their own (a team's CDN, docs/architecture.md §8), e.g.
   * `checkout=https://checkout.cdn.example/`; their origins join the CSP.
   */
  remoteBaseUrls: Partial<Record<RemoteName, string>>;
  /** Remote entries point at the webpack dev servers (ports 3001–3005). */
  mfDev: boolean;
  /** Fastify `trustProxy`: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  /** pino level of the process log (`LOG_LEVEL`, default info). */
  logLevel: string;
  /**
   * Fastify's two lines per request ("incoming request", "request completed") at info
   * (`LOG_REQUESTS`): off by default, on by default at `LOG_LEVEL=debug` or `trace`. Errors and
   * warnings are logged either way.
   */
  logRequests: boolean;
  http: HttpLimits;
  loadShedding: LoadSheddingConfig;
  /** `GET /api/metrics` answers only with `Authorization: Bearer <token>`; none: not served. */
  metricsToken: string | null;
  mail: MailConfig;
  jobs: JobsConfig;
  addressSuggest: AddressSuggestConfig;
  /**
   * `E2E_FIXTURES=1`: the browser tests may create orders for the signed-in customer
   * (`POST /api/test/orders`). Never set it for a real shop.
   */
  e2eFixtures: boolean;
  /** Password hashing cost (stored with each hash, so it can change at any time). */
  password: PasswordParams;
  /** Limits on sign-in and password reset, counted in the database (http/rate-limit.ts). */
  rateLimits: RateLimitConfig;
  /** Client error reports (`POST /api/log`): budgets, size and retention. */
  logs: LogConfig;
  canary: CanaryConfig;
  ssr: ServerRenderConfig;
  rum: RumConfig;
  /** Session lifetimes per role: idle (sliding) and absolute (from sign-in). */
  sessions: { customer: SessionLifetime; admin: SessionLifetime };
  payment: PaymentConfig;
  courier: CourierConfig;
  courierDispatch: CourierDispatchConfig;
  checkout: CheckoutConfig;
  /** The kitchen's halal certificate (HALAL_CERT_*), or null when it has none. */
  halal: HalalCertificateConfig | null;
  /** The shop's registration details on tax receipts (SHOP_*). */
  shop: ShopIdentity;
}
