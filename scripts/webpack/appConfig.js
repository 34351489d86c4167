// One build configuration for the shell and the five remotes (docs/architecture.md §2).
// Each app's webpack.config.js calls appConfig() with its own name and exposes; the shared
// (singleton) set is derived here from the app's own package.json, so every app agrees on it.
const path = require('node:path');
const fs = require('node:fs');
const devPorts = require('@mealprep/shared/dev-ports');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '../..');
const sharedSrc = path.join(root, 'shared/src');

/**
 * Libraries that must exist once in the page: React, intl, styles, shared. The router and the
 * store are shared's entries (`@mealprep/shared/router`, a lean list of react-router-dom's exports;
 * `@mealprep/shared/store` and `/api`, which hold the one store and API slice): react-router-dom,
 * redux, RTK and react-redux themselves are not shared, so each build tree-shakes them
 * (docs/architecture.md §2.3).
 */
const SINGLETONS = ['react', 'react-dom', 'react-intl', 'styled-components', '@mealprep/shared'];
/** Subpath families shared too, so `react/jsx-runtime` and `@mealprep/shared/ui` are one copy. */
const SUBPATH_SINGLETONS = ['react', 'react-dom', '@mealprep/shared'];
/**
 * Shared but not singletons: several versions may coexist, the first loaded is reused. axios is
 * not here: only shared's API client uses it (lint bans it elsewhere), so it travels inside the
 * `@mealprep/shared/api` singleton.
 */
const SHARED_LIBRARIES = ['formik', 'yup', 'luxon'];

/** The shared-module configuration, with each requiredVersion read from the app's package.json. */
function sharedModules(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const required = (name) => {
    const range = deps[name];
    if (!range) throw new Error(`${pkg.name}: shared module ${name} is not a dependency`);
    return range;
  };
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: required(name) };
  }
  for (const name of SUBPATH_SINGLETONS) {
    shared[`${name}/`] = { singleton: true, requiredVersion: required(name) };
  }
  for (const name of SHARED_LIBRARIES) {
    shared[name] = { requiredVersion: required(name) };
  }
  return shared;
}

/**
 * TypeScript through swc, with deterministic styled-components class names: each component's id
 * comes from its file and a namespace (the app's name, `shared` for the shared package's files),
 * not from the order components happened to be created in. The server (a long-lived process that
 * loads several remotes and versions) and the browser therefore name every class alike, which
 * hydration needs (docs/architecture.md §2.4).
 */
function sourceRules(dir, name) {
  const plugin = require.resolve('@swc/plugin-styled-components');
  const rule = (include, namespace) => ({
    test: /\.tsx?$/,
    include,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
          experimental: {
            plugins: [[plugin, { ssr: true, displayName: true, namespace }]],
          },
        },
      },
    },
  });
  return [rule(path.join(dir, 'src'), name), rule(sharedSrc, 'shared')];
}

const REMOTE_DIRS = {
  catalog: 'mfe-catalog',
  questionnaire: 'mfe-questionnaire',
  account: 'mfe-account',
  checkout: 'mfe-checkout',
  admin: 'mfe-admin',
};

/** The remotes map baked into the shell: used only when the registry does not answer. */
function fallbackRemotes() {
  const remotes = {};
  for (const [name, dir] of Object.entries(REMOTE_DIRS)) {
    const { version } = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    remotes[name] = { version, entry: `/remotes/${name}/${version}/remoteEntry.js` };
  }
  return remotes;
}

/**
 * The federation runtime exactly once in the shell's main chunk. With `provideExternalRuntime` the
 * enhanced plugin adds its inject-external-runtime-core runtime plugin by `require.resolve`, i.e.
 * its CommonJS build, which requires the CommonJS builds of runtime-tools and runtime-core — while
 * the bundler runtime imports their ES-module builds. Both copies were bundled (the error table and
 * the semver parser twice: main.js 31.9 kB br, 22.9 kB with one copy). Serving that plugin's
 * ES-module build makes it import the same runtime-core the bundler runtime uses, which is also
 * the copy the remotes then reuse through `_FEDERATION_RUNTIME_CORE` (docs/architecture.md §2.3).
 */
function singleFederationRuntime() {
  const enhanced = require.resolve('@module-federation/enhanced');
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(enhanced)],
  });
  const esm = cjs.replace(/index\.cjs$/, 'index.js');
  if (esm === cjs || !fs.existsSync(esm)) {
    throw new Error(`inject-external-runtime-core-plugin: no ES-module build beside ${cjs}`);
  }
  return new webpack.NormalModuleReplacementPlugin(
    /inject-external-runtime-core-plugin/,
    (data) => {
      if (path.resolve(data.request) === cjs) data.request = esm;
    },
  );
}

/** Emits small JSON files beside the host's build (the version file polled for updates). */
class EmitJsonPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, value] of Object.entries(this.files)) {
            compilation.emitAsset(file, new webpack.sources.RawSource(JSON.stringify(value)));
          }
        },
      );
    });
  }
}

