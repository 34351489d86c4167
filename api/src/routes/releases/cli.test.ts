import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  buildTestApp,
  loginAdmin,
  SETUP_TIMEOUT,
  TEST_ADMIN,
  type TestApp,
} from '../../test/helper';

jest.setTimeout(30_000);

const CLI = path.resolve(__dirname, '../../../../scripts/release');
const run = promisify(execFile);

let t: TestApp;
let env: Record<string, string>;
let buildDir: string;

/** Runs `scripts/release` as a release manager would; answers exit code and output. */
async function release(...args: string[]) {
  try {
    const { stdout, stderr } = await run(CLI, args, { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function writeBuild(dir: string, exposes: string[]) {
  fs.mkdirSync(dir, { recursive: true });
  const entry = `var admin; // ${exposes.join(',')}`;
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  // The build's precompressed copy travels too.
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.gz'), gzipSync(entry));
  fs.mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'chunks/page.0123456789.js'), 'export {}');
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'admin',
      metaData: { buildInfo: { buildVersion: '4.0.0' } },
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }],
      exposes: exposes.map((name) => ({ name, path: `./${name}` })),
    }),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  fs.writeFileSync(
    path.join(t.config.rootDir, 'shell/package.json'),
    JSON.stringify({ dependencies: { react: '^19.3.1' } }),
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  env = {
    MEALPREP_API: `http://127.0.0.1:${address.port}`,
    MEALPREP_ADMIN_EMAIL: TEST_ADMIN.email,
    MEALPREP_ADMIN_PASSWORD: TEST_ADMIN.password,
  };
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealprep-build-'));
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

it('publishes, pins, canaries, promotes, rolls back and reports over HTTP', async () => {
  const v4 = path.join(buildDir, 'v4');
  writeBuild(v4, ['routes']);
  const published = await release('publish', 'admin', '--dir', v4);
  expect(published).toMatchObject({ code: 0, stderr: '' });
  expect(published.stdout).toMatch(/^published admin@4\.0\.0 \(4 files, sha384-\S+\); exposes \.\/routes/);
  const stored = path.join(t.config.releasesDir, 'admin/4.0.0');
  expect(fs.readdirSync(stored).sort()).toEqual([
    'chunks',
    'mf-manifest.json',
    'remoteEntry.js',
    'remoteEntry.js.gz',
  ]);

  // Log-ins are rate limited per account (5 a minute): later commands use a session token.
  const token = /session=([^;]+)/.exec(await loginAdmin(t.app))?.[1] ?? '';
  env = { MEALPREP_API: env.MEALPREP_API ?? '', MEALPREP_ADMIN_TOKEN: token };
  const again = await release('publish', 'admin', '--dir', v4);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain(
    'release: 409 Version 4.0.0 of admin is already published; published versions never change.',
  );

  expect((await release('publish', 'admin', '--dir', v4, '--version', '4.1.0')).code).toBe(0);
  expect((await release('pin', 'admin', '4.0.0', '--reason', 'launch')).stdout).toBe(
    'admin pinned to 4.0.0\n',
  );
  expect((await release('canary', 'admin', '4.1.0', '--percent', '25')).stdout).toBe(
    'admin canary 4.1.0 for 25 % of visitors\n',
  );
  const status = await release('status');
  expect(status.stdout).toContain('admin          pinned 4.0.0');
  expect(status.stdout).toContain('canary 4.1.0 to 25 %');
  const analysis = (await release('analysis', 'admin')).stdout.split('\n');
  expect(analysis[0]).toMatch(/^admin: canary 4\.1\.0 \(25 % of visitors, since .*\) against stable 4\.0\.0$/);
  expect(analysis[1]).toBe(
    'verdict INSUFFICIENT, score — / 100 (a metric is judged from 100 measurements per version)',
  );
  expect(analysis).toContain(
    'INP p75        — (n = 0)                — (n = 0)                —         insufficient',
  );
  expect((await release('promote', 'admin')).stdout).toBe(
    'admin canary promoted: pinned to 4.1.0\n',
  );
  expect((await release('rollback', 'admin', '--to', '4.0.0')).stdout).toBe(
    'admin rolled back to 4.0.0\n',
  );
  const json = JSON.parse((await release('history', 'admin', '--json')).stdout) as {
    action: string;
  }[];
  expect(json.map((e) => e.action)).toEqual([
    'rollback',
    'promote',
    'canary',
    'pin',
    'publish',
    'publish',
  ]);
});

it('shows the refusal with every reason and exits 1', async () => {
  const v5 = path.join(buildDir, 'v5');
  writeBuild(v5, []);
  expect((await release('publish', 'admin', '--dir', v5, '--version', '5.0.0')).code).toBe(0);
  const refused = await release('pin', 'admin', '5.0.0', '--reason', 'drop routes');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toBe(
    'release: 409 It no longer exposes ./routes, which the shell uses.\n',
  );
  expect((await release('pin', 'admin', '5.0.0')).stderr).toBe('release: pin needs --reason\n');
  expect((await release('pin', 'shop', '1.0.0')).stderr).toMatch(/^release: remote must be one of/);
  const wrong = await release('status');
  expect(wrong.code).toBe(0);
  env = {
    MEALPREP_API: env.MEALPREP_API ?? '',
    MEALPREP_ADMIN_EMAIL: TEST_ADMIN.email,
    MEALPREP_ADMIN_PASSWORD: 'not-the-password',
  };
  const denied = await release('status');
  expect(denied.code).toBe(1);
  expect(denied.stderr).toMatch(/^release: admin login failed: 422/);
});

it('runs a staged rollout: starts it, shows its step, pauses, resumes and aborts it', async () => {
  const token = /session=([^;]+)/.exec(await loginAdmin(t.app))?.[1] ?? '';
  env = { MEALPREP_API: env.MEALPREP_API ?? '', MEALPREP_ADMIN_TOKEN: token };
  const badSteps = await release('rollout', 'admin', '4.1.0', '--steps', '10,100');
  expect(badSteps.code).toBe(1);
  expect(badSteps.stderr).toMatch(/^release: --steps takes percent:minutes:sample triples/);
  const shrinking = await release('rollout', 'admin', '4.1.0', '--steps', '50:1:1,10:1:1');
  expect(shrinking.stderr).toContain(
    'steps: Each step must serve a larger share than the one before, and the last step 100 %.',
  );
  expect((await release('pause', 'admin')).stderr).toBe(
    'release: 409 admin has no staged rollout running.\n',
  );

  const started = await release('rollout', 'admin', '4.1.0', '--steps', '10:30:50,100:30:100');
  expect(started.stdout).toBe('admin rollout of 4.1.0 started at 10 % of visitors\n');
  const status = (await release('status')).stdout;
  expect(status).toContain('canary 4.1.0 to 10 %');
  expect(status).toMatch(/rollout \[10 %\] → 100 %, step 1 of 2 since \S+Z/);
  expect((await release('pause', 'admin', '--reason', 'sale tonight')).stdout).toBe(
    'admin rollout of 4.1.0 paused at 10 %\n',
  );
  expect((await release('status')).stdout).toMatch(/ {3}paused since \S+Z/);
  expect((await release('resume', 'admin')).stdout).toBe('admin rollout of 4.1.0 resumed at 10 %\n');
  expect((await release('abort', 'admin')).stdout).toBe(
    'admin rollout of 4.1.0 aborted; visitors get the pinned version\n',
  );
  const json = JSON.parse((await release('history', 'admin', '--json')).stdout) as {
    action: string;
    reason: string;
  }[];
  expect(json.slice(0, 4).map((e) => e.action)).toEqual([
    'rollout_abort',
    'rollout_resume',
    'rollout_pause',
    'rollout',
  ]);
  expect(json[2]?.reason).toBe('sale tonight (held at 10 %)');
});

it('pins on staging, shows it, and promotes the staging build to production', async () => {
  expect((await release('stage', 'admin', '4.1.0')).stderr).toBe(
    'release: stage needs --reason\n',
  );
  expect((await release('stage', 'admin', '4.1.0', '--reason', 'QA')).stdout).toBe(
    'admin on staging: 4.1.0\n',
  );
  expect((await release('status')).stdout).toMatch(/admin {10}pinned 4\.0\.0\n {15}staging 4\.1\.0/);
  const staging = (await release('history', 'admin', '--environment', 'staging')).stdout;
  expect(staging.trim().split('\n')).toHaveLength(1);
  expect(staging).toMatch(/^\S+Z {2}staging {4}pin {11}- {12}→ 4\.1\.0 /);
  expect((await release('history', 'admin', '--environment', 'qa')).stderr).toBe(
    'release: --environment must be production or staging, got "qa"\n',
  );
  expect((await release('promote-staging', 'admin')).stdout).toBe(
    'admin production pinned to 4.1.0, the build staging serves\n',
  );
  expect((await release('status')).stdout).toContain('admin          pinned 4.1.0');
});
