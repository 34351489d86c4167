/**
 * Menu management rules shared by the admin's form, the API and the storefront (docs/menu.md):
 * when a dish cannot be had on a delivery date, and how far typed calories may stray from the
 * macros.
 */
import { KCAL_PER_GRAM, caloriesOf, type Macros } from './nutrition';

/** Why a dish cannot be had on a date: the kitchen ran out, or the shop withdrew it for that day. */
export const DISH_UNAVAILABLE_STATES = ['sold_out', 'paused'] as const;
export type DishUnavailableState = (typeof DISH_UNAVAILABLE_STATES)[number];

/** What staff may set a date to: one of the two, or back to available (the mark removed). */
export const DISH_AVAILABILITY_CHOICES = ['available', ...DISH_UNAVAILABLE_STATES] as const;
export type DishAvailabilityChoice = (typeof DISH_AVAILABILITY_CHOICES)[number];

/** One delivery date a dish (or a line holding it) cannot be had on. */
export interface UnavailableDate {
  /** yyyy-MM-dd, Kuala Lumpur */
  date: string;
  state: DishUnavailableState;
}

/** The mark for `date` in a list of unavailable dates, or null when it can be had that day. */
export function unavailableOn(
  list: readonly UnavailableDate[] | undefined,
  date: string | null | undefined,
): DishUnavailableState | null {
  if (!list || !date) return null;
  return list.find((entry) => entry.date === date)?.state ?? null;
}

/**
 * How far the calories an admin types may be from 4P + 4C + 9F. Macros are kept in whole grams,
 * so each may be off by up to half a gram from the lab's figure: at most ½ × (4 + 4 + 9) = 8.5
 * kcal in all. A whole-kcal difference of 8 or less is that rounding; 9 or more is a typo.
 */
export const CALORIE_TOLERANCE_KCAL = Math.floor(
  (KCAL_PER_GRAM.protein + KCAL_PER_GRAM.carbohydrate + KCAL_PER_GRAM.fat) / 2,
);

/** Whether typed calories agree with the macros within `CALORIE_TOLERANCE_KCAL`. */
export function caloriesAgree(calories: number, macros: Macros): boolean {
  return Math.abs(calories - caloriesOf(macros)) <= CALORIE_TOLERANCE_KCAL;
}

/** The largest shelf life a dish may be given, in days (a chilled meal-prep pack, not a tin). */
export const SHELF_LIFE_MAX_DAYS = 30;
/** The largest price one dish size may have, in sen (RM 1,000: a typo guard). */
export const DISH_PRICE_MAX_SEN = 100_000;
