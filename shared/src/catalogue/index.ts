/**
 * `@mealprep/shared/catalogue`: the catalogue: dishes, bundles and fixed plans, the menu, its search and nutrition.
 * Rules and types only: no React, no schema library (docs/architecture/shared.md).
 */
export * from './vocabulary';
export * from './catalog';
export * from './menu';
export * from './menuSearch';
export * from './nutrition';
