export * from './client';
export * from './ApiProvider';
export * from './paths';
export * from './usePayOrder';
export * from './baseApi';
export * from './cartApi';
export * from './addressApi';
export * from './kitchenApi';
