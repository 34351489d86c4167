import path from 'node:path';
import { CHARGE_HOURS_BEFORE_CUTOFF } from '@mealprep/shared/subscriptions';
import { isWeakPassword } from '@mealprep/shared/validation';
import { isRemoteName, type RemoteName } from './platform/remotes';
import { ConfigError, flag, integer, optional, origin, type Env } from './config/env';
import { addressSuggest, courier, courierDispatch, mail, payment } from './config/drivers';
import { halalCertificate } from './config/halal';
import { shopIdentity } from './config/shop';
import { httpLimits, loadShedding, metricsToken } from './config/http';
import type { AppConfig } from './config/types';
import { REPO_ROOT } from './paths';

export { ConfigError } from './config/env';
export type {
  AddressSuggestConfig,
  AppConfig,
  CheckoutConfig,
  CourierConfig,
  HttpLimits,
  JobsConfig,
  LoadSheddingConfig,
  LogConfig,
  MailConfig,
  PasswordParams,
  PaymentConfig,
  RateLimitConfig,
  RumConfig,
  SessionLifetime,
} from './config/types';

export { REPO_ROOT } from './paths';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function trustProxy(env: Env): boolean | number | string {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === null || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** `ALERT_WEBHOOK_URL` (http or https) needs `ALERT_WEBHOOK_SECRET` to sign the alerts with. */
function alertWebhookConfig(env: Env): { url: string | null; secret: string | null } {
  const url = optional(env, 'ALERT_WEBHOOK_URL');
  const secret = optional(env, 'ALERT_WEBHOOK_SECRET');
  if (url === null) return { url: null, secret: null };
  if (!/^https?:\/\/[^\s]+$/.test(url)) {
    throw new ConfigError('ALERT_WEBHOOK_URL', `must be an http(s) URL, got "${url}"`);
  }
  if (secret === null || secret.length < 16) {
    throw new ConfigError('ALERT_WEBHOOK_SECRET', 'must be set (16 characters or more)');
  }
  return { url, secret };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: Env): string {
  const level = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(level)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  }
  return level;
}

/**
 * The access log: a line when a request comes and one when it is answered cost about 30 % of a
 * kept page's throughput, and in `npm start` they bury the start-up lines. Off unless
 * asked for; a deployment behind nginx has the proxy's access log (docs/deploy.md §3).
 */
function logRequests(env: Env, level: string): boolean {
  const on =
    optional(env, 'LOG_REQUESTS') === null
      ? level === 'debug' || level === 'trace'
      : flag(env, 'LOG_REQUESTS');
  if (on && !['info', 'debug', 'trace'].includes(level)) {
    throw new ConfigError(
      'LOG_REQUESTS',
      `writes at info, which LOG_LEVEL=${level} hides: set LOG_LEVEL=info (or debug, trace) too`,
    );
  }
  return on;
}

/** `REMOTE_BASE_URLS=checkout=https://cdn.example/checkout/,admin=...` */
function baseUrls(env: Env): Partial<Record<RemoteName, string>> {
  const result: Partial<Record<RemoteName, string>> = {};
  for (const entry of (optional(env, 'REMOTE_BASE_URLS') ?? '').split(',')) {
    if (!entry.trim()) continue;
    const [name, url] = entry.split(/=(.*)/s).map((part) => part.trim());
    if (!name || !isRemoteName(name) || !url) {
      throw new ConfigError('REMOTE_BASE_URLS', `expects remote=url pairs, got "${entry}"`);
    }
    origin('REMOTE_BASE_URLS', url);
    result[name] = url.endsWith('/') ? url : `${url}/`;
  }
  return result;
}

/**
 * The one address of the shop: every absolute URL the server emits (payment pages and returns,
 * e-mail links) and the host page navigations are sent to. `PUBLIC_ORIGIN`, else this machine's
 * `http://localhost:PORT`.
 */
export function publicOriginOf(config: Pick<AppConfig, 'publicOrigin' | 'port'>): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

/**
 * A real deployment: an https public origin, or `DEPLOYMENT=production` (NODE_ENV alone is not
 * enough: `npm start` sets it for a local shop too). Test-only drivers refuse to run there.
 */
