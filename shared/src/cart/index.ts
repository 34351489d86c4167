/**
 * `@mealprep/shared/cart`: the cart: its lines, their prices and counts.
 * Rules and types only: no React, no schema library (docs/architecture/shared.md).
 */
export * from './vocabulary';
export * from './cart';
export * from './linePrice';
export * from './signInIntent';
export * from './cartForms';
