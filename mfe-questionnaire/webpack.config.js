const { withServerBuild } = require('../scripts/webpack/serverConfig');

module.exports = withServerBuild({
  dir: __dirname,
  name: 'questionnaire',
  devPort: 3002,
  exposes: { './routes': './src/routes.tsx', './MealPlan': './src/plan/MealPlanWidget.tsx' },
});
