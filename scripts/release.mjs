// The release CLI (docs/architecture.md §3): `scripts/release <command>` or `npm run release -- <command>`.
// It talks to the API over HTTP as an admin, so it drives a remote server as well as a local one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatAnalysis, formatHistory, formatStatus } from './releaseFormat.mjs';
import { ENVIRONMENT_USAGE, environmentCommand, historyQuery } from './releaseEnvironments.mjs';
import { ROLLOUT_USAGE, rolloutCommand } from './releaseRollout.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['catalog', 'questionnaire', 'account', 'checkout', 'admin'];

export const USAGE = `Usage: scripts/release <command> [options]

  publish <remote> [--version V] [--dir DIR] [--base-url URL] [--build]
      Upload a build (default mfe-<remote>/dist) to releases/<remote>/<version>/ (never
      overwritten), or only register it with --base-url when it is hosted elsewhere.
  pin <remote> <version> --reason TEXT
  rollback <remote> [--to VERSION] [--reason TEXT]
  canary <remote> <version> --percent N [--failure-threshold P] [--min-loads N] [--reason TEXT]
  promote <remote> [--reason TEXT]
${ROLLOUT_USAGE}
${ENVIRONMENT_USAGE}
  status
  analysis <remote>
      The canary against stable on real-user measurements: each metric's verdict, sample
      sizes and p-value, the score, and the hourly figures.

Add --json for machine-readable output.

Environment:
  MEALPREP_API             the API's origin (default http://localhost:8080)
  MEALPREP_ADMIN_TOKEN     an admin session token (the "session" cookie), or
  MEALPREP_ADMIN_EMAIL and MEALPREP_ADMIN_PASSWORD (ADMIN_EMAIL / ADMIN_PASSWORD also work)`;

export class CliError extends Error {}

/** `--name value` and `--flag` options; everything else is positional. */
export function parseArgs(argv) {
  const positional = [];
  const options = {};
  const flags = new Set(['json', 'build', 'help']);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s);
    if (flags.has(name)) {
      options[name] = true;
    } else if (inline !== undefined) {
      options[name] = inline;
    } else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new CliError(`--${name} needs a value`);
      options[name] = value;
      i += 1;
    }
  }
  return { positional, options };
}

function remoteArg(value) {
  if (!REMOTES.includes(value)) {
    throw new CliError(
      `remote must be one of ${REMOTES.join(', ')}${value ? `, got "${value}"` : ''}`,
    );
  }
  return value;
}

function integerOption(options, name) {
  if (options[name] === undefined) return undefined;
  if (!/^\d+$/.test(options[name])) throw new CliError(`--${name} must be a whole number`);
  return Number(options[name]);
}

/** Every file of a build folder, its precompressed copies (.br, .gz) included. */
export function buildFiles(dir) {
  if (!fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new CliError(`${dir} holds no remoteEntry.js; build the remote first (or pass --build)`);
  }
  const files = [];
  const walk = (folder, prefix) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), relative);
      else {
        files.push({
          path: relative,
          content: fs.readFileSync(path.join(folder, entry.name)).toString('base64'),
        });
      }
    }
  };
  walk(dir, '');
  return files;
}

function defaultVersion(remote, dir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    const version = manifest?.metaData?.buildInfo?.buildVersion;
    if (typeof version === 'string') return version;
  } catch {
    // fall through to the package's version
  }
  return JSON.parse(fs.readFileSync(path.join(root, `mfe-${remote}`, 'package.json'), 'utf8'))
    .version;
}

