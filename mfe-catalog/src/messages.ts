import { defineCatalogue } from '@mealprep/shared/i18n';

/**
 * The catalogue remote's messages. The terms text itself lives in `terms/termsContent.ts`, so it
 * travels only with the terms page's chunk instead of with every catalogue route.
 */
export const catalogMessages = defineCatalogue(
  'catalog',
  {
    'catalog.home.title': 'Healthy meals, planned for you',
    'catalog.about.title': 'About us',
    'catalog.foodMenu.title': 'Food menu',
    'catalog.fixedMealPlan.title': 'Fixed meal plan',
    'catalog.mealBundles.title': 'Meal bundles',
    'catalog.terms.title': 'Terms and conditions',
    'catalog.terms.lastUpdated': 'Last updated: {date}',
    'catalog.terms.contents': 'Contents',
    'catalog.terms.backToContents': 'Back to contents',
    'catalog.health.title': 'Catalogue health',
    'catalog.health.status': 'The catalogue is loaded and working (version {version}).',
  },
  {
    'catalog.home.title': 'Hidangan sihat, dirancang untuk anda',
    'catalog.about.title': 'Tentang kami',
    'catalog.foodMenu.title': 'Menu makanan',
    'catalog.fixedMealPlan.title': 'Pelan hidangan tetap',
    'catalog.mealBundles.title': 'Pakej hidangan',
    'catalog.terms.title': 'Terma dan syarat',
    'catalog.terms.lastUpdated': 'Kemas kini terakhir: {date}',
    'catalog.terms.contents': 'Kandungan',
    'catalog.terms.backToContents': 'Kembali ke kandungan',
    'catalog.health.title': 'Kesihatan katalog',
    'catalog.health.status': 'Katalog telah dimuatkan dan berfungsi (versi {version}).',
  },
);
