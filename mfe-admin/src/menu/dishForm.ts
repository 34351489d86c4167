import { acceptedForm } from '@mealprep/shared/api';
import type { AdminDish } from '@mealprep/shared/catalogue/contracts';
import { DISH_SIZES, type DishSizeCode } from '@mealprep/shared/catalogue';
import type { DishAdminRequest } from '@mealprep/shared/validation';

/** One size's row of the form, as typed. */
export interface SizeValues {
  sold: boolean;
  price: string;
  protein: string;
  carbohydrate: string;
  fat: string;
  calories: string;
}

export type SizeField = Exclude<keyof SizeValues, 'sold'>;
export const SIZE_FIELDS: readonly SizeField[] = [
  'price',
  'protein',
  'carbohydrate',
  'fat',
  'calories',
];

/** What the dish form holds: text as typed, the sizes by code, the marks as booleans. */
export interface DishValues {
  name_en: string;
  name_ms: string;
  description_en: string;
  description_ms: string;
  tab: string;
  line: string;
  cooking_method: string;
  sizes: Record<DishSizeCode, SizeValues>;
  allergens: string[];
  shelf_life_days: string;
  halal: boolean;
  halal_declaration: boolean;
  position: string;
}

const emptySize: SizeValues = {
  sold: false,
  price: '',
  protein: '',
  carbohydrate: '',
  fat: '',
  calories: '',
};

export function initialValues(dish?: AdminDish): DishValues {
  const sizeOf = (code: DishSizeCode): SizeValues => {
    const size = dish?.sizes.find((entry) => entry.size === code);
    if (!size) return { ...emptySize, sold: !dish };
    return {
      sold: true,
      price: size.price,
      protein: String(size.protein),
      carbohydrate: String(size.carbohydrate),
      fat: String(size.fat),
      calories: String(size.calories),
    };
  };
  return {
    name_en: dish?.name['en-US'] ?? '',
    name_ms: dish?.name['ms-MY'] ?? '',
    description_en: dish?.description['en-US'] ?? '',
    description_ms: dish?.description['ms-MY'] ?? '',
    tab: dish?.tab ?? 'meal',
    line: dish?.line ?? 'classic',
    cooking_method: dish?.cooking_method ?? 'pan_seared',
    sizes: { S: sizeOf('S'), L: sizeOf('L') },
    allergens: dish ? [...dish.allergens] : [],
    shelf_life_days: String(dish?.shelf_life_days ?? 7),
    // Never halal by default (docs/spec.md §3): a new dish starts without the mark.
    halal: dish?.halal ?? false,
    halal_declaration: false,
    position: String(dish?.position ?? 0),
  };
}

/** The sizes sold, in the order they are sent: the `sizes[i]` of an error is `order[i]`. */
export function soldSizes(values: DishValues): DishSizeCode[] {
  return DISH_SIZES.filter((code) => values.sizes[code].sold);
}

/** A number typed as such is sent as one; anything else as typed, for the rules to refuse. */
function numeric(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The body of `POST /api/v1/admin/menu[/:id]`. */
export function bodyOf(values: DishValues, updatedAt?: string): DishAdminRequest {
  return acceptedForm<DishAdminRequest>({
    name_en: values.name_en,
    name_ms: values.name_ms,
    description_en: values.description_en,
    description_ms: values.description_ms,
    tab: values.tab,
    line: values.line,
    cooking_method: values.cooking_method,
    sizes: soldSizes(values).map((code) => {
      const size = values.sizes[code];
      return {
        size: code,
        price: size.price.trim(),
        protein: numeric(size.protein),
        carbohydrate: numeric(size.carbohydrate),
        fat: numeric(size.fat),
        calories: numeric(size.calories),
      };
    }),
    allergens: values.allergens,
    shelf_life_days: numeric(values.shelf_life_days),
    halal: values.halal,
    halal_declaration: values.halal_declaration,
    position: numeric(values.position),
    ...(updatedAt ? { updated_at: updatedAt } : {}),
  });
}

/**
 * The form's own field name of an error the rules or the API gave: `sizes[1].price` is the
 * price of the second size sent, which the form shows as `sizes.L.price`.
 */
export function formFieldOf(field: string, sent: readonly DishSizeCode[]): string {
  const match = /^sizes\[(\d+)\]\.(\w+)$/.exec(field);
  if (!match) return field;
  const code = sent[Number(match[1])];
  return code ? `sizes.${code}.${match[2]}` : 'sizes';
}
