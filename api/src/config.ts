import path from 'node:path';
import { isRemoteName, type RemoteName } from './platform/remotes';

/** The repository root: `api/src` is two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

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

/** docs/architecture.md §7: the local quote model by default, a Lalamove-style API in production. */
export type CourierConfig =
  | { driver: 'local'; quoteTtlSeconds: number }
  | {
      driver: 'lalamove';
      baseUrl: string;
      apiKey: string;
      apiSecret: string;
      market: string;
      serviceType: string;
    };

/** docs/architecture.md §9 price rules (sen, basis points) and the payment window. */
export interface CheckoutConfig {
  freeDeliveryFromSen: number;
  processingFeeSen: number;
  taxBasisPoints: number;
  /** Unpaid orders are cancelled after this many minutes. */
  paymentWindowMinutes: number;
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
  /** Reset mails one account receives per window (more requests are answered but not sent). */
  resetMailsPerAccount: number;
  resetMailWindowMs: number;
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
  /** Open sockets per client address; further ones are closed at once. 0: no cap. */
  maxConnectionsPerIp: number;
  /** Open sockets in total (Node `maxConnections`). */
  maxConnections: number;
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
  logLevel: string;
  http: HttpLimits;
  mail: MailConfig;
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
  /** Session lifetimes per role: idle (sliding) and absolute (from sign-in). */
  sessions: { customer: SessionLifetime; admin: SessionLifetime };
  payment: PaymentConfig;
  courier: CourierConfig;
  checkout: CheckoutConfig;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = optional(env, name);
  if (raw === null || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(name, `must be 1/true or 0/false, got "${raw}"`);
}

function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an origin such as https://shop.example.my, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http or https, got "${raw}"`);
  }
  return url.origin;
}

