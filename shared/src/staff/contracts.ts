/**
 * `@mealprep/shared/staff/contracts`: the answer contracts (TypeBox) of this domain. The API checks
 * and documents its answers with them; browser code imports their types only.
 */
export * from './admin.contract';
export * from './fulfilment.contract';
export * from './outbox.contract';
export * from './packing.contract';
export * from './problems.contract';
