const { withServerBuild } = require('../scripts/webpack/serverConfig');

module.exports = withServerBuild({
  dir: __dirname,
  name: 'account',
  exposes: { './routes': './src/routes.tsx' },
});
