/**
 * One yup schema per input (docs/spec.md §5), shared by the forms and the API, one file per area.
 * This module keeps the names importers have always used.
 */
export { jsonObject, type RequestBody } from './input';
export * from './account';
export * from './catalogue';
export * from './cart';
export * from './addresses';
export * from './orders';
export * from './questionnaire';
export * from './releases';
export * from './checkout';
export * from './admin';
export * from './menu';
export * from './problems';
export * from './packing';
export * from './subscriptions';
