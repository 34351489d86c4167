const { appConfig } = require('../scripts/webpack/appConfig');

module.exports = appConfig({ dir: __dirname, name: 'shell', devPort: 3000, host: true });
