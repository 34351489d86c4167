const { appConfig } = require('../scripts/webpack/appConfig');

module.exports = appConfig({
  dir: __dirname,
  name: 'checkout',
  devPort: 3004,
  exposes: { './routes': './src/routes.tsx' },
});
