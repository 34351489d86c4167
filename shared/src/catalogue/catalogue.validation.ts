/** The menu's query string (docs/spec.md §3 tabs, lines, allergens). */
import { ALLERGENS, PRODUCT_LINES, PRODUCT_TABS } from './vocabulary';
import { array, type InferType, object, string } from 'yup';
import { MENU_PER_PAGE_DEFAULT, MENU_PER_PAGE_MAX } from './catalog';
import { queryChoice, queryInteger, splitList } from '../validation/input';
import { msg, text } from '../validation/rules';

/**
 * `GET /api/v1/menu`: tab, line, dishes free of the given allergens
 * (`exclude_allergens=peanut,dairy`), a search over names and descriptions in both languages,
 * and pages of at most 60.
 */
export const menuQuerySchema = object({
  tab: queryChoice(PRODUCT_TABS).optional(),
  line: queryChoice(PRODUCT_LINES).optional(),
  exclude_allergens: array(
    string()
      .typeError(msg('validation.allergen'))
      .oneOf(ALLERGENS, msg('validation.allergen'))
      .defined(msg('validation.allergen')),
  )
    .transform(splitList)
    .typeError(msg('validation.allergen'))
    .max(ALLERGENS.length, msg('validation.allergen'))
    .optional(),
  q: text({ max: 100 })
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional(),
  page: queryInteger(1, 100_000).default(1),
  per_page: queryInteger(1, MENU_PER_PAGE_MAX).default(MENU_PER_PAGE_DEFAULT),
});

export type MenuQuery = InferType<typeof menuQuerySchema>;
