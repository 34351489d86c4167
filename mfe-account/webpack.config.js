const { appConfig } = require('../scripts/webpack/appConfig');

module.exports = appConfig({
  dir: __dirname,
  name: 'account',
  devPort: 3003,
  exposes: { './routes': './src/routes.tsx' },
});
