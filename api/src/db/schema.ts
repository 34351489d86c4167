/**
 * The first tables of the shop, each area in its own file under `tables/` (accounts,
 * questionnaire, catalog, cart); this module keeps the names importers have always used.
 */
export type { LocalizedText } from './tables/columns';
export * from './tables/accounts';
export * from './tables/questionnaire';
export * from './tables/catalog';
export * from './tables/cart';
export * from './tables/audit';
