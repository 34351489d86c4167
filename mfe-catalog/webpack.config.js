const webpack = require('webpack');
const { withServerBuild } = require('../scripts/webpack/serverConfig');

const build = withServerBuild({
  dir: __dirname,
  name: 'catalog',
  exposes: { './routes': './src/routes.tsx' },
});

const FAULTS = ['', 'slow', 'throw'];

/**
 * RELEASE_DRILL_FAULT=slow|throw builds the release drill's faulty versions of the menu page
 * (src/menu/releaseDrillFault.ts, docs/architecture.md §3.3). The server half never gets one, and
 * every other build gets '' so the fault is dead code the minifier drops.
 */
module.exports = (env, argv) => {
  const fault = process.env.RELEASE_DRILL_FAULT ?? '';
  if (!FAULTS.includes(fault))
    throw new Error(`RELEASE_DRILL_FAULT must be one of slow, throw (or unset), not "${fault}"`);
  const built = build(env, argv);
  for (const config of Array.isArray(built) ? built : [built]) {
    const browser = config.target !== 'node';
    config.plugins.push(
      new webpack.DefinePlugin({ __RELEASE_DRILL_FAULT__: JSON.stringify(browser ? fault : '') }),
    );
  }
  return built;
};
