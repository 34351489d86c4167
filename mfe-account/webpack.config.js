const { withServerBuild } = require('../scripts/webpack/serverConfig');

module.exports = withServerBuild({
  dir: __dirname,
  name: 'account',
  devPort: 3003,
  exposes: { './routes': './src/routes.tsx' },
});
