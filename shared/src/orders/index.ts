/**
 * `@mealprep/shared/orders`: orders after checkout: a customer's orders, points and refunds.
 * Rules and types only: no React, no schema library (docs/architecture/shared.md).
 */
export * from './orders';
