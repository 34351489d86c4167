const { withServerBuild } = require('../scripts/webpack/serverConfig');

module.exports = withServerBuild({
  dir: __dirname,
  name: 'admin',
  devPort: 3005,
  exposes: { './routes': './src/routes.tsx' },
});
