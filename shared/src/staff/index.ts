/**
 * `@mealprep/shared/staff`: back of house: staff roles and permissions, production, packing and problems.
 * Rules and types only: no React, no schema library (docs/architecture/shared.md).
 */
export * from './fulfilment';
export * from './problems';
export * from './staff';
