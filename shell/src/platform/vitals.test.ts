import { createEventBus } from '@mealprep/shared/bus';
import type { RemoteMap } from '@mealprep/shared/federation';
import { startRealUserMetrics, type RealUserMetrics } from './vitals';

const remotes: RemoteMap = {
  catalog: { entry: '/remotes/catalog/1.2.0/remoteEntry.js', version: '1.2.0' },
  questionnaire: { entry: '/remotes/questionnaire/1.0.0/remoteEntry.js', version: '1.0.0' },
  account: { entry: '/remotes/account/2.0.0/remoteEntry.js', version: '2.0.0' },
  checkout: { entry: 'https://cdn.example/checkout/3.0.0/remoteEntry.js', version: '3.0.0' },
  admin: { entry: '/remotes/admin/1.0.0/remoteEntry.js', version: '1.0.0' },
};

let measured: RealUserMetrics | undefined;
let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  measured?.stop();
  visibility = 'visible';
});

/** The page is left, as a browser leaves it: `pagehide` while visible, then hidden. */
function leave() {
  window.dispatchEvent(new Event('pagehide'));
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

function start(overrides: Partial<Parameters<typeof startRealUserMetrics>[0]> = {}) {
  const sent: { url: string; body: unknown }[] = [];
  const bus = createEventBus((error) => {
    throw error;
  });
  let navigated: () => void = () => {};
  measured = startRealUserMetrics({
    remotes,
    bus,
    sampleRate: 1,
    send: (url, body) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
    subscribe: (listener) => {
      navigated = listener;
      return () => {};
    },
    ...overrides,
  });
  return {
    sent,
    bus,
    navigate: (path: string) => (window.history.pushState(null, '', path), navigated()),
  };
}

describe('real-user measurements', () => {
  it('sends one report per page view, with each remote visited and the errors it raised', () => {
    window.history.replaceState(null, '', '/ms-MY/food-menu');
    const { sent, bus, navigate } = start();
    // A render failure reported by the catalog's error boundary…
    bus.emit('remote.failed', { remote: 'catalog', version: '1.2.0', message: 'boom' });
    // …an uncaught error thrown by a file of the checkout remote (its widget on this page)…
    window.dispatchEvent(
      new ErrorEvent('error', {
        filename: 'https://cdn.example/checkout/3.0.0/412.js',
        message: 'x',
      }),
    );
    // …and one of the shell's own, which belongs to no remote.
    window.dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost/main.js' }));
    navigate('/ms-MY/auth/login');
    leave();
    leave();

    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/v1/rum');
    expect(sent[0]?.body).toEqual({
      views: [
        { remote: 'catalog', version: '1.2.0', route: 'foodMenu', errors: 1 },
        { remote: 'checkout', version: '3.0.0', route: 'foodMenu', errors: 1 },
        { remote: 'account', version: '2.0.0', route: 'login', errors: 0 },
      ],
      vitals: {},
    });
  });

  it('started before the app, counts the failures and pages the app reports once attached', () => {
    window.history.replaceState(null, '', '/food-menu');
    const { sent } = start({ bus: undefined, subscribe: undefined });
    const bus = createEventBus((error) => {
      throw error;
    });
    let navigated: () => void = () => {};
    // A failure before the app started cannot reach the measurements: the bus is the app's.
    measured?.attach({
      bus,
      subscribe: (listener) => {
        navigated = listener;
        return () => {};
      },
    });
    bus.emit('remote.failed', { remote: 'catalog', version: '1.2.0', message: 'boom' });
    window.history.pushState(null, '', '/auth/login');
    navigated();
    leave();
    expect(sent[0]?.body).toEqual({
      views: [
        { remote: 'catalog', version: '1.2.0', route: 'foodMenu', errors: 1 },
        { remote: 'account', version: '2.0.0', route: 'login', errors: 0 },
      ],
      vitals: {},
    });
  });

  it('counts a tap held until the app started, from the input to the paint after its replay, as the INP', () => {
    window.history.replaceState(null, '', '/food-menu');
    const { sent } = start();
    // The browser's Event Timing saw nothing slow (the held event was answered at once)…
    measured?.heldInteraction(906);
    measured?.heldInteraction(120);
    leave();
    // …but the visitor waited 906 ms for the price to change: that is the page's INP.
    expect(sent[0]?.body).toEqual({
      views: [{ remote: 'catalog', version: '1.2.0', route: 'foodMenu', errors: 0 }],
      vitals: { inp: 906 },
    });
  });

  it('measures only the sampled share of page views', () => {
    window.history.replaceState(null, '', '/food-menu');
    const { sent } = start({ sampleRate: 0.25, random: () => 0.5 });
    leave();
    expect(sent).toHaveLength(0);
  });

  it('sends nothing for a page outside the route table', () => {
    window.history.replaceState(null, '', '/no-such-page');
    const { sent } = start();
    leave();
    expect(sent).toHaveLength(0);
  });

  it('sends when the page is hidden, not at pagehide while it is still visible', () => {
    window.history.replaceState(null, '', '/food-menu');
    const { sent } = start();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(0);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);
  });
});
