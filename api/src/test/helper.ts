import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import type { RenderedOutboxRow } from '../mail/stored-mails';
import type { OutboxRow } from '../repositories/email-outbox';
import { createFakeRoot } from './fakeRoot';
import { native } from './native';

const { buildApp } = native.app;
const { loadConfig } = native.config;
const { MIGRATIONS_FOLDER, openDatabase, pgliteDir } = native.db;
const { seedDatabase } = native.seed;
const { startJobQueue } = native.jobs;

/** beforeAll/afterAll budget: the first worker may have to build the PGlite template. */
export const SETUP_TIMEOUT = 90_000;

export const TEST_ADMIN = { email: 'admin@test.mealprep.my', password: 'admin-password-for-tests' };

/**
 * Cheaper than production so tests stay fast (production uses OWASP's minimum); the parameters
 * are stored with each hash anyway.
 */
const TEST_PASSWORD_PARAMS = { memoryKiB: 4096, timeCost: 1, parallelism: 1 };

const API_DIR = path.resolve(__dirname, '../..');

/**
 * A database of its own for one test file: a PGlite directory by default, or a fresh database
 * on the PostgreSQL server named by TEST_DATABASE_URL. Both run the same migrations and seed.
 */
export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

function filesForKey(): string[] {
  const list = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? list(full) : [full];
    });
  const db = path.join(API_DIR, 'src/db');
  return [
    ...list(MIGRATIONS_FOLDER),
    path.join(db, 'seed.ts'),
    ...list(path.join(db, 'seed-data')),
  ].sort();
}

/** Changes whenever migrations or seed data change, so a stale template is never reused. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of filesForKey()) hash.update(file).update(fs.readFileSync(file));
  hash.update(JSON.stringify([TEST_ADMIN, TEST_PASSWORD_PARAMS]));
  // The job queue's schema is in the template too (its version decides its tables).
  hash.update(fs.readFileSync(require.resolve('pg-boss/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** Templates of older migrations or seeds are dropped once they are an hour old. */
function removeStaleTemplates(current: string) {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), name);
    if (!name.startsWith('mealprep-api-template-') || full === current || name.includes('.'))
      continue;
    const age = Date.now() - (fs.statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 60 * 60 * 1000) fs.rmSync(full, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creating a PGlite cluster takes seconds; copying a migrated and seeded one takes well under
 * one. The first test worker builds the template (under a lock directory), the others wait.
 */
async function pgliteTemplate(): Promise<string> {
  const base = path.join(os.tmpdir(), `mealprep-api-template-${templateKey()}`);
  const ready = path.join(base, 'READY');
  const lock = `${base}.lock`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (fs.existsSync(ready)) return path.join(base, 'pglite');
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker is building it; a lock older than a minute is from a dead process.
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(100);
      continue;
    }
    try {
      const building = `${base}.building-${process.pid}`;
      fs.rmSync(building, { recursive: true, force: true });
      const handle = await openDatabase({ dataDir: building, databaseUrl: null });
      await seedDatabase(handle.db, {
        adminEmail: TEST_ADMIN.email,
        adminPassword: TEST_ADMIN.password,
        password: TEST_PASSWORD_PARAMS,
      });
      // pg-boss installs its schema on its first start (about 0.2 s on PGlite): once, here.
      const quiet = { error: () => undefined, warn: () => undefined };
      await (await startJobQueue(handle, quiet, { pollSeconds: 1, background: false })).stop();
      await handle.close();
      fs.writeFileSync(path.join(building, 'READY'), new Date().toISOString());
      fs.rmSync(base, { recursive: true, force: true });
      fs.renameSync(building, base);
      removeStaleTemplates(base);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  throw new Error('timed out waiting for the PGlite test template');
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealprep-api-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      dataDir,
      databaseUrl: url.toString(),
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  fs.cpSync(await pgliteTemplate(), pgliteDir({ dataDir }), { recursive: true });
  return {
    dataDir,
    databaseUrl: null,
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(database: TestDatabase, overrides: Partial<AppConfig> = {}): AppConfig {
  const rootDir = overrides.rootDir ?? createFakeRoot();
  return {
    ...loadConfig({}),
    rootDir,
    // Never the repository's own releases/ folder.
    releasesDir: path.join(rootDir, 'releases'),
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    publicOrigin: 'http://shop.test',
    logLevel: 'silent',
    password: TEST_PASSWORD_PARAMS,
    // Tests sign sandbox callbacks themselves: a secret of their own, never a file.
    payment: { driver: 'sandbox', secret: randomBytes(32).toString('hex') },
    // A test checks what the shop answers, not how busy the machine running it is: no request
    // is shed for the event loop's delay (security/load-shedding.test.ts turns it back on).
    loadShedding: { ...loadConfig({}).loadShedding, maxEventLoopDelayMs: 0 },
    // No polling, cron ticks or maintenance: time-driven work runs when a test says so
    // (`app.jobs.runDue()`, and waitForMail), so no job runs in the middle of a test by chance.
    jobs: { ...loadConfig({}).jobs, background: false },
    ...overrides,
  };
}

/** Each test app's own database, for helpers that are handed only the app. */
const databases = new WeakMap<FastifyInstance, Database>();
/** Each test app's job queue by its database, for helpers that are handed only the database. */
const jobQueues = new WeakMap<Database, FastifyInstance['jobs']>();

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** The app's own database connection, for arranging and checking rows directly. */
  db: Database;
  close(): Promise<void>;
}

/** Builds the real app on `database` (not dropped on close, so a restart can reopen it). */
export async function startApp(
  database: TestDatabase,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const config = testConfig(database, overrides);
  const ownsRoot = overrides.rootDir === undefined;
  const handle = await openDatabase(config);
  const app = await buildApp(config, { logger: false, database: handle });
  databases.set(app, handle.db);
  jobQueues.set(handle.db, app.jobs);
  return {
    app,
    config,
    db: handle.db,
    async close() {
      await app.close();
      if (ownsRoot) fs.rmSync(config.rootDir, { recursive: true, force: true });
    },
  };
}

/** One database and one app for a test file; `close` drops both. */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const started = await startApp(database, overrides);
  return {
    ...started,
    async close() {
      await started.close();
      await database.drop();
    },
  };
}

let counter = 0;

/** A fresh e-mail per test, so tests sharing a database never see each other's users. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${counter}.${randomBytes(4).toString('hex')}@example.my`;
}

/** A fresh client address per test, so rate limits of one test never trip another. */
export function uniqueIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

export function validRegistration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: 'secret-pass-1',
    password_confirmation: 'secret-pass-1',
    first_name: 'Siti',
    last_name: 'Aminah',
    phone_no: '012-345 6789',
    date_of_birth: '1990-04-01',
    gender: 'F',
    country_code: 'MY',
    ...overrides,
  };
}

