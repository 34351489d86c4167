import { spawn } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, SETUP_TIMEOUT, TEST_ADMIN, type TestDatabase } from './test/helper';

const API_DIR = path.resolve(__dirname, '..');

interface Run {
  exitCode: Promise<number | null>;
  output: () => string;
  kill(signal: NodeJS.Signals): void;
  waitFor(text: RegExp): Promise<RegExpExecArray>;
}

function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { text: RegExp; resolve: (match: RegExpExecArray) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      const match = waiter.text.exec(output);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return {
    exitCode: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    output: () => output,
    kill: (signal) => child.kill(signal),
    waitFor: (text) =>
      new Promise((resolve) => {
        const match = text.exec(output);
        if (match) resolve(match);
        else waiters.push({ text, resolve });
      }),
  };
}

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await database.drop();
}, SETUP_TIMEOUT);

it(
  'listens, answers, and on SIGTERM closes the server and the database, exiting 0',
  async () => {
    const server = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      PUBLIC_ORIGIN: 'http://shop.test',
    });
    try {
      const [, address] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      const response = await fetch(`${address}/api/v1/remotes`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: object }).data).toHaveProperty('catalog');

      await server.waitFor(/MealPrep MY is ready at http:\/\/shop\.test\n/);

      server.kill('SIGTERM');
      expect(await server.exitCode).toBe(0);
      expect(server.output()).toContain('shutting down');
      // The ready block names the admin (its password came from ADMIN_PASSWORD: not printed);
      // the request above wrote no access-log line at the default level.
      expect(server.output()).toContain(
        `  Admin     http://shop.test/admin/login as ${TEST_ADMIN.email}\n`,
      );
      expect(server.output()).not.toContain(TEST_ADMIN.password);
      expect(server.output()).not.toMatch(/incoming request|request completed/);
      await expect(fetch(`${address}/api/v1/remotes`)).rejects.toThrow();
    } finally {
      server.kill('SIGKILL');
    }
  },
  SETUP_TIMEOUT,
);

it(
  'refuses to start with a bad variable and names it',
  async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exitCode).toBe(1);
    expect(server.output()).toContain('Invalid configuration: PORT must be a whole number');
  },
  SETUP_TIMEOUT,
);