function trustProxy(env: Env): boolean | number | string {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === null || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function mail(env: Env): MailConfig {
  const driver = optional(env, 'MAIL_DRIVER') ?? 'outbox';
  if (driver === 'outbox') return { driver };
  if (driver !== 'smtp')
    throw new ConfigError('MAIL_DRIVER', `must be outbox or smtp, got "${driver}"`);
  const host = optional(env, 'SMTP_HOST');
  if (!host) throw new ConfigError('SMTP_HOST', 'is required when MAIL_DRIVER=smtp');
  const from = optional(env, 'MAIL_FROM');
  if (!from) throw new ConfigError('MAIL_FROM', 'is required when MAIL_DRIVER=smtp');
  const secure = flag(env, 'SMTP_SECURE');
  return {
    driver,
    host,
    port: integer(env, 'SMTP_PORT', secure ? 465 : 587, 1, 65535),
    secure,
    user: optional(env, 'SMTP_USER'),
    password: optional(env, 'SMTP_PASSWORD'),
    from,
  };
}

function addressSuggest(env: Env): AddressSuggestConfig {
  const driver = optional(env, 'ADDRESS_SUGGEST') ?? 'gazetteer';
  if (driver === 'gazetteer') return { driver };
  if (driver !== 'geocoding') {
    throw new ConfigError('ADDRESS_SUGGEST', `must be gazetteer or geocoding, got "${driver}"`);
  }
  const url = optional(env, 'GEOCODING_URL');
  if (!url) throw new ConfigError('GEOCODING_URL', 'is required when ADDRESS_SUGGEST=geocoding');
  origin('GEOCODING_URL', url);
  return {
    driver,
    url,
    apiKey: optional(env, 'GEOCODING_API_KEY'),
    timeoutMs: integer(env, 'GEOCODING_TIMEOUT_MS', 1500, 100, 30_000),
  };
}

function requiredWith(env: Env, name: string, driver: string): string {
  const value = optional(env, name);
  if (!value) throw new ConfigError(name, `is required when the driver is ${driver}`);
  return value;
}

/**
 * Sandbox secrets that were once public (the source shipped one as the default): anyone could
 * sign a `paid` callback with them, so they are refused wherever they are set.
 */
const PUBLIC_SANDBOX_SECRETS = ['mealprep-sandbox-gateway'];

/** Shorter sandbox secrets can be guessed; the generated one has 64 hex digits. */
const SANDBOX_SECRET_MIN_LENGTH = 32;

function payment(env: Env, deployment: boolean): PaymentConfig {
  const driver = optional(env, 'PAYMENT_DRIVER') ?? 'sandbox';
  if (driver === 'sandbox') {
    if (deployment && !flag(env, 'ALLOW_SANDBOX_PAYMENTS')) {
      throw new ConfigError(
        'PAYMENT_DRIVER',
        'is the sandbox (a test gateway: anyone can mark an order paid on its page) while the shop is configured as a real deployment (an https PUBLIC_ORIGIN or DEPLOYMENT=production). Set PAYMENT_DRIVER=billplz with its keys, or ALLOW_SANDBOX_PAYMENTS=1 if this really is a test shop',
      );
    }
    const secret = optional(env, 'PAYMENT_SANDBOX_SECRET');
    if (secret !== null && PUBLIC_SANDBOX_SECRETS.includes(secret)) {
      throw new ConfigError(
        'PAYMENT_SANDBOX_SECRET',
        'is the old default from the source code, which is public; unset it (a random secret is generated for this installation) or set a random one',
      );
    }
    if (secret !== null && secret.length < SANDBOX_SECRET_MIN_LENGTH) {
      throw new ConfigError(
        'PAYMENT_SANDBOX_SECRET',
        `must be at least ${SANDBOX_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
      );
    }
    return { driver, secret };
  }
  if (driver !== 'billplz') {
    throw new ConfigError('PAYMENT_DRIVER', `must be sandbox or billplz, got "${driver}"`);
  }
  return {
    driver,
    baseUrl: origin(
      'BILLPLZ_BASE_URL',
      optional(env, 'BILLPLZ_BASE_URL') ?? 'https://www.billplz.com',
    ),
    apiKey: requiredWith(env, 'BILLPLZ_API_KEY', driver),
    collectionId: requiredWith(env, 'BILLPLZ_COLLECTION_ID', driver),
    xSignatureKey: requiredWith(env, 'BILLPLZ_X_SIGNATURE_KEY', driver),
  };
}

function courier(env: Env): CourierConfig {
  const driver = optional(env, 'COURIER_DRIVER') ?? 'local';
  if (driver === 'local') {
    return { driver, quoteTtlSeconds: integer(env, 'COURIER_QUOTE_TTL_SECONDS', 300, 10, 3600) };
  }
  if (driver !== 'lalamove') {
    throw new ConfigError('COURIER_DRIVER', `must be local or lalamove, got "${driver}"`);
  }
  return {
    driver,
    baseUrl: origin(
      'LALAMOVE_BASE_URL',
      optional(env, 'LALAMOVE_BASE_URL') ?? 'https://rest.lalamove.com',
    ),
    apiKey: requiredWith(env, 'LALAMOVE_API_KEY', driver),
    apiSecret: requiredWith(env, 'LALAMOVE_API_SECRET', driver),
    market: optional(env, 'LALAMOVE_MARKET') ?? 'MY',
    serviceType: optional(env, 'LALAMOVE_SERVICE_TYPE') ?? 'MOTORCYCLE',
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: Env): string {
  const level = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(level)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  }
  return level;
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

/** Reads and checks the environment once at start-up; a bad variable stops the process by name. */
/**
 * The one address of the shop: every absolute URL the server emits (payment pages and returns,
 * e-mail links) and the host page navigations are sent to. `PUBLIC_ORIGIN`, else this machine's
 * `http://localhost:PORT`.
 */
export function publicOriginOf(config: Pick<AppConfig, 'publicOrigin' | 'port'>): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

function httpLimits(env: Env): HttpLimits {
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000);
  // Behind a proxy every socket comes from the proxy's address: the proxy caps per client.
  const proxied = trustProxy(env) !== false;
  return {
    requestTimeoutMs,
    headersTimeoutMs: Math.min(10_000, requestTimeoutMs),
    idleTimeoutMs: integer(env, 'IDLE_TIMEOUT_MS', 30_000, 1_000, 600_000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 10_000, 1_000, 600_000),
    maxConnectionsPerIp: integer(env, 'MAX_CONNECTIONS_PER_IP', proxied ? 0 : 256, 0, 1_000_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 10_000, 1, 1_000_000),
  };
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
    logLevel: logLevel(env),
    http: httpLimits(env),
    mail: mail(env),
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
      resetMailsPerAccount: 3,
      resetMailWindowMs: 60 * MINUTE,
    },
    logs: {
      perIpPerMinute: integer(env, 'LOG_PER_IP_PER_MINUTE', 30, 1, 10_000),
      globalPerMinute: integer(env, 'LOG_BUDGET_PER_MINUTE', 120, 1, 1_000_000),
      globalPerDay: integer(env, 'LOG_BUDGET_PER_DAY', 20_000, 1, 100_000_000),
      messageMax: 1000,
      retentionDays: integer(env, 'LOG_RETENTION_DAYS', 30, 1, 3650),
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
    checkout: {
      freeDeliveryFromSen: integer(env, 'FREE_DELIVERY_FROM_SEN', 15_000, 0, 100_000_000),
      processingFeeSen: integer(env, 'PROCESSING_FEE_SEN', 100, 0, 100_000),
      taxBasisPoints: integer(env, 'SST_BASIS_POINTS', 600, 0, 10_000),
      paymentWindowMinutes: integer(env, 'PAYMENT_WINDOW_MINUTES', 30, 1, 24 * 60),
    },
  };
}
