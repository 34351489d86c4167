// `npm start`: builds whatever is not built yet, then serves the whole shop (API, shell and
// remotes) on http://localhost:$PORT (8080) with the embedded database. The API runs as the
// JavaScript bundle `api/dist/server.js` under plain node (docs/deploy.md §1); once it listens it
// prints the ready block (api/src/readyBlock.ts): address, admin, where the e-mails go.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { apps, needsBuild, root } from './apps.mjs';

// A first start (or one after shared code changed) builds every app: say how long, or the
// minute and a half of webpack looks like a shop that does not start.
if (apps.every(needsBuild)) {
  console.log(
    'Building the six apps and the API: about 1.5 minutes on two cores (later starts build only what changed).\nThe shop prints its address when it is ready.\n',
  );
}
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
