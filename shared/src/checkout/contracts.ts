/**
 * `@mealprep/shared/checkout/contracts`: the answer contracts (TypeBox) of this domain. The API checks
 * and documents its answers with them; browser code imports their types only.
 */
export * from './checkout.contract';
export * from './courier.contract';
export * from './deliveryArea.contract';