/** The `name=value` pairs a browser would send back after this response. */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0))
      jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export interface Customer {
  email: string;
  password: string;
  cookie: string;
  id: number;
  ip: string;
}

/**
 * Proves the address as its owner does: opens the link of the newest verification mail sent
 * there (docs/accounts.md).
 */
export async function verifyEmail(
  app: FastifyInstance,
  email: string,
  headers: Record<string, string> = {},
) {
  const db = databases.get(app);
  if (!db) throw new Error('verifyEmail needs an app built by startApp or buildTestApp');
  const mail = await waitForMail(db, email, 'email_verification');
  const token = /\/auth\/verify-email\?token=([\w-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no verification link in ${mail.textBody}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    headers,
    payload: { token },
    remoteAddress: uniqueIp(),
  });
  if (response.statusCode !== 200) {
    throw new Error(`verification failed: ${response.statusCode} ${response.body}`);
  }
}

/**
 * Registers a customer and answers the cookies of the new session. The address is proven
 * through its link, as most tests expect of a customer (the shop mails little to an unproven
 * one); `verified: false` leaves it as registration does.
 */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<Customer> {
  const body = validRegistration(overrides);
  const ip = uniqueIp();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: body,
    remoteAddress: ip,
  });
  if (response.statusCode !== 201) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  if (verified) await verifyEmail(app, body.email);
  return {
    email: body.email,
    password: body.password,
    cookie: cookieHeader(response),
    id: response.json<{ data: { id: number } }>().data.id,
    ip,
  };
}

export async function loginAdmin(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: TEST_ADMIN,
    remoteAddress: uniqueIp(),
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return cookieHeader(response);
}

export type { InjectOptions };

/**
 * Outbox rows with their text and HTML parts, rendered from their templates as the sending job
 * renders them (docs/mail-rendering.md): most mails are written as a template and its data.
 */
export async function withParts(db: Database, rows: OutboxRow[]): Promise<RenderedOutboxRow[]> {
  const outbox = new native.repositories.outbox.EmailOutboxRepository(db);
  const rendered: RenderedOutboxRow[] = [];
  for (const row of rows) rendered.push(await native.storedMails.renderedRow(outbox, row));
  return rendered;
}

/**
 * The outbox mails to `to` of `kind`, oldest first, rendered as sent (`withParts`): read at once,
 * for mails written in the transaction of the answer the test just had.
 */
export async function mailsTo(
  db: Database,
  to: string,
  kind: string,
): Promise<RenderedOutboxRow[]> {
  const outbox = new native.repositories.outbox.EmailOutboxRepository(db);
  const rows = await outbox.listTo(to);
  return withParts(db, rows.filter((row) => row.kind === kind).reverse());
}

/**
 * The newest outbox mail to `email` of `kind`, waiting for it up to 5 s: some mails are
 * written after the answer (the password reset mail, so its timing says nothing).
 */
export async function waitForMail(db: Database, email: string, kind?: string) {
  const outbox = new native.repositories.outbox.EmailOutboxRepository(db);
  for (let attempt = 0; attempt < 250; attempt += 1) {
    // Mails written by jobs (the reset mails) appear once the due jobs have run.
    await jobQueues.get(db)?.runDue();
    const mails = await outbox.listTo(email);
    const mail = mails.find((candidate) => kind === undefined || candidate.kind === kind);
    if (mail) return native.storedMails.renderedRow(outbox, mail);
    await sleep(20);
  }
  throw new Error(`no ${kind ?? ''} mail to ${email}`);
}
