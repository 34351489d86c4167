// Runs npm scripts side by side and fails if any fails: `npm test` starts with Prettier, ESLint
// and tsc, each of which keeps one core busy, so on a two-core machine together they take little
// more than the longest (docs/environment.md, "How the tests run"). Each script's output is
// printed whole when it ends, under its name, exit code and time, so the logs do not interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script> <npm script> ...');
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(Buffer.concat(output));
      console.log(`npm run ${name}: ${status} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
const failed = names.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`failed: ${failed.map((name) => `npm run ${name}`).join(', ')}`);
  process.exit(1);
}
