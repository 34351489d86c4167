import fs from 'node:fs';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StartingAdmin } from './app';
import type { AppConfig } from './config';
import { users } from './db/schema';
import {
  createTestDatabase,
  SETUP_TIMEOUT,
  TEST_ADMIN,
  testConfig,
  type TestDatabase,
} from './test/helper';
import { native } from './test/native';

/**
 * What a start writes: no line per request unless `LOG_REQUESTS` asks for them,
 * errors always; the admin account handed to server.ts's ready block, with a generated password
 * on the start that created it and never after.
 */

interface LogLine {
  level: number;
  msg: string;
  req?: { url?: string };
}

let database: TestDatabase;
const roots: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
}, SETUP_TIMEOUT);

afterAll(async () => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  await database?.drop();
}, SETUP_TIMEOUT);

/** The app as server.ts builds it, at the default level, keeping its log lines. */
async function start(overrides: Partial<AppConfig> = {}) {
  const config = testConfig(database, overrides);
  roots.push(config.rootDir);
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const admins: StartingAdmin[] = [];
  const handle = await native.db.openDatabase(config);
  const app: FastifyInstance = await native.app.buildApp(config, {
    logger: { level: config.logLevel === 'silent' ? 'info' : config.logLevel, stream },
    database: handle,
    onAdmin: (admin) => admins.push(admin),
  });
  return { app, db: handle.db, lines, admins };
}

const accessLines = (lines: LogLine[]) =>
  lines.filter((line) => ['incoming request', 'request completed'].includes(line.msg));

describe('request logs', () => {
  it('are off by default; errors are still logged', async () => {
    const { app, lines } = await start();
    try {
      app.get('/test/boom', () => {
        throw new Error('boom');
      });
      expect((await app.inject({ url: '/api/v1/remotes' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/test/boom' })).statusCode).toBe(500);
      expect(accessLines(lines)).toEqual([]);
      expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'unexpected error' }));
    } finally {
      await app.close();
    }
  });

  it('are two lines per request with LOG_REQUESTS', async () => {
    const { app, lines } = await start({ logRequests: true });
    try {
      expect((await app.inject({ url: '/api/v1/remotes' })).statusCode).toBe(200);
      expect(accessLines(lines).map((line) => [line.level, line.msg])).toEqual([
        [30, 'incoming request'],
        [30, 'request completed'],
      ]);
      expect(accessLines(lines)[0]?.req?.url).toBe('/api/v1/remotes');
    } finally {
      await app.close();
    }
  });
});

describe('the admin account at start-up', () => {
  it(
    'is named on every start; a generated password only on the start that created it',
    async () => {
      const seeded = await start();
      expect(seeded.admins).toEqual([{ email: TEST_ADMIN.email, generatedPassword: null }]);
      await seeded.db.delete(users).where(eq(users.role, 'admin'));
      await seeded.app.close();

      const first = await start({ adminPassword: null });
      await first.app.close();
      expect(first.admins).toEqual([
        { email: TEST_ADMIN.email, generatedPassword: expect.stringMatching(/^[\w-]{24}$/) },
      ]);
      // Handed to the ready block, not written to the log.
      const password = first.admins[0]?.generatedPassword ?? '';
      expect(JSON.stringify(first.lines)).not.toContain(password);

      const later = await start({ adminPassword: null });
      await later.app.close();
      expect(later.admins).toEqual([{ email: TEST_ADMIN.email, generatedPassword: null }]);
      // Three starts of the app, one hashing a password at production cost: a limit of their own.
    },
    SETUP_TIMEOUT,
  );
});
