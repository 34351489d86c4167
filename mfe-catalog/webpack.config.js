const { appConfig } = require('../scripts/webpack/appConfig');

module.exports = appConfig({
  dir: __dirname,
  name: 'catalog',
  devPort: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
