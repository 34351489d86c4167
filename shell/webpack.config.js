const { withServerBuild } = require('../scripts/webpack/serverConfig');

module.exports = withServerBuild({ dir: __dirname, name: 'shell', host: true });
