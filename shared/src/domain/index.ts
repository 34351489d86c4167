export * from './profile';
export * from './cart';
export * from './catalog';
export * from './money';
export * from './nutrition';
export * from './commerce';
export * from './deliveryOptions';
export * from './priceSummary';
