/**
 * `@mealprep/shared/catalogue/contracts`: the answer contracts (TypeBox) of this domain. The API checks
 * and documents its answers with them; browser code imports their types only.
 */
export * from './catalogue.contract';
export * from './kitchen.contract';
export * from './menu.contract';
