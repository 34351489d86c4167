import path from 'node:path';
import { checkConfig, ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      mfDev: false,
      remoteOrigins: [],
      mail: { driver: 'outbox' },
    });
    expect(path.basename(REPO_ROOT)).not.toBe('api');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/mealprep',
      DATABASE_URL: 'postgres://shop@db/shop',
      ADMIN_EMAIL: 'ops@example.my',
      ADMIN_PASSWORD: 'a-long-admin-password',
      PUBLIC_ORIGIN: 'https://shop.example.my/',
      ALLOW_SANDBOX_PAYMENTS: '1',
      REMOTE_ORIGINS: 'https://cdn-a.example.my, https://cdn-b.example.my/path',
      MF_DEV: '1',
      TRUST_PROXY: '1',
      MAIL_DRIVER: 'smtp',
      SMTP_HOST: 'smtp.example.my',
      MAIL_FROM: 'MealPrep <no-reply@example.my>',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/mealprep',
      databaseUrl: 'postgres://shop@db/shop',
      publicOrigin: 'https://shop.example.my',
      remoteOrigins: ['https://cdn-a.example.my', 'https://cdn-b.example.my'],
      mfDev: true,
      trustProxy: 1,
      mail: { driver: 'smtp', host: 'smtp.example.my', port: 587, secure: false },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ PUBLIC_ORIGIN: 'shop.example.my' }, 'PUBLIC_ORIGIN'],
    [{ REMOTE_ORIGINS: 'https://ok.example.my,ftp://x' }, 'REMOTE_ORIGINS'],
    [{ MF_DEV: 'yes' }, 'MF_DEV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ LOG_REQUESTS: 'yes' }, 'LOG_REQUESTS'],
    [{ LOG_REQUESTS: '1', LOG_LEVEL: 'warn' }, 'LOG_REQUESTS'],
    [{ MAIL_DRIVER: 'smtp' }, 'SMTP_HOST'],
    [{ MAIL_DRIVER: 'pigeon' }, 'MAIL_DRIVER'],
    [{ RUM_SAMPLE_PERCENT: '150' }, 'RUM_SAMPLE_PERCENT'],
    [{ ALERT_WEBHOOK_URL: 'hooks.example.my' }, 'ALERT_WEBHOOK_URL'],
    [{ ALERT_WEBHOOK_URL: 'https://hooks.example.my/x' }, 'ALERT_WEBHOOK_SECRET'],
  ])('names the bad variable in %p', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it.each([
    [{}, 'info', false],
    [{ LOG_REQUESTS: '1' }, 'info', true],
    [{ LOG_LEVEL: 'warn' }, 'warn', false],
    [{ LOG_LEVEL: 'debug' }, 'debug', true],
    [{ LOG_LEVEL: 'debug', LOG_REQUESTS: '0' }, 'debug', false],
    [{ LOG_LEVEL: 'trace' }, 'trace', true],
  ])('logs requests only when asked: %p', (env, logLevel, logRequests) => {
    expect(loadConfig(env)).toMatchObject({ logLevel, logRequests });
  });

  describe('the payment sandbox', () => {
    it('has no constant secret: unset means the installation generates its own', () => {
      expect(loadConfig({}).payment).toEqual({ driver: 'sandbox', secret: null });
    });

    it.each([
      [{ PUBLIC_ORIGIN: 'https://shop.example.my' }],
      [{ DEPLOYMENT: 'production' }],
      [{ DEPLOYMENT: 'production', PAYMENT_SANDBOX_SECRET: 'x'.repeat(40) }],
    ])('is refused in a real deployment (%p) unless allowed explicitly', (env) => {
      expect(() => loadConfig(env)).toThrow(
        /^Invalid configuration: PAYMENT_DRIVER is the sandbox \(a test gateway.*ALLOW_SANDBOX_PAYMENTS=1/,
      );
      expect(loadConfig({ ...env, ALLOW_SANDBOX_PAYMENTS: '1' }).payment.driver).toBe('sandbox');
    });

    it('NODE_ENV=production alone (npm start sets it) is not a deployment', () => {
      expect(loadConfig({ NODE_ENV: 'production' }).deployment).toBe(false);
    });

    it.each(['mealprep-sandbox-gateway', 'short-secret'])(
      'refuses the public default or a short secret (%p)',
      (secret) => {
        expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: secret })).toThrow(
          /^Invalid configuration: PAYMENT_SANDBOX_SECRET /,
        );
      },
    );
  });
});

describe('checkConfig', () => {
  it.each(['aaaaaaaaaaaa', 'password1234', 'adminadmin123'])(
    'refuses an ADMIN_PASSWORD of 12+ characters that is easy to guess (%p)',
    async (password) => {
      const config = loadConfig({ ADMIN_PASSWORD: password });
      await expect(checkConfig(config)).rejects.toThrow(
        /^Invalid configuration: ADMIN_PASSWORD is too easy to guess/,
      );
    },
  );

  it('takes a hard-to-guess ADMIN_PASSWORD, or none (one is generated)', async () => {
    await expect(
      checkConfig(loadConfig({ ADMIN_PASSWORD: 'plum-tree-river-admin' })),
    ).resolves.toBeUndefined();
    await expect(checkConfig(loadConfig({}))).resolves.toBeUndefined();
  });
});
