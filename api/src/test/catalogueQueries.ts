import type {
  Bundle,
  FixedMealPlan,
  MenuItem,
  ResponsiveImage,
} from '@mealprep/shared/catalogue/contracts';

/**
 * Catalogue answers as the browser's data layer holds them (RTK Query's `state.api.queries`), for
 * tests of what the server writes from them (src/ssr).
 */
export function image(key: string, placeholder = false): ResponsiveImage {
  return {
    src: `/storage/dishes/${key}.abc-640.webp`,
    width: 640,
    height: 480,
    srcset: `/storage/dishes/${key}.abc-320.webp 320w, /storage/dishes/${key}.abc-640.webp 640w, /storage/dishes/${key}.abc-1024.webp 1024w`,
    sizes: '100vw',
    srcset_density: '',
    alt: key,
    placeholder,
  };
}

export function dish(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 1,
    code: 'CL-001',
    slug: 'ayam-percik',
    tab: 'meal',
    line: 'classic',
    name: 'Ayam percik',
    description: 'Grilled chicken with percik sauce.',
    cooking_method: 'baked',
    allergens: ['chicken'],
    shelf_life_days: 7,
    halal: true,
    sizes: [
      { size: 'S', price: '15.90', protein: 30, carbohydrate: 40, fat: 10, calories: 370 },
      { size: 'L', price: '21.90', protein: 45, carbohydrate: 60, fat: 15, calories: 555 },
    ],
    image: image('ayam'),
    ...overrides,
  };
}

/** The cache entry RTK Query keeps for the menu's infinite query. */
export function menuEntry(items: unknown[], status = 'fulfilled') {
  return {
    [`menu({"tab":"meal"})`]: {
      endpointName: 'menu',
      originalArgs: { tab: 'meal', line: 'all', excludeAllergens: [], q: '' },
      status,
      data: { pages: [{ items, total: items.length }], pageParams: [1] },
    },
  };
}

export function bundle(overrides: Partial<Bundle> = {}): Bundle {
  return {
    id: 7,
    code: 'BN-7',
    name: 'Five-day lunch bundle',
    description: 'Five classic lunches.',
    price: '69.00',
    items_price: '79.50',
    meal_count: 5,
    halal: true,
    image: image('bundle'),
    items: [],
    ...overrides,
  };
}

export function plan(overrides: Partial<FixedMealPlan> = {}): FixedMealPlan {
  return {
    id: 3,
    code: 'FIXED-1',
    name: 'Balanced week',
    description: 'Three meals a day for five days.',
    price_per_week: '199.00',
    quantity: 1,
    max_quantity: 10,
    days_per_week: 5,
    meals_per_day: 3,
    shelf_life_days: 7,
    halal: true,
    image: image('plan'),
    days: [],
    ...overrides,
  };
}
