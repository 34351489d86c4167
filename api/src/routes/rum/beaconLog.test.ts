import fs from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import {
  cookieHeader,
  createTestDatabase,
  SETUP_TIMEOUT,
  testConfig,
  uniqueIp,
  type TestDatabase,
} from '../../test/helper';
import { native } from '../../test/native';

/**
 * Every page view sends a beacon (docs/architecture.md §3.1): with the access log on
 * (`LOG_REQUESTS=1`) it would be two lines per beacon, costlier than the beacon itself. Other
 * requests are logged as before.
 */

interface LogLine {
  msg: string;
  reqId?: string;
  req?: { url?: string };
}

let database: TestDatabase;
let config: AppConfig;
let app: FastifyInstance;
const lines: LogLine[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  config = testConfig(database, { logRequests: true });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  // As test/helper's startApp builds it, with a logger that keeps the lines.
  app = await native.app.buildApp(config, {
    logger: { level: 'info', stream },
    database: await native.db.openDatabase(config),
  });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await app?.close();
  fs.rmSync(config.rootDir, { recursive: true, force: true });
  await database?.drop();
});

it('writes no access-log lines for beacons, and logs other requests as before', async () => {
  const ip = uniqueIp();
  const page = await app.inject({ url: '/api/v1/remotes', remoteAddress: ip });
  const version = page.json<{ data: { catalog: { version: string } } }>().data.catalog.version;
  const before = lines.length;
  const beacon = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/rum',
      headers: { cookie: cookieHeader(page), 'content-type': 'text/plain;charset=UTF-8' },
      payload,
      remoteAddress: ip,
    });
  const report = { views: [{ remote: 'catalog', version, route: 'home', errors: 0 }], vitals: {} };
  expect((await beacon(JSON.stringify(report))).statusCode).toBe(204);
  expect((await beacon('{"views":')).statusCode).toBe(400);
  expect(lines.slice(before)).toEqual([]);

  // The page's own request was logged when it came and when it was answered.
  const logged = lines.filter((line) => line.req?.url === '/api/v1/remotes');
  expect(logged).toHaveLength(1);
  const { reqId } = logged[0] ?? {};
  expect(lines.filter((line) => line.reqId === reqId).map((line) => line.msg)).toEqual([
    'incoming request',
    'request completed',
  ]);
});
