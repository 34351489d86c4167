const { withServerBuild } = require('../scripts/webpack/serverConfig');

module.exports = withServerBuild({
  dir: __dirname,
  name: 'checkout',
  devPort: 3004,
  exposes: { './routes': './src/routes.tsx' },
});
