import Module from 'node:module';
import path from 'node:path';

/**
 * The app under test runs in Node's own module system, compiled by tsx as `npm run dev` runs it
 * (`npm start` runs the same sources bundled by esbuild, docs/deploy.md §1), and not inside Jest's
 * module registry: PGlite and @fastify/cookie load parts of
 * themselves with dynamic `import()`, which Jest's VM refuses unless Node runs with
 * --experimental-vm-modules. Jest replaces `createRequire`, so Node's loader is reached
 * through `Module._load`.
 */
const nodeLoad = (Module as unknown as { _load(request: string, parent: null): unknown })._load;

type TsxApi = typeof import('tsx/cjs/api');
const tsx = nodeLoad(require.resolve('tsx/cjs/api'), null) as TsxApi;
const scoped = tsx.register({ namespace: 'mealprep-api-tests' });
const SRC = path.resolve(__dirname, '..');

function load<T>(file: string): T {
  return scoped.require(path.join(SRC, file), __filename) as T;
}

export const native = {
  /** The test clock (scripts/clock): moves `Date` where the app runs, Node's own realm. */
  clock: scoped.require(
    path.resolve(SRC, '../../scripts/clock/shiftClock.mjs'),
    __filename,
  ) as typeof import('../../../scripts/clock/shiftClock.mjs'),
  app: load<typeof import('../app')>('app.ts'),
  config: load<typeof import('../config')>('config.ts'),
  db: load<typeof import('../db')>('db/index.ts'),
  seed: load<typeof import('../db/seed')>('db/seed.ts'),
  jobs: load<typeof import('../jobs/queue')>('jobs/queue.ts'),
  rateLimit: load<typeof import('../http/rate-limit')>('http/rate-limit.ts'),
  storedMails: load<typeof import('../mail/stored-mails')>('mail/stored-mails.ts'),
  repositories: {
    passwordResets: load<typeof import('../repositories/password-resets')>(
      'repositories/password-resets.ts',
    ),
    outbox: load<typeof import('../repositories/email-outbox')>('repositories/email-outbox.ts'),
    users: load<typeof import('../repositories/users')>('repositories/users.ts'),
    sessions: load<typeof import('../repositories/sessions')>('repositories/sessions.ts'),
    logs: load<typeof import('../repositories/logs')>('repositories/logs.ts'),
  },
};
