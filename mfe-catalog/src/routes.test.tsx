import * as routesModule from './routes';
import { describeRemoteRoutes } from '@mealprep/shared/testing';
import type { RouteIdOf } from '@mealprep/shared/routes';
import { withPlatform } from './testing/renderCatalogPage';

/** Every route of the remote: a path to visit and the Bahasa Malaysia title its page shows. */
const pages: Record<RouteIdOf<'catalog'>, [path: string, title: string]> = {
  home: ['/', 'Hidangan sihat, dirancang untuk anda'],
  aboutUs: ['/about-us', 'Tentang kami'],
  foodMenu: ['/food-menu', 'Menu makanan'],
  // Without an API (the contract renders no server), a dish page says it could not load it.
  dish: ['/food-menu/ayam-percik', 'Hidangan'],
  fixedMealPlan: ['/fixed-meal-plan', 'Pelan hidangan tetap'],
  mealBundles: ['/meal-bundles', 'Pakej hidangan'],
  terms: ['/terms-and-conditions', 'Terma dan syarat'],
  accessibility: ['/accessibility', 'Kenyataan kebolehcapaian'],
  catalogHealth: ['/test', 'Kesihatan katalog'],
};

// The pages use the API client, the store and the bus, which the shell provides around every page.
describeRemoteRoutes(withPlatform(routesModule), pages);
