/**
 * Catalogue contracts: the menu (docs/spec.md §1 "over 60 flavours", §3 enumerations), bundles, the
 * fixed meal plan, home/about sections and the images they carry, exactly as the API answers
 * them (`GET /api/v1/menu`, `/menu/:id`, `/bundles`, `/fixed_meal_plan`,
 * `/page_management/home|about`). Money is a two-decimal string; names are in the caller's
 * locale.
 */
import type { Nutrition } from './nutrition';

/** docs/spec.md §3 product tabs: MEALS and À LA CARTE. */
export const PRODUCT_TABS = ['meal', 'alacarte'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** docs/spec.md §1: classic meals, a bodybuilding line, vegetarian. */
export const PRODUCT_LINES = ['classic', 'bodybuilding', 'vegetarian'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

/** docs/spec.md §3 cooking methods. */
export const COOKING_METHODS = ['pan_seared', 'baked', 'stir_fried'] as const;
export type CookingMethod = (typeof COOKING_METHODS)[number];

/** docs/spec.md §3 sizes: S Small, L Large. */
export const DISH_SIZES = ['S', 'L'] as const;
export type DishSizeCode = (typeof DISH_SIZES)[number];

/** docs/spec.md §3 dietary preferences; a dish lists those it contains. */
export const ALLERGENS = [
  'prawn',
  'beef',
  'chicken',
  'rice',
  'pasta',
  'potato',
  'toast',
  'seafood',
  'peanut',
  'dairy',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

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

/**
 * An image with what the browser needs to reserve its space before it loads (no layout shift)
 * and to pick the right file: `<img src width height srcset sizes alt>`. Files are WebP at the
 * widths of `srcset`; `srcset_density` is for a slot of fixed width (1x and 2x).
 */
export interface ResponsiveImage {
  /** The default file (also the `src` for browsers without srcset). */
  src: string;
  /** Intrinsic size of `src`; every file shares its aspect ratio. */
  width: number;
  height: number;
  /** `"/storage/dishes/x-320.webp 320w, ..."` */
  srcset: string;
  /** The slot the menu card takes at each breakpoint. */
  sizes: string;
  /** `"/storage/dishes/x-320.webp 1x, /storage/dishes/x-640.webp 2x"` for a 320-px slot. */
  srcset_density: string;
  alt: string;
  /** True when the item has no image of its own and this is the generic one (docs/spec.md §3). */
  placeholder: boolean;
}

export interface DishSize extends Nutrition {
  size: DishSizeCode;
  /** MYR, two decimals */
  price: string;
}

/** One dish of the menu (`GET /api/v1/menu`, `/menu/:id`). */
export interface MenuItem {
  id: number;
  code: string;
  tab: ProductTab;
  line: ProductLine;
  name: string;
  description: string;
  cooking_method: CookingMethod;
  allergens: Allergen[];
  shelf_life_days: number;
  /** S then L. */
  sizes: DishSize[];
  image: ResponsiveImage;
}

export interface MenuMeta {
  page: number;
  per_page: number;
  total: number;
}

export interface MenuPage {
  data: MenuItem[];
  meta: MenuMeta;
}

export interface BundleItem {
  dish_id: number;
  name: string;
  size: DishSizeCode;
  quantity: number;
  calories: number;
  image: ResponsiveImage;
}

/** A fixed set of dishes sold at a bundle price (`GET /api/v1/bundles`; cart type MEAL). */
export interface Bundle {
  id: number;
  code: string;
  name: string;
  description: string;
  /** The bundle price. */
  price: string;
  /** What the same dishes cost one by one (≥ price). */
  items_price: string;
  meal_count: number;
  image: ResponsiveImage;
  items: BundleItem[];
}

export interface FixedMealPlanMeal {
  meal: number;
  dish_id: number;
  name: string;
  size: DishSizeCode;
  calories: number;
}

export interface FixedMealPlanDay extends Nutrition {
  day: number;
  meals: FixedMealPlanMeal[];
}

/** The fixed weekly plan (`GET /api/v1/fixed_meal_plan`; cart type STANDARD). */
export interface FixedMealPlan {
  id: number;
  code: string;
  name: string;
  description: string;
  price_per_week: string;
  /** The quantity the page starts with, and the most one cart line may hold. */
  quantity: number;
  max_quantity: number;
  days_per_week: number;
  meals_per_day: number;
  shelf_life_days: number;
  image: ResponsiveImage;
  days: FixedMealPlanDay[];
}

export interface CarouselBanner {
  title: string;
  subtitle: string;
  image: ResponsiveImage;
  cta_title: string;
  cta_action: string;
}

export interface FeaturedItem {
  title: string;
  description: string;
  image: ResponsiveImage;
  link: string;
}

export interface HowItWorksStep {
  step: number;
  key: string;
  title: string;
  description: string;
  image: ResponsiveImage;
}

export interface HomeService {
  key: string;
  title: string;
  description: string;
  image: ResponsiveImage;
}

export interface Founder {
  name: string;
  role: string;
  bio: string;
  image: ResponsiveImage;
}

interface SectionBase {
  id: number;
  position: number;
}

/** docs/spec.md §1: the sections Home and About are built from, in the caller's locale. */
export type PageSection =
  | (SectionBase & { key: 'banners'; carousel_banners: CarouselBanner[] })
  | (SectionBase & { key: 'featured'; featured_section: FeaturedItem[] })
  | (SectionBase & {
      key: 'how_it_works';
      title: string;
      description: string;
      how_it_works_steps: HowItWorksStep[];
    })
  | (SectionBase & {
      key: 'services';
      title: string;
      description: string;
      home_services: HomeService[];
      cta_title: string;
      cta_action: string;
    })
  | (SectionBase & { key: 'founder'; title: string; founder: Founder });

export type PageSectionKey = PageSection['key'];
export type PageName = 'home' | 'about';
