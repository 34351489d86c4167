export * from './profile';
export * from './cart';
export * from './catalog';
export * from './money';
export * from './nutrition';
export * from './commerce';
export * from './priceSummary';
export * from './checkout';
