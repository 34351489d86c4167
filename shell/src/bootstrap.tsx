import { createIntl } from 'react-intl';
import { apiPaths, createApiClient } from '@mealprep/shared/api';
import { createEventBus } from '@mealprep/shared/bus';
import {
  commonMessages,
  LOCALE_COOKIE,
  localeCookie,
  localeFromPathname,
  readCookie,
  resolveLocale,
  withLocalePrefix,
  type Locale,
} from '@mealprep/shared/i18n';
import { MAPS_ORIGIN } from '@mealprep/shared/checkout';
import {
  makeStore,
  profileLoaded,
  selectAuthStatus,
  toastShown,
  updateDetected,
} from '@mealprep/shared/store';
import { whenHydrated } from './boot/whenHydrated';
import { resolveBootConfig } from './federation/bootConfig';
import { createRemoteLoader } from './federation/remoteLoader';
import { readServerRender } from './federation/serverRender';
import type { Platform } from './platform/PlatformContext';
import { whenIdleOrLeaving } from './platform/idle';
import { logRemoteFailures } from './platform/remoteFailureLog';
import { yieldToMain } from './platform/yieldToMain';
import { createReloadGate, isChunkLoadError, watchForUpdates } from './platform/updateDetection';
import { logout, startSession } from './session/session';

/**
 * Origins the shop may send a visitor to: the footer's chat line, the payment gateway and the maps
 * site the pickup point's link opens.
 */
const ALLOWED_EXTERNAL_ORIGINS = ['https://wa.me', 'https://www.billplz.com', MAPS_ORIGIN];

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Starts the app; resolves with the remote whose page the server rendered (null: none). */
async function main(): Promise<string | null> {
  const { pathname, search, hash } = window.location;
  const locale = resolveLocale({
    pathname,
    cookie: readCookie(document.cookie, LOCALE_COOKIE),
    languages: navigator.languages ?? [navigator.language],
  });
  // Language-prefix routing: a visitor whose language is Bahasa Malaysia lands on /ms-MY/...
  if (!localeFromPathname(pathname) && withLocalePrefix(pathname, locale) !== pathname) {
    window.history.replaceState(null, '', withLocalePrefix(pathname, locale) + search + hash);
  }
  document.documentElement.lang = locale;
  // A language chosen by the address is remembered, so what the server renders outside the app
  // (the payment page, the return from the gateway, e-mail links) speaks it too.
  if (localeFromPathname(pathname)) document.cookie = localeCookie(locale);

  const config = await resolveBootConfig(document, fetchJson, __FALLBACK_REMOTES__);
  const bus = createEventBus((error) => console.error(error));
  // Each step below is a task of its own (the first Intl formatter loads the locale's data).
  await yieldToMain();
  const intl = createIntl({ locale, messages: commonMessages[locale] });
  await yieldToMain();
  const api = createApiClient({
    baseURL: config.apiBaseUrl,
    locale: () => locale,
    translate: (id) => intl.formatMessage({ id }),
    notify: (toast) => bus.emit('toast.show', toast),
  });
  // A page the server rendered carries the store it was rendered with (docs/architecture.md §2.4).
  const server = readServerRender(document);
  const store = makeStore(server?.state, { api });
  await yieldToMain();
  bus.on('toast.show', (toast) => store.dispatch(toastShown(toast)));

  // A remote that fails to load (here) or to render (RemoteRoute) is logged for the release analysis.
  logRemoteFailures(bus, store);
  const loader = createRemoteLoader(
    config.remotes,
    ({ remote, message }) =>
      bus.emit('remote.failed', {
        remote,
        version: config.remotes[remote]?.version ?? null,
        message,
      }),
    (remote, version) => {
      // A report, not the page: a beacon, sent once the page's start is over, or at once if the
      // visitor leaves first (it is the failure rate's denominator: a lost one skews it). Not
      // the API client: a report needs no answer, and a page that asks for nothing else then
      // never loads the HTTP library (docs/architecture.md §2.4).
      if (version) {
        const report = () =>
          void navigator.sendBeacon?.(
            `${config.apiBaseUrl}${apiPaths.remotesLoaded}`,
            new Blob([JSON.stringify({ remote, version })], { type: 'application/json' }),
          );
        whenIdleOrLeaving(report, report);
      }
    },
  );

  const reloadGate = createReloadGate(window.sessionStorage);
  const reload = () => window.location.reload();
  // docs/spec.md §4: a lazily loaded chunk that fails (an old page after a deploy) reloads the page once.
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadGate.allow(window.location.pathname)) reload();
  });

  let navigateHome: () => void | Promise<void> = () =>
    window.location.assign(withLocalePrefix('/', locale));
  const platform: Platform = {
    api,
    bus,
    store,
    reloadGate,
    reload,
    switchLocale: (next: Locale) => {
      document.cookie = localeCookie(next);
      window.location.assign(
        withLocalePrefix(window.location.pathname, next) + window.location.search,
      );
    },
    logout: () => logout(store, () => navigateHome()),
    allowedExternalOrigins: ALLOWED_EXTERNAL_ORIGINS,
  };

  // The view (React DOM, the router, the layouts) is a step of its own: its modules are
  // evaluated in their own tasks, after the platform's (docs/architecture.md §2.4).
  await yieldToMain();
  const { startView } = await import('./boot/view');
  await yieldToMain();
  navigateHome = await startView({ platform, loader, locale, server });
  // The header asks for the customer's cart as soon as the profile is known.
  bus.on('auth.signedIn', ({ profile }) => store.dispatch(profileLoaded(profile)));
  // The server looked the session up already for a page it rendered.
  const status = selectAuthStatus(store.getState());
  if (status !== 'signedIn' && status !== 'signedOut') void startSession(store, document.cookie);
  watchForUpdates(__BUILD_ID__, fetchJson, () => store.dispatch(updateDetected()));
  return server?.remote ?? null;
}

/** Resolves once the page is interactive (index.ts then does what the visitor did meanwhile). */
export const hydrated: Promise<void> = main().then((pageRemote) => whenHydrated(pageRemote));
