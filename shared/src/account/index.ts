/**
 * `@mealprep/shared/account`: the account: addresses and how to reach the shop.
 * Rules and types only: no React, no schema library (docs/architecture/shared.md).
 */
export * from './address';
export * from './contact';
