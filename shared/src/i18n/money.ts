/**
 * Money is shown by one formatter, the same in every locale (see `formatMoney` in the domain):
 * the remotes import it from here, the API from `@mealprep/shared/domain`.
 */
export { formatMoney, formatSen } from '../core/money';
