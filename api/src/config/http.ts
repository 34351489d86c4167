import { ConfigError, integer, optional, type Env } from './env';
import type { HttpLimits, LoadSheddingConfig } from './types';

/**
 * Socket limits against slow or piled-up clients (docs/architecture.md §5.1 "Slow clients").
 * Behind a proxy every socket comes from the proxy's address: the proxy caps per client network
 * (docs/deploy.md §3), so the per-network cap is off there by default.
 */
export function httpLimits(env: Env, proxied: boolean): HttpLimits {
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000);
  const maxConnections = integer(env, 'MAX_CONNECTIONS', 10_000, 1, 1_000_000);
  // MAX_CONNECTIONS_PER_IP is the name of the time when the cap counted one address.
  const perNetworkName =
    optional(env, 'MAX_CONNECTIONS_PER_NETWORK') === null &&
    optional(env, 'MAX_CONNECTIONS_PER_IP') !== null
      ? 'MAX_CONNECTIONS_PER_IP'
      : 'MAX_CONNECTIONS_PER_NETWORK';
  return {
    requestTimeoutMs,
    headersTimeoutMs: Math.min(10_000, requestTimeoutMs),
    idleTimeoutMs: integer(env, 'IDLE_TIMEOUT_MS', 30_000, 1_000, 600_000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 10_000, 1_000, 600_000),
    maxConnectionsPerNetwork: integer(env, perNetworkName, proxied ? 0 : 256, 0, 1_000_000),
    maxConnections,
    reservedConnections: integer(
      env,
      'CONNECTIONS_RESERVED_FOR_RETURNING',
      Math.floor(maxConnections / 10),
      0,
      maxConnections - 1,
    ),
    bodyMinBytes: integer(env, 'BODY_MIN_BYTES', 1024, 0, 1_000_000),
    bodyRateWindowMs: integer(env, 'BODY_RATE_WINDOW_MS', 5_000, 500, 60_000),
  };
}

export function loadShedding(env: Env): LoadSheddingConfig {
  return {
    maxEventLoopDelayMs: integer(env, 'LOAD_SHED_EVENT_LOOP_DELAY_MS', 200, 0, 60_000),
    sampleMs: integer(env, 'LOAD_SHED_SAMPLE_MS', 500, 50, 60_000),
    minInFlight: integer(env, 'LOAD_SHED_MIN_IN_FLIGHT', 4, 1, 1_000_000),
    retryAfterSeconds: integer(env, 'LOAD_SHED_RETRY_AFTER_SECONDS', 5, 1, 3_600),
  };
}

/** The bearer token of `GET /api/metrics` (16 characters or more), or null: not served. */
export function metricsToken(env: Env): string | null {
  const token = optional(env, 'METRICS_TOKEN');
  if (token !== null && token.length < 16) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters long');
  }
  return token;
}