function isDeployment(env: Env, publicOrigin: string | null): boolean {
  const deployment = optional(env, 'DEPLOYMENT') ?? 'local';
  if (deployment !== 'local' && deployment !== 'production') {
    throw new ConfigError('DEPLOYMENT', `must be local or production, got "${deployment}"`);
  }
  return deployment === 'production' || (publicOrigin?.startsWith('https:') ?? false);
}

/**
 * The checks that need the password estimator, which loads asynchronously: `ADMIN_PASSWORD` is
 * held to the rule every new password is (docs/architecture.md §5.1), the admin account being
 * the one that can change prices and points.
 */
export async function checkConfig(
  config: Pick<AppConfig, 'adminPassword' | 'adminEmail'>,
): Promise<void> {
  const owner = { email: config.adminEmail ?? undefined };
  if (config.adminPassword !== null && (await isWeakPassword(config.adminPassword, owner))) {
    throw new ConfigError(
      'ADMIN_PASSWORD',
      'is too easy to guess (a common or breached password, a repeat, a sequence, the shop’s name or the admin’s e-mail); choose a longer, less predictable one',
    );
  }
}

/** Reads and checks the environment once at start-up; a bad variable stops the process by name. */
export function loadConfig(env: Env = process.env): AppConfig {
  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must start with postgres:// or postgresql://');
  }
  const adminEmail = optional(env, 'ADMIN_EMAIL');
  if (adminEmail !== null && !/^[^\s@]+@[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError('ADMIN_EMAIL', `must be an e-mail address, got "${adminEmail}"`);
  }
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if (adminPassword !== null && adminPassword.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be at least 12 characters long');
  }
  const publicOrigin = optional(env, 'PUBLIC_ORIGIN');
  const remoteOrigins = (optional(env, 'REMOTE_ORIGINS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => origin('REMOTE_ORIGINS', entry));
  const remoteBaseUrls = baseUrls(env);
  const dataDir = optional(env, 'DATA_DIR');
  const checkedOrigin = publicOrigin === null ? null : origin('PUBLIC_ORIGIN', publicOrigin);
  const deployment = isDeployment(env, checkedOrigin);
  const level = logLevel(env);
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: optional(env, 'HOST') ?? '0.0.0.0',
    rootDir: REPO_ROOT,
    dataDir: dataDir ? path.resolve(dataDir) : path.join(REPO_ROOT, 'data'),
    releasesDir: path.resolve(optional(env, 'RELEASES_DIR') ?? path.join(REPO_ROOT, 'releases')),
    databaseUrl,
    adminEmail,
    adminPassword,
    publicOrigin: checkedOrigin,
    deployment,
    remoteOrigins: [
      ...new Set([
        ...remoteOrigins,
        ...Object.values(remoteBaseUrls).map((url) => new URL(url).origin),
      ]),
    ],
    remoteBaseUrls,
    mfDev: flag(env, 'MF_DEV'),
    trustProxy: trustProxy(env),
    logLevel: level,
    logRequests: logRequests(env, level),
    http: httpLimits(env, trustProxy(env) !== false),
    loadShedding: loadShedding(env),
    metricsToken: metricsToken(env),
    mail: mail(env),
    jobs: { pollSeconds: integer(env, 'JOBS_POLL_SECONDS', 1, 1, 60), background: true },
    addressSuggest: addressSuggest(env),
    e2eFixtures: flag(env, 'E2E_FIXTURES'),
    // OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 degree of parallelism.
    password: { memoryKiB: 19_456, timeCost: 2, parallelism: 1 },
    rateLimits: {
      perIp: 10,
      windowMs: 60_000,
      perPair: 5,
      pairWindowMs: 15 * MINUTE,
      accountFreeFailures: 10,
      accountWindowMs: 15 * MINUTE,
      accountBaseDelayMs: 250,
      accountMaxDelayMs: 3_000,
      accountQueueMs: 30_000,
      resetMailsPerAccount: 3,
      resetMailWindowMs: 60 * MINUTE,
      verificationMailsPerAccount: 3,
      verificationMailWindowMs: 60 * MINUTE,
      mailsPerRecipientPerHour: integer(env, 'MAIL_PER_RECIPIENT_PER_HOUR', 20, 1, 10_000),
    },
    logs: {
      perIpPerMinute: integer(env, 'LOG_PER_IP_PER_MINUTE', 30, 1, 10_000),
      globalPerMinute: integer(env, 'LOG_BUDGET_PER_MINUTE', 120, 1, 1_000_000),
      globalPerDay: integer(env, 'LOG_BUDGET_PER_DAY', 20_000, 1, 100_000_000),
      messageMax: 1000,
      retentionDays: integer(env, 'LOG_RETENTION_DAYS', 30, 1, 3650),
    },
    canary: {
      visitorsPerNetwork: integer(env, 'CANARY_VISITORS_PER_NETWORK', 1, 1, 1000),
      minNetworks: integer(env, 'CANARY_MIN_NETWORKS', 10, 1, 100_000),
    },
    /** Server rendering of pages (docs/architecture.md §2.4). The dev servers render in the browser. */
    ssr: {
      enabled: !flag(env, 'SSR_DISABLED') && !flag(env, 'MF_DEV'),
      budgetMs: integer(env, 'SSR_RENDER_BUDGET_MS', 100, 5, 10_000),
      cacheEntries: integer(env, 'SSR_CACHE_ENTRIES', 500, 0, 100_000),
      loadedVersions: integer(env, 'SSR_LOADED_VERSIONS', 12, 1, 1000),
      rendersPerNetwork: integer(env, 'SSR_RENDERS_PER_NETWORK', 60, 1, 1_000_000),
      renderWindowMs: integer(env, 'SSR_RENDER_WINDOW_SECONDS', 60, 1, 3600) * 1000,
      maxEventLoopLagMs: integer(env, 'SSR_MAX_EVENT_LOOP_LAG_MS', 100, 10, 10_000),
      maxConcurrentRenders: integer(env, 'SSR_MAX_CONCURRENT_RENDERS', 2, 0, 1000),
    },
    rum: {
      sampleRate: integer(env, 'RUM_SAMPLE_PERCENT', 100, 0, 100) / 100,
      viewsPerNetwork: integer(env, 'RUM_VIEWS_PER_NETWORK', 10, 1, 100_000),
      minSample: integer(env, 'RUM_MIN_SAMPLE', 100, 10, 1_000_000),
      judgeEveryMs: integer(env, 'RUM_JUDGE_EVERY_SECONDS', 60, 1, 86_400) * 1000,
      retentionDays: integer(env, 'RUM_RETENTION_DAYS', 90, 1, 3650),
      webhook: alertWebhookConfig(env),
    },
    sessions: {
      customer: {
        idleMs: integer(env, 'SESSION_IDLE_DAYS', 30, 1, 365) * DAY,
        absoluteMs: integer(env, 'SESSION_ABSOLUTE_DAYS', 90, 1, 3650) * DAY,
      },
      admin: {
        idleMs: integer(env, 'ADMIN_SESSION_IDLE_MINUTES', 30, 1, 24 * 60) * MINUTE,
        absoluteMs: integer(env, 'ADMIN_SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 30) * 60 * MINUTE,
      },
    },
    payment: payment(env, deployment),
    courier: courier(env),
    courierDispatch: courierDispatch(env),
    halal: halalCertificate(env),
    shop: shopIdentity(env),
    checkout: {
      freeDeliveryFromSen: integer(env, 'FREE_DELIVERY_FROM_SEN', 15_000, 0, 100_000_000),
      processingFeeSen: integer(env, 'PROCESSING_FEE_SEN', 100, 0, 100_000),
      taxBasisPoints: integer(env, 'SST_BASIS_POINTS', 600, 0, 10_000),
      paymentWindowMinutes: integer(env, 'PAYMENT_WINDOW_MINUTES', 30, 1, 24 * 60),
      quotesPerHour: integer(env, 'COURIER_QUOTES_PER_HOUR', 30, 1, 10_000),
      idempotencyKeyHours: integer(env, 'IDEMPOTENCY_KEY_HOURS', 24, 1, 24 * 30),
      subscriptionChargeHours: integer(
        env,
        'SUBSCRIPTION_CHARGE_HOURS',
        CHARGE_HOURS_BEFORE_CUTOFF,
        1,
        72,
      ),
    },
  };
}
