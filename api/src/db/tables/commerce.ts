/**
 * Addresses, vouchers, orders, payments and points (docs/spec.md §3, docs/architecture.md §6, §9). Money is
 * integer sen; every counter that must not go wrong is guarded here, in SQL.
 */
export * from './commerce/addresses';
export * from './commerce/vouchers';
export * from './commerce/orders';
export * from './commerce/points';
