// `npm start`: builds whatever is not built yet, then serves the whole shop (API, shell and
// remotes) on http://localhost:$PORT (8080) with the embedded database. The API runs as the
// JavaScript bundle `api/dist/server.js` under plain node (docs/deploy.md §1).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './apps.mjs';

const build = spawnSync(process.execPath, [join(root, 'scripts/build-all.mjs'), '--changed'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: join(root, 'api'),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
