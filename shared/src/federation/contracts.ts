import type { ComponentType } from 'react';
import type { RemoteEntryAnswer } from '../core/platform.contract';
import type { RemoteRoutesModule } from '../routes/RouteModules';
import type { RemoteName } from '../routes/routeTable';

/** The `MealPlan` widget of the questionnaire remote, shown on `/account` (docs/architecture.md §1). */
export interface MealPlanWidgetProps {
  /** Where "proceed to checkout" and "back to cart" lead is the shell's route table; none needed. */
  compact?: boolean;
}

/** Widgets: exposed modules whose default export is a component, by the props they take. */
export interface RemoteWidgets {
  'questionnaire/MealPlan': MealPlanWidgetProps;
}

/**
 * The widget ids as a value, so the release registry can refuse a build that drops one. The
 * `satisfies` clause and the check below make a widget added to `RemoteWidgets` but not here (or
 * the reverse) a compile error.
 */
export const REMOTE_WIDGET_IDS = [
  'questionnaire/MealPlan',
] as const satisfies readonly (keyof RemoteWidgets)[];
type MissingWidgetIds = Exclude<keyof RemoteWidgets, (typeof REMOTE_WIDGET_IDS)[number]>;
const everyWidgetListed: [MissingWidgetIds] extends [never] ? true : MissingWidgetIds = true;
void everyWidgetListed;

type WidgetModules = { [K in keyof RemoteWidgets]: { default: ComponentType<RemoteWidgets[K]> } };

/**
 * The type of every module a remote exposes, keyed as `loadRemote` names it. The shell's and the
 * remotes' use of each other is type-checked against this map (no `declare module 'remote/*'`).
 */
export interface RemoteExposes extends WidgetModules {
  'catalog/routes': RemoteRoutesModule<'catalog'>;
  'questionnaire/routes': RemoteRoutesModule<'questionnaire'>;
  'account/routes': RemoteRoutesModule<'account'>;
  'checkout/routes': RemoteRoutesModule<'checkout'>;
  'admin/routes': RemoteRoutesModule<'admin'>;
}

export type RemoteModuleId = keyof RemoteExposes;

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** Where a remote's entry is and which version it is, as `GET /api/v1/remotes` answers. */
export type RemoteEntry = RemoteEntryAnswer;

export type RemoteMap = Record<RemoteName, RemoteEntry>;

/** The runtime config the server inlines into index.html as a JSON data block. */
export interface BootConfig {
  apiBaseUrl: string;
  remotes: RemoteMap;
}

export const BOOT_ELEMENT_ID = 'mealprep-boot';

/** The id of the JSON data block a server-rendered page carries (docs/architecture.md §2.4). */
export const SERVER_STATE_ELEMENT_ID = 'mealprep-state';

/**
 * The `<link>` naming the shell app's entry script (§2.4 "The starter"): a preload on a page that
 * starts at once. The shell's starter build writes it into `index.html` by this id.
 */
export const APP_LINK_ID = 'mealprep-app';

/**
 * Marks a script `<link>` listed for a later prefetch, on a page that starts on intent: it has no
 * `rel` yet, so nothing is fetched until the starter makes it a prefetch (§2.4).
 */
export const PREFETCH_LATER_ATTRIBUTE = 'data-prefetch';

/**
 * Marks a link the visitor is likely to follow next (the menu's other tab): once the page is
 * painted, and until the app starts, the starter asks the browser to prerender it, so that a tap
 * before the start shows the page at once instead of loading it (§2.4 "Starting on intent").
 */
export const PRERENDER_ATTRIBUTE = 'data-prerender';

/**
 * Marks a part of a server-rendered page that lives only while the app runs: a clock (a countdown)
 * or a poll (a plan being made, a payment awaiting its gateway). A page whose HTML carries one
 * starts its app once its largest image is painted, without waiting for the visitor's intent; any
 * other page, a signed-in customer's too, starts on intent (§2.4 "Starting on intent").
 */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';

/** The attribute that marks an element `NEEDS_APP_ATTRIBUTE` while `live`, for a component's props. */
export function liveWhile(live: boolean): { [NEEDS_APP_ATTRIBUTE]?: '' } {
  return live ? { [NEEDS_APP_ATTRIBUTE]: '' } : {};
}

/**
 * Marks an element whose text holds a countdown ("4:59", `formatCountdown`) to the moment it names
 * (epoch milliseconds): a held delivery charge. Before the app runs, the page's starter ticks that
 * text each second, so a page whose only clock is a countdown need not start without a touch; at
 * zero, what follows (a new quote) is the app's, and the starter starts it (§2.4 "Clocks before the
 * start"). The element's own text differs from the app's first render by the seconds gone: it takes
 * `suppressHydrationWarning`.
 */
