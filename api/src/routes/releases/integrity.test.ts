import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { ReleaseEvent } from '@mealprep/shared/releases/contracts';
import { sriDigest } from '../../platform/fileDigests';
import { createFakeRoot } from '../../test/fakeRoot';
import {
  createTestDatabase,
  loginAdmin,
  SETUP_TIMEOUT,
  startApp,
  type TestApp,
  type TestDatabase,
} from '../../test/helper';
import { build, cohort, SHELL_PACKAGE } from './releaseFixtures';

/**
 * Release integrity (docs/architecture.md §3): a published file changed on disk is never sent,
 * the version is withdrawn (back to the version pinned before it, in the audit trail), and the
 * browser gets each entry's digest for the script's `integrity`.
 */
jest.setTimeout(30_000);

let database: TestDatabase;
let rootDir: string;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  rootDir = createFakeRoot();
  fs.writeFileSync(path.join(rootDir, 'shell/package.json'), JSON.stringify(SHELL_PACKAGE));
  t = await startApp(database, { rootDir });
  admin = await loginAdmin(t.app);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
  await database?.drop();
  fs.rmSync(rootDir, { recursive: true, force: true });
}, SETUP_TIMEOUT);

const ROUTES = (version: string) => `routes.${version.replace(/\W/g, '')}abcdef01.js`;
const fileOf = (version: string, file: string) =>
  path.join(t.config.releasesDir, 'admin', version, file);

/** Publishes `admin@version` (with a brotli copy of its routes chunk) and pins it. */
async function publishAndPin(version: string) {
  const payload = build('admin', version);
  const routes = payload.files.find((file) => file.path === ROUTES(version));
  if (!routes) throw new Error('no routes chunk');
  payload.files.push({
    path: `${routes.path}.br`,
    content: brotliCompressSync(Buffer.from(routes.content, 'base64')).toString('base64'),
  });
  const published = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/releases',
    headers: { cookie: admin },
    payload,
  });
  expect(published.statusCode).toBe(201);
  expect(await pin(version)).toBe(200);
}

async function pin(version: string, language = 'en-US') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/releases/admin/pin',
    headers: { cookie: admin, 'accept-language': language },
    payload: { version, reason: 'integrity test' },
  });
  return response.statusCode === 200 ? 200 : response;
}

async function served() {
  const response = await t.app.inject({
    url: '/api/v1/remotes',
    headers: { cookie: `mp_cohort=${cohort(1)}` },
  });
  return response.json<{ data: { admin: { version: string; integrity?: string } } }>().data.admin;
}

const get = (version: string, file: string, encoding = 'identity') =>
  t.app.inject({ url: `/remotes/admin/${version}/${file}`, headers: { 'accept-encoding': encoding } });

async function lastEvent(): Promise<ReleaseEvent | undefined> {
  const response = await t.app.inject({
    url: '/api/v1/admin/releases/admin/history',
    headers: { cookie: admin },
  });
  return response.json<{ data: ReleaseEvent[] }>().data[0];
}

describe('a published build is served only as it was published', () => {
  it("gives the browser each entry's digest", async () => {
    await publishAndPin('7.0.0');
    const entry = fs.readFileSync(fileOf('7.0.0', 'remoteEntry.js'));
    expect(await served()).toMatchObject({ version: '7.0.0', integrity: sriDigest(entry) });
    expect((await get('7.0.0', 'remoteEntry.js')).statusCode).toBe(200);
  });

  it('refuses a changed file, falls back to the version pinned before and says why', async () => {
    await publishAndPin('7.1.0');
    expect((await get('7.1.0', ROUTES('7.1.0'))).statusCode).toBe(200);
    const file = fileOf('7.1.0', ROUTES('7.1.0'));
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, "export const v = 'evil';");

    expect((await get('7.1.0', ROUTES('7.1.0'))).statusCode).toBe(404);
    expect((await served()).version).toBe('7.0.0');
    expect(await lastEvent()).toMatchObject({
      action: 'auto_rollback',
      from: '7.1.0',
      to: '7.0.0',
      actor: null,
      reason: `${ROUTES('7.1.0')} changed after publish; 7.1.0 is no longer served`,
    });
    // A release manager cannot put it back while it differs.
    const refused = await pin('7.1.0', 'ms-MY');
    expect(refused).toMatchObject({ statusCode: 409 });
    expect(typeof refused === 'number' ? '' : refused.json().message).toBe(
      `admin 7.1.0 tidak disajikan: ${ROUTES('7.1.0')} telah berubah selepas diterbitkan. Terbitkan versi baharu.`,
    );

    // Put back as published (a new modification time): checked again, servable again.
    fs.writeFileSync(file, original);
    expect(await pin('7.1.0')).toBe(200);
    expect((await get('7.1.0', ROUTES('7.1.0'))).statusCode).toBe(200);
  });

  it('checks the compressed copy the browser would get, not only the file', async () => {
    await publishAndPin('7.2.0');
    const br = fileOf('7.2.0', `${ROUTES('7.2.0')}.br`);
    // The plain file stays as published; only its brotli copy holds other code.
    fs.writeFileSync(br, brotliCompressSync(Buffer.from("export const v = 'old';")));
    expect((await get('7.2.0', ROUTES('7.2.0'), 'br')).statusCode).toBe(404);
    expect((await served()).version).toBe('7.1.0');
  });

  it('never falls back to a version whose files changed too', async () => {
    // 7.0.0 → 7.1.0 → 7.2.5: when 7.2.5 and 7.1.0 both changed, 7.2.5 falls back to 7.0.0.
    await publishAndPin('7.2.5');
    const file = fileOf('7.1.0', 'remoteEntry.js');
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, 'var admin; /* 7.1.0 changed */');
    fs.writeFileSync(fileOf('7.2.5', 'remoteEntry.js'), 'var admin; /* 7.2.5 changed */');
    expect((await get('7.2.5', 'remoteEntry.js')).statusCode).toBe(404);
    expect((await served()).version).toBe('7.0.0');
    fs.writeFileSync(file, original);
    expect(await pin('7.1.0')).toBe(200);
  });

  it('answers 404 for a path outside a build, without withdrawing it', async () => {
    const before = (await served()).version;
    for (const file of ['..%2F..%2F..%2Fshell%2Fpackage.json', '.%2FremoteEntry.js', 'a%2F%2Fb.js']) {
      expect((await get(before, file)).statusCode).toBe(404);
    }
    expect((await served()).version).toBe(before);
    expect((await get(before, 'remoteEntry.js')).statusCode).toBe(200);
  });

  it('refuses a file added to a published folder', async () => {
    await publishAndPin('7.3.0');
    fs.writeFileSync(fileOf('7.3.0', 'extra.js'), 'alert(1)');
    expect((await get('7.3.0', 'extra.js')).statusCode).toBe(404);
    expect((await served()).version).toBe('7.1.0');
  });

  it(
    'checks the pinned build whole when the API starts, before any file is asked for',
    async () => {
      await publishAndPin('7.4.0');
      await t.close();
      fs.writeFileSync(fileOf('7.4.0', 'remoteEntry.js'), 'var admin; /* changed */');
      t = await startApp(database, { rootDir });
      admin = await loginAdmin(t.app);
      expect(await served()).toMatchObject({ version: '7.1.0' });
      expect(await lastEvent()).toMatchObject({
        action: 'auto_rollback',
        from: '7.4.0',
        to: '7.1.0',
        reason: 'remoteEntry.js changed after publish; 7.4.0 is no longer served',
      });
    },
    SETUP_TIMEOUT,
  );
});
