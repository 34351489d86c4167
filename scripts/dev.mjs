// `npm run dev`: every app on its own webpack dev server with watch (shell on :3000, remotes on
// :3001-3005) and the API on :8080 answering the remotes map with the dev servers' entries.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apps, root } from './apps.mjs';

const children = [];
function run(name, command, args, cwd, env = {}) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`${name} exited (${code}); stopping the others`);
    for (const other of children) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run('api', process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], join(root, 'api'), {
  MF_DEV: '1',
});
for (const app of apps) {
  run(
    app.dir,
    process.execPath,
    [join(root, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
    join(root, app.dir),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
console.log('shop (dev) on http://localhost:3000 — API on http://localhost:8080');
