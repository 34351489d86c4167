// The six front-end apps and where their builds go; used by the build, start and bench scripts.
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const apps = [
  { dir: 'shell', name: 'shell', host: true },
  { dir: 'mfe-catalog', name: 'catalog' },
  { dir: 'mfe-questionnaire', name: 'questionnaire' },
  { dir: 'mfe-account', name: 'account' },
  { dir: 'mfe-checkout', name: 'checkout' },
  { dir: 'mfe-admin', name: 'admin' },
];

/**
 * Files under a source folder that no build reads: Jest tests and their snapshots, notes. Editing
 * a test must not rebuild six apps and the API before the browser tests (minutes on two cores).
 */
const NOT_BUILT = /(\.test\.[cm]?[jt]sx?|\.snap|\.md)$/;

/** The newest modification time of a file or of the built files under a folder (0 if none). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '.tsbuild') continue;
    if (NOT_BUILT.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * True when the app's build is missing or older than its sources, shared code or build config.
 * A build is both halves (scripts/webpack/serverConfig.js): a browser build whose server bundle
 * is missing (the shell's `dist-server`, a remote's `dist/server`) is built again, or the shop
 * would render every page in the browser only.
 */
export function needsBuild(app) {
  const markers = app.host
    ? [join(root, app.dir, 'dist/index.html'), join(root, app.dir, 'dist-server/render.js')]
    : [join(root, app.dir, 'dist/remoteEntry.js'), join(root, app.dir, 'dist/server/routes.js')];
  if (!markers.every((marker) => existsSync(marker))) return true;
  const built = Math.min(...markers.map((marker) => statSync(marker).mtimeMs));
  const inputs = [
    join(root, app.dir, 'src'),
    join(root, app.dir, 'package.json'),
    join(root, app.dir, 'webpack.config.js'),
    join(root, 'shared/src'),
    join(root, 'scripts/webpack'),
  ];
  return inputs.some((input) => newestMtime(input) > built);
}
