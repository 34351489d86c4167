/**
 * What the starter (`start.ts`, a script without the federation runtime) and the app (`index.ts`,
 * the federated entry it loads) agree on (docs/architecture.md §2.4 "Starting on intent"); the
 * names the server's HTML shares with them are in `@mealprep/shared/federation-contracts`.
 */

/** Fired on `document` once the app has hydrated the page (or failed to): the starter lets go then. */
export const APP_STARTED_EVENT = 'mealprep:app-started';

/**
 * Fired on `document` by the starter, once the app has started, when a form it sent before the
 * start was answered in place ("Add to cart", a cart line's − and +): a `CustomEvent` whose
 * `detail` is the cart the answer brought, as the JSON calls answer it, which the app takes as
 * its cart. The page's texts already show it (the starter wrote them).
 */
export const CART_CHANGED_EVENT = 'mealprep:cart-changed';
