/**
 * What the starter (`start.ts`, a script without the federation runtime) and the app (`index.ts`,
 * the federated entry it loads) agree on (docs/architecture.md §2.4 "Starting on intent"); the
 * names the server's HTML shares with them are in `@mealprep/shared/federation-contracts`.
 */

/** Fired on `document` once the app has hydrated the page (or failed to): the starter lets go then. */
export const APP_STARTED_EVENT = 'mealprep:app-started';

/**
 * Fired on `document` by the starter, once the app has started, when a form it sent before the
 * start changed the cart (an "Add to cart" answered in place): the app asks for the cart again.
 */
export const CART_CHANGED_EVENT = 'mealprep:cart-changed';
