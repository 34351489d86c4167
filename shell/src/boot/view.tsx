import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { cartAnswered } from '@mealprep/shared/cart/api';
import type { Cart } from '@mealprep/shared/cart/contracts';
import type { RemoteLoader } from '@mealprep/shared/federation';
import { withLocalePrefix, type Locale, type MessageCatalogue } from '@mealprep/shared/i18n';
import type { RemoteName } from '@mealprep/shared/routes';
import { App } from '../App';
import type { ServerRender } from '../federation/serverRender';
import type { Platform } from '../platform/PlatformContext';
import { attachAppToMeasurements } from '../platform/measurementHandoff';
import { yieldToMain } from '../platform/yieldToMain';
import { HELD_ATTRIBUTE } from './holdUntilHydrated';
import { CART_CHANGED_EVENT } from './startSignals';
import { routesModuleOf } from '../routing/RemoteRoute';
import { createShellRouter } from '../routing/router';

export interface ViewStart {
  platform: Platform;
  loader: RemoteLoader;
  locale: Locale;
  server: ServerRender | null;
}

/**
 * The second half of the page's start (docs/architecture.md §2.4): the router, the page's remote
 * and the first render — hydration of the server's HTML, or a render in the browser. Each step is
 * a task of its own. Resolves with how to go to the home page (for the logout).
 */
export async function startView({
  platform,
  loader,
  locale,
  server,
}: ViewStart): Promise<() => void | Promise<void>> {
  const router = createShellRouter();
  // Errors per remote version and the pages visited, for the release analysis (docs/architecture.md
  // §3.1): the starter measures the page; the app adds what only it sees.
  attachAppToMeasurements({
    bus: platform.bus,
    subscribe: (listener) => router.subscribe(() => listener()),
  });
  // flushSync: the home page must be on screen before the session is cleared (see logout()).
  const navigateHome = () => router.navigate(withLocalePrefix('/', locale), { flushSync: true });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  if (server && container.firstElementChild) {
    // Hydration needs the tree the server rendered: the page's remote and its messages are
    // loaded first, so the first render shows the page rather than a skeleton.
    // So are the other remotes' widgets it holds (the meal plan on /account): loaded, they are
    // there at the first render, as on the server.
    const catalogues: Partial<Record<RemoteName, MessageCatalogue>> = {};
    await yieldToMain();
    const [module] = await Promise.all([
      server.remote ? loader.load(routesModuleOf(server.remote)).catch(() => null) : null,
      ...server.widgets.map((id) => loader.load(id).catch(() => null)),
    ]);
    if (server.remote && module) catalogues[server.remote] = module.messages;
    await yieldToMain();
    // Taps held meanwhile stop showing as taken: the page is hydrated as the server sent it
    // (an attribute React did not render would be a mismatch), and they are done right after.
    for (const control of container.querySelectorAll(`[${HELD_ATTRIBUTE}]`)) {
      control.removeAttribute(HELD_ATTRIBUTE);
    }
    // A form the starter answered in place before the start changed the cart (start.ts): the
    // page shows the new cart already, and the app takes it as its own.
    document.addEventListener(CART_CHANGED_EVENT, (event) => {
      const cart = (event as CustomEvent<Cart | undefined>).detail;
      if (cart) platform.store.dispatch(cartAnswered(cart));
    });
    // As a transition, hydration is cut into slices of a few milliseconds with the main thread
    // free between them (a plain hydrateRoot is one task of the whole page: ~0.8 s on a phone),
    // so a tap during hydration is answered and the page's blocking time stays low. The HTML
    // is already on screen; nothing waits for the hydration to finish in one go.
    startTransition(() => {
      hydrateRoot(
        container,
        <App
          platform={platform}
          loader={loader}
          locale={locale}
          router={router}
          catalogues={catalogues}
        />,
        {
          // A mismatch is a bug (the browser re-rendered what the server sent): say where.
          onRecoverableError: (error, info) =>
            console.error(
              `hydration: ${error instanceof Error ? error.message : String(error)}`,
              info.componentStack ?? '',
            ),
        },
      );
    });
  } else {
    createRoot(container).render(
      <App platform={platform} loader={loader} locale={locale} router={router} />,
    );
  }
  return navigateHome;
}
