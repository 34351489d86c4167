const { withServerBuild } = require('../scripts/webpack/serverConfig');

module.exports = withServerBuild({
  dir: __dirname,
  name: 'checkout',
  exposes: { './routes': './src/routes.tsx' },
});
