// The shell's starter (docs/architecture.md §2.4 "Starting on intent"): the page's first script,
// built as a compilation of its own so that it carries no federation runtime — the enhanced
// plugin embeds its runtime in every chunk of its compilation that has a webpack runtime, and its
// start alone was ~300 ms of main-thread work at 4× CPU on every page view. The starter holds
// what the visitor does, starts the page's measurements, and loads the app (the `main` entry of
// the shell's federated build) at once or on intent. It also writes the page's `index.html`,
// which names the app's entry in a preload `<link id="mealprep-app">` (APP_LINK_ID in
// shared/src/federation/contracts.ts); on a page that starts on intent the server lists it for a
// later prefetch instead (api/src/ssr/document.ts).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { compressionPlugins, sourceRules } = require('./appConfig');

/**
 * @param {object} options
 * @param {string} options.dir  the shell's folder
 * @param {{ files: string[] }} options.appFiles  the app's entry files, recorded by its build
 */
function starterConfig({ dir, appFiles }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    /** @type {import('webpack').Configuration} */
    return {
      name: 'shell-start',
      // After the app's build: the HTML names its entry file, and that build's `clean` has run.
      dependencies: ['shell'],
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { start: './src/start.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: process.env.BUILD_OUTPUT_DIR || path.join(dir, 'dist'),
        publicPath: '/',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? 'start-[name].[contenthash:10].js' : 'start-[name].js',
        uniqueName: 'mealprep_shell_start',
        clean: false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: { rules: sourceRules(dir, 'shell') },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
      plugins: [
        new HtmlWebpackPlugin({
          template: './src/index.html',
          scriptLoading: 'defer',
          minify: production,
          templateParameters: () => {
            if (appFiles.files.length !== 1) {
              throw new Error(`shell: one entry file expected, got ${appFiles.files.join(', ')}`);
            }
            return {
              appLink: `<link rel="preload" as="script" href="${appFiles.files[0]}" id="mealprep-app">`,
            };
          },
        }),
        ...(production ? compressionPlugins() : []),
      ],
    };
  };
}

module.exports = { starterConfig };
