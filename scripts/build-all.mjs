// Builds the shell and the five remotes, two at a time (the machine has two cores), then the API
// (scripts/build-api.mjs), and prints how long each took. `--changed` builds only what is older
// than its sources.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apps, needsBuild, root } from './apps.mjs';
import { apiNeedsBuild, buildApi } from './build-api.mjs';

const onlyChanged = process.argv.includes('--changed');
const concurrency = Number(process.env.BUILD_CONCURRENCY ?? 2);

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      { cwd: join(root, app.dir), stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`built ${app.dir} in ${seconds} s`);
        resolve(Number(seconds));
      } else reject(new Error(`build of ${app.dir} failed (exit ${code})`));
    });
  });
}

export async function buildApps(list) {
  const queue = [...list];
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    while (queue.length > 0) await build(queue.shift());
  });
  await Promise.all(workers);
}

const targets = onlyChanged ? apps.filter(needsBuild) : apps;
const started = Date.now();
try {
  if (targets.length === 0) console.log('all apps are built and up to date');
  else await buildApps(targets);
  if (!onlyChanged || apiNeedsBuild()) await buildApi();
  console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
