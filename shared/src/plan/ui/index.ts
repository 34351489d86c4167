/**
 * `@mealprep/shared/plan/ui`: the meal plan one day at a time (docs/spec.md §2.8). An entry of its
 * own, so only the parts that show a plan load it.
 */
export { PlanWeek } from './PlanWeek';
export type { PlanWeekProps } from './PlanWeek';
export type { PlanChange } from './MealCard';
export { planViewMessages } from './messages';
