/**
 * `@mealprep/shared/core`: the shop's shared vocabulary: money, the business day and its time zone, and the
 * words of an order (delivery methods, statuses, slots).
 * Rules and types only: no React, no schema library (docs/architecture/shared.md).
 */
export * from './businessTime';
export * from './commerce';
export * from './countdown';
export * from './money';
