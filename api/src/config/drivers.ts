/** The pluggable services chosen by environment (docs/architecture.md §7): mail, address suggestions, payment, courier. */
import { ConfigError, flag, integer, optional, origin, requiredWith, type Env } from './env';
import type {
  AddressSuggestConfig,
  CourierConfig,
  CourierDispatchConfig,
  MailConfig,
  PaymentConfig,
} from './types';

export function mail(env: Env): MailConfig {
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

export function addressSuggest(env: Env): AddressSuggestConfig {
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

/**
 * Sandbox secrets that were once public (the source shipped one as the default): anyone could
 * sign a `paid` callback with them, so they are refused wherever they are set.
 */
const PUBLIC_SANDBOX_SECRETS = ['mealprep-sandbox-gateway'];

/** Shorter sandbox secrets can be guessed; the generated one has 64 hex digits. */
const SANDBOX_SECRET_MIN_LENGTH = 32;

export function payment(env: Env, deployment: boolean): PaymentConfig {
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

/** A decimal number of real seconds per sandbox minute: 60 is real time, 0.05 a test's pace. */
function sandboxPace(env: Env): number {
  const name = 'COURIER_SANDBOX_SECONDS_PER_MINUTE';
  const raw = optional(env, name);
  if (raw === null) return 60;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value < 0.01 || value > 600) {
    throw new ConfigError(name, `must be a number of seconds from 0.01 to 600, got "${raw}"`);
  }
  return value;
}

export function courierDispatch(env: Env): CourierDispatchConfig {
  return {
    bookMinutesBeforeSlot: integer(env, 'COURIER_BOOK_MINUTES_BEFORE_SLOT', 60, 5, 24 * 60),
    bookingAttempts: integer(env, 'COURIER_BOOKING_ATTEMPTS', 3, 1, 10),
    pollAfterMinutes: integer(env, 'COURIER_POLL_AFTER_MINUTES', 10, 1, 24 * 60),
  };
}

export function courier(env: Env): CourierConfig {
  const driver = optional(env, 'COURIER_DRIVER') ?? 'local';
  if (driver === 'local') {
    const secret = optional(env, 'COURIER_SANDBOX_SECRET');
    if (secret !== null && secret.length < SANDBOX_SECRET_MIN_LENGTH) {
      throw new ConfigError(
        'COURIER_SANDBOX_SECRET',
        `must be at least ${SANDBOX_SECRET_MIN_LENGTH} characters`,
      );
    }
    return {
      driver,
      quoteTtlSeconds: integer(env, 'COURIER_QUOTE_TTL_SECONDS', 300, 10, 3600),
      sandboxSecondsPerMinute: sandboxPace(env),
      webhookSecret: secret,
    };
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
