const { appConfig } = require('../scripts/webpack/appConfig');

module.exports = appConfig({
  dir: __dirname,
  name: 'questionnaire',
  devPort: 3002,
  exposes: { './routes': './src/routes.tsx', './MealPlan': './src/plan/MealPlanWidget.tsx' },
});
