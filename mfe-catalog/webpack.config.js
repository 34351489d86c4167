const { withServerBuild } = require('../scripts/webpack/serverConfig');

module.exports = withServerBuild({
  dir: __dirname,
  name: 'catalog',
  devPort: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