export const COUNTDOWN_ATTRIBUTE = 'data-counts-down-to';

/** The props that mark an element as a countdown to `until` (an ISO time), for `COUNTDOWN_ATTRIBUTE`. */
export function countsDownTo(until: string): {
  [COUNTDOWN_ATTRIBUTE]: number;
  suppressHydrationWarning: true;
} {
  return { [COUNTDOWN_ATTRIBUTE]: new Date(until).getTime(), suppressHydrationWarning: true };
}

/**
 * Marks a form that the starter sends itself while the app has not started, and answers in the
 * page instead of loading another (§2.4 "Taps before the start"): a dish's "Add to cart", a cart
 * line's − and +. It asks for JSON (`Accept: application/json`), and the form's route answers an
 * `InPlaceAnswer`, which the starter writes into the page (`CART_COUNT_ATTRIBUTE`,
 * `SHOWS_ATTRIBUTE`, `STEP_ATTRIBUTE`) and says. Any other answer, or none, and the form is posted
 * as HTML after all.
 */
export const IN_PLACE_ATTRIBUTE = 'data-in-place';

/**
 * Marks the header's cart count. Before the app runs, the starter writes a form's new count into
 * it, so its text may differ from the app's first render (the app catches up once the cart is
 * asked for again): it takes `suppressHydrationWarning`. It is in the HTML at 0 too, `hidden`.
 */
export const CART_COUNT_ATTRIBUTE = 'data-cart-count';

/** The props of the header's cart count showing `count` (`CART_COUNT_ATTRIBUTE`). */
export function cartCountProps(count: number): {
  [CART_COUNT_ATTRIBUTE]: '';
  hidden: boolean;
  suppressHydrationWarning: true;
} {
  return { [CART_COUNT_ATTRIBUTE]: '', hidden: count === 0, suppressHydrationWarning: true };
}

/** What the header's cart count reads for `count` items. */
export function cartCountText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * Marks an element whose text an in-place answer may rewrite before the app runs: the starter
 * writes `InPlaceAnswer.shown[key]` into it (a cart line's quantity and total, the cart's
 * sub-total). Its text may then differ from the app's first render until the app has the new
 * data: it takes `suppressHydrationWarning`.
 */
export const SHOWS_ATTRIBUTE = 'data-shows';

/** The props of an element showing the answer's text `key` (`SHOWS_ATTRIBUTE`). */
export function shows(key: string): { [SHOWS_ATTRIBUTE]: string; suppressHydrationWarning: true } {
  return { [SHOWS_ATTRIBUTE]: key, suppressHydrationWarning: true };
}

/**
 * Marks a form's submit button that steps a number (a cart line's − and +): its value is the
 * number after the step. Once an in-place answer has changed the number, the starter sets each
 * such button's value to the new number plus its step, and disables it past the answer's bounds.
 */
export const STEP_ATTRIBUTE = 'data-step';

/**
 * A form's answer to the starter (`IN_PLACE_ATTRIBUTE`): a page to go to instead (a guest is sent
 * to sign in), or the outcome said in the visitor's language, whether it was a refusal (nothing
 * changed), the cart's count after it, the texts of the page it changed (`SHOWS_ATTRIBUTE`, by
 * key), the stepped number's new value and bounds when the form steps one (`STEP_ATTRIBUTE`), and
 * the cart as the JSON calls answer it, handed to the app once it runs.
 */
export type InPlaceAnswer =
  | { location: string }
  | {
      outcome: string;
      message: string;
      refused: boolean;
      count: number;
      shown: Record<string, string>;
      stepped?: { value: number; min: number; max: number };
      cart: unknown;
    };

/** Loads exposed modules at run time; the shell implements it over the federation runtime. */
export interface RemoteLoader {
  load<K extends RemoteModuleId>(id: K): Promise<RemoteExposes[K]>;
  /**
   * The module if it is loaded already, so a page rendered on the server is hydrated with the
   * same tree: the first render shows the page, not a skeleton (docs/architecture.md §2.4).
   */
  peek?<K extends RemoteModuleId>(id: K): RemoteExposes[K] | undefined;
  /** Forgets a failed remote so the next load fetches its entry again. */
  reset(remote: RemoteName): void;
  versionOf(remote: RemoteName): string | null;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}