/** A small HTTP client that logs in once and keeps the session cookie. */
export function apiClient(env = process.env, fetchImpl = globalThis.fetch) {
  const base = (env.MEALPREP_API ?? 'http://localhost:8080').replace(/\/$/, '');
  let cookie = env.MEALPREP_ADMIN_TOKEN ? `session=${env.MEALPREP_ADMIN_TOKEN}` : null;

  async function login() {
    const email = env.MEALPREP_ADMIN_EMAIL ?? env.ADMIN_EMAIL;
    const password = env.MEALPREP_ADMIN_PASSWORD ?? env.ADMIN_PASSWORD;
    if (!email || !password) {
      throw new CliError(
        'set MEALPREP_ADMIN_TOKEN, or MEALPREP_ADMIN_EMAIL and MEALPREP_ADMIN_PASSWORD',
      );
    }
    const response = await fetchImpl(`${base}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new CliError(`admin login failed: ${await errorText(response)}`);
    const session = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('session='));
    if (!session) throw new CliError('admin login answered without a session cookie');
    cookie = session;
  }

  async function request(method, url, body) {
    if (!cookie) await login();
    let response;
    try {
      response = await fetchImpl(`${base}${url}`, {
        method,
        headers: {
          cookie,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new CliError(`cannot reach ${base}: ${error.cause?.code ?? error.message}`);
    }
    if (response.status === 204) return null;
    if (!response.ok) throw new CliError(await errorText(response));
    return (await response.json()).data;
  }
  return { base, request };
}

async function errorText(response) {
  try {
    const body = await response.json();
    const reasons = Array.isArray(body?.errors?.reasons) ? body.errors.reasons : [];
    const fields = Object.entries(body?.errors ?? {})
      .filter(([name]) => name !== 'reasons')
      .map(([name, messages]) => `  ${name}: ${[].concat(messages).join(' ')}`);
    return [
      `${response.status} ${body?.message ?? response.statusText}`,
      ...(reasons.length > 1 ? reasons.map((reason) => `  - ${reason}`) : []),
      ...fields,
    ].join('\n');
  } catch {
    return `${response.status} ${response.statusText}`;
  }
}

/** Runs one command; answers the text to print. */
export async function run(argv, { env = process.env, fetchImpl, cwd = root } = {}) {
  const { positional, options } = parseArgs(argv);
  const [command, ...args] = positional;
  if (!command || options.help) return USAGE;
  const api = apiClient(env, fetchImpl);
  const out = (data, text) => (options.json ? JSON.stringify(data, null, 2) : text);
  switch (command) {
    case 'publish': {
      const remote = remoteArg(args[0]);
      const dir = path.resolve(cwd, options.dir ?? path.join(root, `mfe-${remote}`, 'dist'));
      if (options.build) {
        const built = spawnSync('npm', ['run', 'build', '-w', `mfe-${remote}`], {
          cwd: root,
          stdio: 'inherit',
        });
        if (built.status !== 0) throw new CliError(`the build of mfe-${remote} failed`);
      }
      const version = options.version ?? defaultVersion(remote, dir);
      const files = buildFiles(dir);
      const body = { remote, version, files };
      if (options['base-url']) body.base_url = options['base-url'];
      const data = await api.request('POST', '/api/v1/admin/releases', body);
      return out(
        data,
        `published ${remote}@${data.version} (${files.length} files, ${data.integrity}); exposes ${data.exposes.map((e) => `./${e}`).join(', ')}`,
      );
    }
    case 'pin': {
      const remote = remoteArg(args[0]);
      if (!args[1]) throw new CliError('pin needs a version');
      if (!options.reason) throw new CliError('pin needs --reason');
      const data = await api.request('POST', `/api/v1/admin/releases/${remote}/pin`, {
        version: args[1],
        reason: options.reason,
      });
      return out(data, `${remote} pinned to ${data.pinned}`);
    }
    case 'rollback': {
      const remote = remoteArg(args[0]);
      const data = await api.request('POST', `/api/v1/admin/releases/${remote}/rollback`, {
        ...(options.to ? { to: options.to } : {}),
        reason: options.reason ?? 'rolled back from the release CLI',
      });
      return out(data, `${remote} rolled back to ${data.pinned}`);
    }
    case 'canary': {
      const remote = remoteArg(args[0]);
      if (!args[1]) throw new CliError('canary needs a version');
      const percent = integerOption(options, 'percent');
      if (percent === undefined) throw new CliError('canary needs --percent');
      const data = await api.request('POST', `/api/v1/admin/releases/${remote}/canary`, {
        version: args[1],
        percent,
        ...(options['failure-threshold'] === undefined
          ? {}
          : { failure_threshold: integerOption(options, 'failure-threshold') }),
        ...(options['min-loads'] === undefined
          ? {}
          : { min_loads: integerOption(options, 'min-loads') }),
        reason: options.reason ?? `canary of ${args[1]} from the release CLI`,
      });
      return out(data, `${remote} canary ${data.canary} for ${data.percent} % of visitors`);
    }
    case 'promote': {
      const remote = remoteArg(args[0]);
      const data = await api.request('POST', `/api/v1/admin/releases/${remote}/promote`, {
        reason: options.reason ?? 'promoted from the release CLI',
      });
      return out(data, `${remote} canary promoted: pinned to ${data.pinned}`);
    }
    case 'status': {
      const data = await api.request('GET', '/api/v1/admin/releases');
      return out(data, formatStatus(data));
    }
    case 'history': {
      const remote = remoteArg(args[0]);
      const data = await api.request(
        'GET',
        `/api/v1/admin/releases/${remote}/history${historyQuery(options, CliError)}`,
      );
      return out(data, formatHistory(data) || `${remote}: no release events yet`);
    }
    case 'analysis': {
      const remote = remoteArg(args[0]);
      const data = await api.request('GET', `/api/v1/admin/releases/${remote}/analysis`);
      return out(data, formatAnalysis(data));
    }
    default: {
      const context = { api, out, remoteArg, integerOption, CliError };
      const answer =
        (await rolloutCommand(command, args, options, context)) ??
        (await environmentCommand(command, args, options, context));
      if (answer !== undefined) return answer;
      throw new CliError(`unknown command "${command}"\n\n${USAGE}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run(process.argv.slice(2)).then(
    (text) => console.log(text),
    (error) => {
      console.error(error instanceof CliError ? `release: ${error.message}` : error);
      process.exitCode = 1;
    },
  );
}
