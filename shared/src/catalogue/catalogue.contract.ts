/**
 * Catalogue answers (docs/spec.md §1, §3): the menu, one dish, bundles, the fixed meal plan and
 * the Home/About sections, with the images they carry. Names are in the caller's locale.
 */
import { ALLERGENS, COOKING_METHODS, DISH_SIZES, PRODUCT_LINES, PRODUCT_TABS } from './vocabulary';
import { Type, type Static } from '@sinclair/typebox';

import { DISH_UNAVAILABLE_STATES } from './menu';
import { CalendarDate, Id, Money, PageMeta, StringEnum } from '../core/common.contract';

/** An image with its intrinsic size and `srcset` (docs/spec.md §9): no layout shift. */
export const ResponsiveImage = Type.Object({
  src: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
  srcset: Type.String(),
  sizes: Type.String(),
  srcset_density: Type.String(),
  alt: Type.String(),
  /** True when the item has no image of its own and this is the generic one. */
  placeholder: Type.Boolean(),
});
export type ResponsiveImage = Static<typeof ResponsiveImage>;

const nutrition = {
  protein: Type.Number(),
  carbohydrate: Type.Number(),
  fat: Type.Number(),
  calories: Type.Number(),
};

export const DishSize = Type.Object({
  size: StringEnum(DISH_SIZES),
  price: Money,
  ...nutrition,
});
export type DishSize = Static<typeof DishSize>;

/** A delivery date a dish cannot be had on: sold out, or paused by the shop (docs/menu.md). */
export const UnavailableDate = Type.Object({
  date: CalendarDate,
  state: StringEnum(DISH_UNAVAILABLE_STATES),
});
export type UnavailableDate = Static<typeof UnavailableDate>;

/** One dish of the menu (`GET /api/v1/menu`, `/menu/:id`). */
export const MenuItem = Type.Object({
  id: Id,
  code: Type.String(),
  /** Its page's address, `/food-menu/<slug>`, the same in both languages. */
  slug: Type.String(),
  tab: StringEnum(PRODUCT_TABS),
  line: StringEnum(PRODUCT_LINES),
  name: Type.String(),
  description: Type.String(),
  cooking_method: StringEnum(COOKING_METHODS),
  allergens: Type.Array(StringEnum(ALLERGENS)),
  shelf_life_days: Type.Integer(),
  /** No pork, lard or alcohol in it (docs/spec.md §3). */
  halal: Type.Boolean(),
  /** S then L. */
  sizes: Type.Array(DishSize),
  image: ResponsiveImage,
  /** The delivery dates from today on that it cannot be had on, soonest first. */
  unavailable: Type.Optional(Type.Array(UnavailableDate)),
});
export type MenuItem = Static<typeof MenuItem>;

/**
 * One dish with what its own page says besides the menu card (`GET /api/v1/dishes/:slug`):
 * ingredients, most first, and how to warm it up and keep it, in the caller's locale. Each is
 * empty while nobody has written it.
 */
export const DishDetails = Type.Object({
  ...MenuItem.properties,
  ingredients: Type.Array(Type.String()),
  reheating: Type.String(),
  storage: Type.String(),
});
export type DishDetails = Static<typeof DishDetails>;

export const MenuMeta = PageMeta;
export type MenuMeta = Static<typeof MenuMeta>;

/** `GET /api/v1/menu` */
export const MenuPage = Type.Object({ data: Type.Array(MenuItem), meta: MenuMeta });
export type MenuPage = Static<typeof MenuPage>;

export const BundleItem = Type.Object({
  dish_id: Id,
  name: Type.String(),
  size: StringEnum(DISH_SIZES),
  quantity: Type.Integer(),
  calories: Type.Number(),
  halal: Type.Boolean(),
  image: ResponsiveImage,
});
export type BundleItem = Static<typeof BundleItem>;

/** A fixed set of dishes sold at a bundle price (`GET /api/v1/bundles`; cart type MEAL). */
export const Bundle = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** The bundle price. */
  price: Money,
  /** What the same dishes cost one by one (≥ price). */
  items_price: Money,
  meal_count: Type.Integer(),
  /** True when every dish in it is halal. */
  halal: Type.Boolean(),
  image: ResponsiveImage,
  items: Type.Array(BundleItem),
});
export type Bundle = Static<typeof Bundle>;

export const FixedMealPlanMeal = Type.Object({
  meal: Type.Integer(),
  dish_id: Id,
  name: Type.String(),
  size: StringEnum(DISH_SIZES),
  calories: Type.Number(),
});
export type FixedMealPlanMeal = Static<typeof FixedMealPlanMeal>;

export const FixedMealPlanDay = Type.Object({
  day: Type.Integer(),
  meals: Type.Array(FixedMealPlanMeal),
  ...nutrition,
});
export type FixedMealPlanDay = Static<typeof FixedMealPlanDay>;

/** The fixed weekly plan (`GET /api/v1/fixed_meal_plan`; cart type STANDARD). */
export const FixedMealPlan = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price_per_week: Money,
  /** The quantity the page starts with, and the most one cart line may hold. */
  quantity: Type.Integer(),
  max_quantity: Type.Integer(),
  days_per_week: Type.Integer(),
  meals_per_day: Type.Integer(),
  shelf_life_days: Type.Integer(),
  /** True when every dish in it is halal. */
  halal: Type.Boolean(),
  image: ResponsiveImage,
  days: Type.Array(FixedMealPlanDay),
});
export type FixedMealPlan = Static<typeof FixedMealPlan>;

export const CarouselBanner = Type.Object({
  title: Type.String(),
  subtitle: Type.String(),
  image: ResponsiveImage,
  cta_title: Type.String(),
  cta_action: Type.String(),
});
export type CarouselBanner = Static<typeof CarouselBanner>;

export const FeaturedItem = Type.Object({
  title: Type.String(),
  description: Type.String(),
  image: ResponsiveImage,
  link: Type.String(),
});
export type FeaturedItem = Static<typeof FeaturedItem>;

export const HowItWorksStep = Type.Object({
  step: Type.Integer(),
  key: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: ResponsiveImage,
});
export type HowItWorksStep = Static<typeof HowItWorksStep>;

export const HomeService = Type.Object({
  key: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: ResponsiveImage,
});
export type HomeService = Static<typeof HomeService>;

export const Founder = Type.Object({
  name: Type.String(),
  role: Type.String(),
  bio: Type.String(),
  image: ResponsiveImage,
});
export type Founder = Static<typeof Founder>;

const section = { id: Id, position: Type.Integer() };

/** docs/spec.md §1: the sections Home and About are built from, in the caller's locale. */
export const PageSection = Type.Union([
  Type.Object({
    ...section,
    key: Type.Literal('banners'),
    carousel_banners: Type.Array(CarouselBanner),
  }),
  Type.Object({
    ...section,
    key: Type.Literal('featured'),
    featured_section: Type.Array(FeaturedItem),
  }),
  Type.Object({
    ...section,
    key: Type.Literal('how_it_works'),
    title: Type.String(),
    description: Type.String(),
    how_it_works_steps: Type.Array(HowItWorksStep),
  }),
  Type.Object({
    ...section,
    key: Type.Literal('services'),
    title: Type.String(),
    description: Type.String(),
    home_services: Type.Array(HomeService),
    cta_title: Type.String(),
    cta_action: Type.String(),
  }),
  Type.Object({ ...section, key: Type.Literal('founder'), title: Type.String(), founder: Founder }),
]);
export type PageSection = Static<typeof PageSection>;
