import { lazy } from 'react';
import { defineRemoteRoutes } from '@mealprep/shared/routes';
import { catalogMessages } from './messages';

// One chunk per page: a visit loads only the page it shows.
const HomePage = lazy(() => import(/* webpackChunkName: "catalog-home" */ './home/HomePage'));
const AboutPage = lazy(() => import(/* webpackChunkName: "catalog-aboutUs" */ './about/AboutPage'));
const FoodMenuPage = lazy(
  () => import(/* webpackChunkName: "catalog-foodMenu" */ './menu/FoodMenuPage'),
);
const DishPage = lazy(() => import(/* webpackChunkName: "catalog-dish" */ './dish/DishPage'));
const FixedMealPlanPage = lazy(
  () => import(/* webpackChunkName: "catalog-fixedMealPlan" */ './fixedMealPlan/FixedMealPlanPage'),
);
const MealBundlesPage = lazy(
  () => import(/* webpackChunkName: "catalog-mealBundles" */ './bundles/MealBundlesPage'),
);
const TermsPage = lazy(() => import(/* webpackChunkName: "catalog-terms" */ './terms/TermsPage'));
const AccessibilityPage = lazy(
  () => import(/* webpackChunkName: "catalog-accessibility" */ './accessibility/AccessibilityPage'),
);
const CatalogHealthPage = lazy(
  () => import(/* webpackChunkName: "catalog-catalogHealth" */ './health/CatalogHealthPage'),
);

export const { remote, routes, messages } = defineRemoteRoutes(
  'catalog',
  {
    home: HomePage,
    aboutUs: AboutPage,
    foodMenu: FoodMenuPage,
    dish: DishPage,
    fixedMealPlan: FixedMealPlanPage,
    mealBundles: MealBundlesPage,
    terms: TermsPage,
    accessibility: AccessibilityPage,
    catalogHealth: CatalogHealthPage,
  },
  catalogMessages,
);
