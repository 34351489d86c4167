const { appConfig } = require('../scripts/webpack/appConfig');

module.exports = appConfig({
  dir: __dirname,
  name: 'admin',
  devPort: 3005,
  exposes: { './routes': './src/routes.tsx' },
});
