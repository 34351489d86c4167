/**
 * `@mealprep/shared/contracts`: the shape of every API answer, written once. The API
 * declares them as its routes' response schemas; the browser imports their types with
 * `import type { Cart } from '@mealprep/shared/contracts'` (a type-only import ships nothing).
 */
export * from './common';
export * from './catalogue';
export * from './cart';
export * from './checkout';
export * from './orders';
export * from './points';
export * from './profile';
export * from './releases';
export * from './rum';
export * from './admin';
export * from './outbox';
export * from './questionnaire';
export * from './plan';
export * from './addresses';
export * from './platform';
export * from './kitchen';
export * from './menu';
export * from './deliveryArea';
export * from './fulfilment';
export * from './courier';
export * from './refunds';
export * from './problems';
export * from './packing';
export * from './subscriptions';
