// Server bundles (docs/architecture.md §2.4). Beside its browser build each app builds one for
// Node, from the same sources with the same loaders (so styled-components ids agree):
// - the shell: shell/dist-server/render.js, everything bundled, loaded by the API process;
// - a remote: dist/server/<expose>.js, each exposed module (`routes`, a widget such as the
//   questionnaire's `MealPlan`) as one CommonJS file, the shared singletons left as `require()`s
//   the API answers with the shell's copies, and
//   dist/server/manifest.json (its shared ranges and exposes, for the registry's checks).
// The server build lives inside the remote's dist, so publishing a version publishes the pair.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { sharedModules, sourceRules } = require('./appConfig');

/**
 * What a remote's server bundle takes from the shell: the exact requests
 * shell/src/server/sharedModules.ts provides (serverConfig.test.ts keeps the lists equal).
 */
const SERVER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'react-intl',
  'styled-components',
  '@mealprep/shared/api',
  '@mealprep/shared/bus',
  '@mealprep/shared/core',
  '@mealprep/shared/catalogue',
  '@mealprep/shared/catalogue/api',
  '@mealprep/shared/catalogue/ui',
  '@mealprep/shared/cart',
  '@mealprep/shared/cart/api',
  '@mealprep/shared/checkout',
  '@mealprep/shared/checkout/ui',
  '@mealprep/shared/orders',
  '@mealprep/shared/orders/api',
  '@mealprep/shared/plan',
  '@mealprep/shared/plan/ui',
  '@mealprep/shared/account',
  '@mealprep/shared/account/api',
  '@mealprep/shared/staff',
  '@mealprep/shared/subscriptions',
  '@mealprep/shared/federation',
  '@mealprep/shared/forms',
  '@mealprep/shared/i18n',
  '@mealprep/shared/routes',
  '@mealprep/shared/router',
  '@mealprep/shared/store',
  '@mealprep/shared/ui',
  '@mealprep/shared/validation',
  '@mealprep/shared/validation/load',
];

/** Emits the server build's manifest: what the registry checks before a pin (releaseCompatibility.ts). */
class ServerManifestPlugin {
  constructor(manifest) {
    this.manifest = manifest;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ServerManifestPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(
            'manifest.json',
            new webpack.sources.RawSource(JSON.stringify(this.manifest, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * A remote's server entries: one file per exposed module (`./routes` → `server/routes.js`,
 * `./MealPlan` → `server/MealPlan.js`), so the renderer loads a page's routes or a widget another
 * remote's page shows, each on its own.
 * @param {Record<string, string>} exposes
 */
function serverEntries(exposes) {
  return Object.fromEntries(
    Object.entries(exposes).map(([expose, file]) => [expose.replace(/^\.\//, ''), file]),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir   the app's folder
 * @param {string} options.name  'shell' or the remote's short name
 * @param {Record<string, string>} [options.exposes]  a remote's exposed modules
 * @param {boolean} [options.host]
 */
function serverConfig({ dir, name, exposes = { './routes': './src/routes.tsx' }, host = false }) {
  return (_env, argv) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const version = process.env.APP_VERSION || pkg.version;
    const shared = sharedModules(dir);
    /** @type {import('webpack').Configuration} */
    const config = {
      name: `${name}-server`,
      mode: argv.mode === 'development' ? 'development' : 'production',
      target: 'node',
      context: dir,
      entry: host ? { render: './src/server/render.tsx' } : serverEntries(exposes),
      devtool: false,
      output: {
        path: host
          ? path.join(dir, 'dist-server')
          : path.join(process.env.BUILD_OUTPUT_DIR || path.join(dir, 'dist'), 'server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        uniqueName: `mealprep_${name}_server`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: { rules: sourceRules(dir, name) },
      // Node reads one file: lazy pages are inlined (React.lazy still resolves them once).
      optimization: { minimize: false, splitChunks: false },
      externals: host
        ? []
        : [
            ({ request }, callback) =>
              SERVER_SHARED.includes(request) ? callback(null, `commonjs ${request}`) : callback(),
          ],
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
      plugins: [
        // One file per entry: nothing split out that Node would have to load beside it.
        new webpack.optimize.LimitChunkCountPlugin({
          maxChunks: host ? 1 : Object.keys(exposes).length,
        }),
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(name),
          __APP_VERSION__: JSON.stringify(version),
        }),
      ],
    };
    if (!host) {
      const ranges = {};
      for (const request of SERVER_SHARED) {
        const family = Object.keys(shared).find(
          (key) => key === request || (key.endsWith('/') && request.startsWith(key)),
        );
        ranges[request] = shared[family]?.requiredVersion ?? null;
      }
      config.plugins.push(
        new ServerManifestPlugin({
          name,
          version,
          shared: ranges,
          exposes: Object.keys(serverEntries(exposes)),
        }),
      );
    }
    return config;
  };
}

module.exports = { serverConfig, SERVER_SHARED };

/**
 * An app's webpack configuration: its browser build (the shell's with its starter), and in a
 * production build its server build beside it. `npm run dev` (development mode) builds the
 * browser side only: the dev shop renders in the browser (docs/architecture.md §2.4).
 */
function withServerBuild(options) {
  const { appConfig } = require('./appConfig');
  const { starterConfig } = require('./starterConfig');
  return (env, argv) => {
    // The shell's build records its entry's file for its starter's HTML (starterConfig.js).
    const appFiles = { files: [] };
    const browser = [appConfig({ ...options, appFiles })(env, argv)];
    if (options.host) browser.push(starterConfig({ dir: options.dir, appFiles })(env, argv));
    if (argv.mode === 'development') return browser.length === 1 ? browser[0] : browser;
    return [...browser, serverConfig(options)(env, argv)];
  };
}

module.exports.withServerBuild = withServerBuild;