/** Records the shell's `main` entry files (after each build) for the starter's HTML to name. */
class RecordEntryFilesPlugin {
  constructor(record) {
    this.record = record;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('RecordEntryFilesPlugin', (compilation) => {
      const publicPath = compilation.outputOptions.publicPath;
      this.record.files = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])]
        .filter((file) => file.endsWith('.js'))
        .map((file) => `${publicPath}${file}`);
    });
  }
}

/**
 * Copies the host's `src/static` folder (favicon.svg, favicon.ico, apple-touch-icon.png) to the
 * root of its build, unhashed, so the icons the HTML links to are served with the shell.
 */
class EmitStaticFilesPlugin {
  constructor(folder) {
    this.folder = folder;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitStaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitStaticFilesPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.folder)) return;
          for (const file of fs.readdirSync(this.folder)) {
            const full = path.join(this.folder, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/**
 * Brotli and gzip copies beside each text asset; the API sends them by Accept-Encoding
 * (@fastify/static preCompressed), so nothing is compressed per request.
 */
function compressionPlugins() {
  const compressible = /\.(js|json|css|svg|txt)$/;
  return [
    new CompressionPlugin({
      test: compressible,
      threshold: 1024,
      minRatio: 0.9,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      test: compressible,
      threshold: 1024,
      minRatio: 0.9,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
  ];
}

/** react-router's production build, for the imports its package maps to the development one. */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name       federation name: 'shell' or the remote's short name
 * @param {Record<string,string>} [options.exposes]  a remote's exposed modules
 * @param {boolean} [options.host]    true for the shell
 * @param {{ files: string[] }} [options.appFiles]  the shell's entry files, recorded for its starter
 */
function appConfig({ dir, name, exposes, host = false, appFiles = { files: [] } }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    /** @type {import('webpack').Configuration} */
    const config = {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      // PROFILE_MAPS=1: a production build with source maps, to read a browser profile by name.
      devtool: process.env.PROFILE_MAPS
        ? 'source-map'
        : production
          ? false
          : 'eval-cheap-module-source-map',
      output: {
        // BUILD_OUTPUT_DIR: a release build elsewhere (the release drill builds versions side by side).
        path: process.env.BUILD_OUTPUT_DIR || path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        // The federation runtime module asks for this name before hashes exist, only to learn
        // the folder depth; the real emit has the chunk's content hash.
        filename: (pathData) =>
          production && pathData.chunk?.contentHash?.javascript
            ? '[name].[contenthash:10].js'
            : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: `mealprep_${name}`,
        // A remote's server build (serverConfig.js) shares the folder: the browser build keeps it.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // The retry plugin pins an old SDK for its logger only; use the runtime's own copy.
        alias: {
          '@module-federation/sdk$': path.join(root, 'node_modules/@module-federation/sdk'),
          // react-router's package exports only its development build, which checks and warns
          // as it matches and navigates; it ships a production build beside it, used here.
          ...(production ? REACT_ROUTER_PRODUCTION : {}),
        },
      },
      module: { rules: sourceRules(dir, name) },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
      plugins: [
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(name),
          // APP_VERSION names a release build (the release drill builds one remote twice).
          __APP_VERSION__: JSON.stringify(process.env.APP_VERSION || pkg.version),
        }),
        new ModuleFederationPlugin({
          name,
          ...(host
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } }),
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: {
            // The shell provides the federation runtime once; remotes reuse it (ENVIRONMENT.md:
            // a remote entry shrinks from ~26 kB to ~8 kB gz).
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // A remote loads no remote of its own (RemoteWidget goes through the shell's loader,
            // docs/architecture.md §2.2), so its entry leaves out the bundler runtime's
            // remote-loading half (~0.7 kB gz of each remoteEntry.js, §2.3).
            optimization: { target: 'web', disableSnapshot: true, disableRemote: !host },
          },
        }),
      ],
      devServer: {
        // One list for the dev servers and the API that points at them under `npm run dev`.
        port: devPorts[name],
        hot: false,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(host
          ? {
              proxy: [
                { context: ['/api', '/remotes', '/storage'], target: 'http://localhost:8080' },
              ],
            }
          : {}),
      },
    };
    if (production) config.plugins.push(...compressionPlugins());
    if (host) {
      const buildId = `${pkg.version}-${Date.now().toString(36)}`;
      const remotes = fallbackRemotes();
      config.plugins.push(
        new webpack.DefinePlugin({
          __BUILD_ID__: JSON.stringify(buildId),
          __FALLBACK_REMOTES__: JSON.stringify(remotes),
        }),
        new EmitJsonPlugin({ 'version.json': { buildId }, 'remotes.json': remotes }),
        new EmitStaticFilesPlugin(path.join(dir, 'src/static')),
        singleFederationRuntime(),
        // The page's HTML is the starter's (starterConfig.js), which names this entry's files.
        new RecordEntryFilesPlugin(appFiles),
      );
    }
    return config;
  };
}

module.exports = {
  appConfig,
  compressionPlugins,
  sharedModules,
  sourceRules,
  SINGLETONS,
  SUBPATH_SINGLETONS,
  REMOTE_DIRS,
};
