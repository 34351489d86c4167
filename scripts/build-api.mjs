// Builds the API once to plain JavaScript (docs/deploy.md §1): esbuild bundles api/src and the
// TypeScript sources of @mealprep/shared it imports into api/dist/server.js and api/dist/cli.js
// (CommonJS, like the api package). Every other package stays an ordinary `require` of
// node_modules, so native and WebAssembly packages (argon2, sharp, PGlite, highs, pdfkit's fonts)
// find their files as usual. `--changed` builds only when a source is newer than the bundle.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime, root } from './apps.mjs';

// The esbuild that tsx (a dependency of the api) runs on: one copy, the version tsx was tested with.
const { build } = createRequire(join(root, 'node_modules/tsx/package.json'))('esbuild');

const apiDir = join(root, 'api');
export const apiBundle = join(apiDir, 'dist/server.js');

/** True when api/dist is missing or older than the API's or the shared package's sources. */
export function apiNeedsBuild() {
  if (!existsSync(apiBundle)) return true;
  const built = statSync(apiBundle).mtimeMs;
  const inputs = [
    join(apiDir, 'src'),
    join(apiDir, 'package.json'),
    join(root, 'shared/src'),
    join(root, 'shared/package.json'),
    fileURLToPath(import.meta.url),
  ];
  return inputs.some((input) => newestMtime(input) > built);
}

/** Bundles only our own code: bare imports other than @mealprep/shared stay external. */
const ownCodeOnly = {
  name: 'own-code-only',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mealprep/shared') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  const started = Date.now();
  await build({
    absWorkingDir: apiDir,
    entryPoints: { server: 'src/server.ts', cli: 'src/db/cli.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    // Error stacks and logs name functions as written.
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [ownCodeOnly],
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`built api in ${seconds} s`);
}

// No top-level await: the browser tests load this module (through scripts/shop.mjs) as CommonJS.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--changed') && !apiNeedsBuild()) {
    console.log('the api is built and up to date');
  } else {
    buildApi().catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
  }
}
