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

/** The files a build reads at `path` (a file, or the files under a folder), in a stable order. */
export function builtFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .filter((entry) => !['node_modules', 'dist', '.tsbuild'].includes(entry))
    .filter((entry) => !NOT_BUILT.test(entry))
    .flatMap((entry) => builtFiles(join(path, entry)));
}

/** The newest modification time of a file or of the built files under a folder (0 if none). */
export function newestMtime(path) {
  return builtFiles(path).reduce((newest, file) => Math.max(newest, statSync(file).mtimeMs), 0);
}

/** What a build of the app in `dir` reads: its sources and config, shared code, build config. */
export function buildInputs(dir) {
  return [
    join(root, dir, 'src'),
    join(root, dir, 'package.json'),
    join(root, dir, 'webpack.config.js'),
    join(root, 'shared/src'),
    join(root, 'shared/package.json'),
    join(root, 'scripts/webpack'),
  ];
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
  // The browser half's time: webpack leaves a server bundle whose content did not change
  // unwritten (compareBeforeEmit), so its time says nothing of when the build ran.
  const built = statSync(markers[0]).mtimeMs;
  return buildInputs(app.dir).some((input) => newestMtime(input) > built);
}
