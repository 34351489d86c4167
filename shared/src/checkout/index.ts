/**
 * `@mealprep/shared/checkout`: checkout: the price summary, delivery and pickup, booking dates, the courier.
 * Rules and types only: no React, no schema library (docs/architecture/shared.md).
 */
export * from './vocabulary';
export * from './booking';
export * from './courier';
export * from './deliveryOptions';
export * from './eligibility';
export * from './pickup';
export * from './priceSummary';
