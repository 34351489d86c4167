const { withServerBuild } = require('../scripts/webpack/serverConfig');

module.exports = withServerBuild({
  dir: __dirname,
  name: 'admin',
  exposes: { './routes': './src/routes.tsx' },
});
