/**
 * `@mealprep/shared/cart/contracts`: the answer contracts (TypeBox) of this domain. The API checks
 * and documents its answers with them; browser code imports their types only.
 */
export * from './cart.contract';
