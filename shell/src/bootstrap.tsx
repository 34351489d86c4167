import { createRoot } from 'react-dom/client';
import { createIntl } from 'react-intl';
import { apiPaths, createApiClient, type LogEntry } from '@mealprep/shared/api';
import { createEventBus } from '@mealprep/shared/bus';
import {
  commonMessages,
  localeCookie,
  localeFromPathname,
  resolveLocale,
  withLocalePrefix,
  type Locale,
} from '@mealprep/shared/i18n';
import { MAPS_ORIGIN } from '@mealprep/shared/domain';
import type { RemoteName } from '@mealprep/shared/routes';
import {
  makeStore,
  profileLoaded,
  selectProfile,
  toastShown,
  updateDetected,
} from '@mealprep/shared/store';
import { App } from './App';
import { resolveBootConfig } from './federation/bootConfig';
import { createRemoteLoader } from './federation/remoteLoader';
import { createShellRouter } from './routing/router';
import type { Platform } from './platform/PlatformContext';
import { createReloadGate, isChunkLoadError, watchForUpdates } from './platform/updateDetection';
import { logout, startSession } from './session/session';

/** Origins the shop may send a visitor to (the chat link of the footer and the payment gateways). */
/** The chat line, the gateway, and the maps site the pickup point's link opens. */
const ALLOWED_EXTERNAL_ORIGINS = ['https://wa.me', 'https://www.billplz.com', MAPS_ORIGIN];

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

async function main() {
  const { pathname, search, hash } = window.location;
  const locale = resolveLocale({
    pathname,
    cookie: document.cookie,
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
  const intl = createIntl({ locale, messages: commonMessages[locale] });
  const api = createApiClient({
    baseURL: config.apiBaseUrl,
    locale: () => locale,
    translate: (id) => intl.formatMessage({ id }),
    notify: (toast) => bus.emit('toast.show', toast),
  });
  const store = makeStore(undefined, { api });
  bus.on('toast.show', (toast) => store.dispatch(toastShown(toast)));

  const sendLog = (entry: Omit<LogEntry, 'date' | 'userId' | 'url'>) => {
    const body: LogEntry = {
      ...entry,
      date: new Date().toISOString(),
      userId: selectProfile(store.getState())?.id ?? null,
      url: window.location.pathname,
    };
    void api.post(apiPaths.log, body, { showError: false });
  };
  const reportRemoteFailure = (remote: RemoteName, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const version = config.remotes[remote]?.version ?? null;
    bus.emit('remote.failed', { remote, version, message });
    sendLog({
      statusCode: 503,
      message: `Remote ${remote} failed: ${message}`,
      remote,
      remoteVersion: version ?? undefined,
    });
  };
  const loader = createRemoteLoader(
    config.remotes,
    ({ remote, message }) => reportRemoteFailure(remote, new Error(message)),
    (remote, version) => {
      if (version) void api.post(apiPaths.remotesLoaded, { remote, version }, { showError: false });
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
      bus.emit('locale.changed', { locale: next });
      window.location.assign(
        withLocalePrefix(window.location.pathname, next) + window.location.search,
      );
    },
    logout: () => logout(api, store, bus, () => navigateHome()),
    allowedExternalOrigins: ALLOWED_EXTERNAL_ORIGINS,
  };

  const router = createShellRouter();
  // flushSync: the home page must be on screen before the session is cleared (see logout()).
  navigateHome = () => router.navigate(withLocalePrefix('/', locale), { flushSync: true });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <App
      platform={platform}
      loader={loader}
      locale={locale}
      reportRemoteFailure={reportRemoteFailure}
      router={router}
    />,
  );
  // The header asks for the customer's cart as soon as the profile is known.
  bus.on('auth.signedIn', ({ profile }) => store.dispatch(profileLoaded(profile)));
  void startSession(api, store, document.cookie);
  watchForUpdates(__BUILD_ID__, fetchJson, () => store.dispatch(updateDetected()));
}

void main();
