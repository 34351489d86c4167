export * from './profile';
export * from './cart';
