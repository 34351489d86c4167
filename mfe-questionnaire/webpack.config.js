const { withServerBuild } = require('../scripts/webpack/serverConfig');

module.exports = withServerBuild({
  dir: __dirname,
  name: 'questionnaire',
  exposes: { './routes': './src/routes.tsx', './MealPlan': './src/plan/MealPlanWidget.tsx' },
});
