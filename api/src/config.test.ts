import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

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
    [{ MAIL_DRIVER: 'smtp' }, 'SMTP_HOST'],
    [{ MAIL_DRIVER: 'pigeon' }, 'MAIL_DRIVER'],
  ])('names the bad variable in %p', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
