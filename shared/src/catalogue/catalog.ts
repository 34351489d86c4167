/**
 * Catalogue contracts: the menu (docs/spec.md §1 "over 60 flavours", §3 enumerations), bundles, the
 * fixed meal plan, home/about sections and the images they carry, exactly as the API answers
 * them (`GET /api/v1/menu`, `/menu/:id`, `/bundles`, `/fixed_meal_plan`,
 * `/page_management/home|about`). Money is a two-decimal string; names are in the caller's
 * locale.
 */
import type { PageSection } from './catalogue.contract';

/** docs/spec.md §1, §9: meals keep 7 days. */
export const SHELF_LIFE_DAYS = 7;

export const MENU_PER_PAGE_DEFAULT = 24;
export const MENU_PER_PAGE_MAX = 60;

/** docs/spec.md §9 image breakpoints (CSS px) and densities. */
export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;
export const IMAGE_DENSITIES = [1, 2] as const;

export type PageSectionKey = PageSection['key'];
export type PageName = 'home' | 'about';
