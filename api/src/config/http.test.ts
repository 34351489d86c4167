import { ConfigError } from './env';
import { httpLimits, loadShedding, metricsToken } from './http';

describe('socket limits', () => {
  it('cap newcomers per network, keep a tenth for returning addresses and want 1 KiB per 5 s', () => {
    expect(httpLimits({}, false)).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 10_000,
      maxConnectionsPerNetwork: 256,
      maxConnections: 10_000,
      reservedConnections: 1_000,
      bodyMinBytes: 1024,
      bodyRateWindowMs: 5_000,
    });
  });

  it('leave the per-network cap to the proxy when there is one', () => {
    expect(httpLimits({}, true).maxConnectionsPerNetwork).toBe(0);
    expect(httpLimits({ MAX_CONNECTIONS_PER_NETWORK: '64' }, true).maxConnectionsPerNetwork).toBe(
      64,
    );
  });

  it('still read the per-address name of before, the new name first', () => {
    expect(httpLimits({ MAX_CONNECTIONS_PER_IP: '32' }, false).maxConnectionsPerNetwork).toBe(32);
    expect(
      httpLimits({ MAX_CONNECTIONS_PER_IP: '32', MAX_CONNECTIONS_PER_NETWORK: '48' }, false)
        .maxConnectionsPerNetwork,
    ).toBe(48);
  });

  it('keep the reserve below the process cap and name a bad value', () => {
    expect(httpLimits({ MAX_CONNECTIONS: '100' }, false).reservedConnections).toBe(10);
    expect(() =>
      httpLimits({ MAX_CONNECTIONS: '100', CONNECTIONS_RESERVED_FOR_RETURNING: '100' }, false),
    ).toThrow(/CONNECTIONS_RESERVED_FOR_RETURNING must be between 0 and 99/);
    expect(() => httpLimits({ BODY_RATE_WINDOW_MS: '100' }, false)).toThrow(ConfigError);
    expect(httpLimits({ BODY_MIN_BYTES: '0' }, false).bodyMinBytes).toBe(0);
  });
});

describe('load shedding', () => {
  it('sheds past 200 ms of loop delay with 4 requests in hand, asking for a retry in 5 s', () => {
    expect(loadShedding({})).toEqual({
      maxEventLoopDelayMs: 200,
      sampleMs: 500,
      retryAfterSeconds: 5,
      minInFlight: 4,
    });
    expect(loadShedding({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
    expect(() => loadShedding({ LOAD_SHED_RETRY_AFTER_SECONDS: '0' })).toThrow(
      /LOAD_SHED_RETRY_AFTER_SECONDS/,
    );
  });
});

describe('the metrics token', () => {
  it('is optional, and 16 characters or more when set', () => {
    expect(metricsToken({})).toBeNull();
    expect(metricsToken({ METRICS_TOKEN: 'a-long-enough-token' })).toBe('a-long-enough-token');
    expect(() => metricsToken({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });
});
