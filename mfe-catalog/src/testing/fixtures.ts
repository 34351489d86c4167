import type { Cart } from '@mealprep/shared/cart/contracts';
import type { MenuItem, MenuPage, ResponsiveImage } from '@mealprep/shared/catalogue/contracts';

export function image(name: string): ResponsiveImage {
  return {
    src: `/storage/dishes/${name}-640.webp`,
    width: 640,
    height: 480,
    srcset: `/storage/dishes/${name}-320.webp 320w, /storage/dishes/${name}-640.webp 640w`,
    sizes: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
    srcset_density: `/storage/dishes/${name}-320.webp 1x, /storage/dishes/${name}-640.webp 2x`,
    alt: name,
    placeholder: false,
  };
}

export function dish(overrides: Partial<MenuItem> & Pick<MenuItem, 'id' | 'name'>): MenuItem {
  return {
    code: `D${overrides.id}`,
    slug: `dish-${overrides.id}`,
    tab: 'meal',
    line: 'classic',
    description: 'Grilled and portioned for the week.',
    cooking_method: 'baked',
    allergens: [],
    shelf_life_days: 7,
    halal: true,
    sizes: [
      { size: 'S', price: '15.90', protein: 30, carbohydrate: 40, fat: 10, calories: 370 },
      { size: 'L', price: '21.90', protein: 45, carbohydrate: 60, fat: 15, calories: 555 },
    ],
    image: image(`dish-${overrides.id}`),
    ...overrides,
  };
}

export function menuPage(items: MenuItem[], total = items.length, page = 1): MenuPage {
  return { data: items, meta: { page, per_page: 12, total } };
}

export function cartWith(quantity: number): Cart {
  return {
    items: [
      {
        id: 1,
        type: 'RECIPE',
        plan_id: 1,
        name: 'Ayam percik',
        size: 'L',
        servings: 1,
        quantity,
        price: '21.90',
        subtotal: (21.9 * quantity).toFixed(2),
      },
    ],
    sub_total: (21.9 * quantity).toFixed(2),
  };
}
