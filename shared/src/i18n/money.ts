/**
 * Money is shown by one formatter, the same in every locale (see `formatMoney` in
 * shared/src/core/money.ts): the remotes import it from here, the API from `@mealprep/shared/core`.
 */
export { formatMoney, formatSen } from '../core/money';
