import type { Locale } from '@mealprep/shared/i18n';
import type { RouteId } from '@mealprep/shared/routes';
import type { ShellMessageId } from '../messages';

export interface NavEntry {
  to: RouteId;
  label: ShellMessageId;
}

/** docs/spec.md §2 header: the shop dropdown. */
export const shopEntries: readonly NavEntry[] = [
  { to: 'foodMenu', label: 'shell.nav.foodMenu' },
  { to: 'essentials', label: 'shell.nav.essentials' },
  { to: 'mealBundles', label: 'shell.nav.mealBundles' },
];

/** docs/spec.md §2 header: the avatar menu's links (the language choice and logout follow them). */
export const accountEntries: readonly NavEntry[] = [
  // Two entries to one page would say the same thing twice: "My account" opens the profile.
  { to: 'profile', label: 'shell.nav.myAccount' },
  { to: 'dashboard', label: 'shell.nav.dashboard' },
];

/**
 * docs/spec.md §2 dashboard sidebar. `nested` entries stay marked while a page below them is open
 * (an order's detail keeps "Orders" current).
 */
export const dashboardEntries: readonly {
  to: 'dashboard' | 'orders' | 'subscription' | 'preferences' | 'profile' | 'points' | 'addresses';
  label: ShellMessageId;
  nested?: boolean;
}[] = [
  { to: 'dashboard', label: 'shell.nav.dashboard' },
  { to: 'orders', label: 'shell.dashboard.orders', nested: true },
  { to: 'subscription', label: 'shell.dashboard.subscription' },
  { to: 'preferences', label: 'shell.dashboard.preferences' },
  { to: 'profile', label: 'shell.dashboard.profile' },
  { to: 'points', label: 'shell.dashboard.points' },
  { to: 'addresses', label: 'shell.dashboard.address' },
];

/**
 * Each language is named in itself, whatever the page's language, so a visitor who cannot read
 * the current one still finds their own.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'ms-MY': 'Bahasa Malaysia',
};
