// `npm run deploy:local` (docs/deploy.md): the shop as it is deployed, on this machine, from the
// built artefacts — PostgreSQL (a throwaway server from api/scripts/with-postgres.sh), the
// migrations and seed run once, two API processes (`node api/dist/server.js`) on one database
// and one data folder, nginx in front of them (the shop's origin) and a second nginx server as
// the remotes' static origin. Ports: DEPLOY_PORT (the shop, default 8372), the static origin
// DEPLOY_PORT+1, the API processes DEPLOY_PORT+2 onwards (DEPLOY_API_PROCESSES, default 2).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, root } from '../apps.mjs';
import { apiNeedsBuild, buildApi } from '../build-api.mjs';
import { startNginx } from './nginx.mjs';

// node-postgres is the api's dependency.
const pg = createRequire(join(root, 'api/package.json'))('pg');

const API_BUNDLE = join(root, 'api/dist/server.js');
const CLI_BUNDLE = join(root, 'api/dist/cli.js');

/** The version a remote's working-tree build carries (its package.json). */
export function remoteVersion(name) {
  return JSON.parse(readFileSync(join(root, `mfe-${name}`, 'package.json'), 'utf8')).version;
}

/** A database of its own on the PostgreSQL server at `serverUrl` (dropped by `drop`). */
export async function freshDatabase(serverUrl, prefix = 'deploy') {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Something left listening on a port would answer in this deployment's place: refuse instead. */
async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is already in use`)));
    probe.listen(port, '0.0.0.0', () => probe.close(resolve));
  });
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Copies each remote's build to `<staticRoot>/<remote>/<version>/`, as a release pipeline
 * uploads it to the static origin (never overwriting: a version's files never change).
 */
export function stageRemote(staticRoot, name, version, from = join(root, `mfe-${name}`, 'dist')) {
  const target = join(staticRoot, name, version);
  cpSync(from, target, { recursive: true, errorOnExist: true, force: false });
  return target;
}

/**
 * @param {{ databaseUrl: string, shopPort: number, apiProcesses?: number,
 *   env?: Record<string, string>, work?: string, clientBodyTimeout?: string,
 *   quiet?: boolean }} options
 */
export async function startDeployment(options) {
  const shopPort = options.shopPort;
  const staticPort = shopPort + 1;
  const apiPorts = Array.from({ length: options.apiProcesses ?? 2 }, (_, i) => shopPort + 2 + i);
  for (const port of [shopPort, staticPort, ...apiPorts]) await assertPortFree(port);
  // As scripts/shop.mjs: the API's bundle is rebuilt when its sources changed.
  if (apiNeedsBuild()) await buildApi();
  const work = options.work ?? mkdtempSync(join(tmpdir(), 'mealprep-deploy-'));
  const dataDir = join(work, 'data');
  const staticRoot = join(work, 'static');
  mkdirSync(dataDir, { recursive: true });
  const shopUrl = `http://localhost:${shopPort}`;
  // An address, not `localhost`: the release registry checks base URLs as yup does, which wants
  // a dotted host.
  const staticUrl = `http://127.0.0.1:${staticPort}`;
  const remoteBaseUrls = apps
    .filter((app) => !app.host)
    .map((app) => {
      const version = remoteVersion(app.name);
      stageRemote(staticRoot, app.name, version);
      return `${app.name}=${staticUrl}/${app.name}/${version}/`;
    })
    .join(',');
  const adminPassword = options.env?.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  // docs/deploy.md §5: every process gets the same configuration and secrets.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: shopUrl,
    TRUST_PROXY: '1',
    REMOTE_BASE_URLS: remoteBaseUrls,
    PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'admin@mealprep.local',
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    ...options.env,
  };

  // docs/deploy.md §6: migrations (and the idempotent seed) run once, before any process starts.
  const migrated = spawnSync(process.execPath, [CLI_BUNDLE, 'seed'], {
    cwd: join(root, 'api'),
    env,
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`migrations failed:\n${migrated.stderr}`);

  const processes = apiPorts.map((port) =>
    spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
      cwd: join(root, 'api'),
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    }),
  );
  let nginx = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(
      processes.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }),
    );
    if (!options.work) rmSync(work, { recursive: true, force: true });
  };
  try {
    await Promise.all(
      processes.map((child, i) =>
        waitFor(`http://127.0.0.1:${apiPorts[i]}/api/v1/remotes`, child, 180_000),
      ),
    );
    nginx = await startNginx({
      prefix: join(work, 'nginx'),
      shopPort,
      staticPort,
      apiPorts,
      staticRoot,
      clientBodyTimeout: options.clientBodyTimeout,
    });
    await waitFor(`${shopUrl}/api/v1/remotes`, null, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    shopUrl,
    staticUrl,
    staticRoot,
    apiPorts,
    processes,
    admin: { email: env.ADMIN_EMAIL, password: adminPassword },
    accessLog: nginx.accessLog,
    nginxConf: nginx.conf,
    stop,
  };
}

/** The CLI: build what changed, start everything, print the addresses, stop on Ctrl-C. */
async function main() {
  const serverUrl = process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.error('deploy:local needs PostgreSQL: npm run deploy:local (through with-postgres.sh)');
    process.exit(1);
  }
  const built = spawnSync(process.execPath, [join(root, 'scripts/build-all.mjs'), '--changed'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const database = process.env.DATABASE_URL
    ? { url: serverUrl, drop: async () => {} }
    : await freshDatabase(serverUrl);
  const deployment = await startDeployment({
    databaseUrl: database.url,
    shopPort: Number(process.env.DEPLOY_PORT ?? 8372),
    apiProcesses: Number(process.env.DEPLOY_API_PROCESSES ?? 2),
    quiet: true,
  });
  console.log(
    `\nMealPrep MY deployment: the shop at ${deployment.shopUrl} (nginx → API processes on ports ${deployment.apiPorts.join(', ')}),\n` +
      `remotes from ${deployment.staticUrl}, admin ${deployment.admin.email} / ${deployment.admin.password}\n` +
      `nginx configuration: ${deployment.nginxConf}\nCtrl-C stops everything.\n`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await deployment.stop();
    await database.drop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
