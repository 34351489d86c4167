// The async boundary lets the federation runtime negotiate shared singletons before React loads.
//
// A page the server rendered is complete without scripts, so the app starts on the visitor's
// intent (docs/architecture.md §2.4): their first touch, press, key or focus on the page, or a
// mouse moving over it. A visitor who only reads never pays for it; what they do before the page
// is hydrated is held and done again afterwards (holdUntilHydrated), links and forms with an
// action of their own work as HTML meanwhile. The page's real-user measurements start on their
// own once its largest image is painted. A page the server could only sketch (a skeleton where
// the page goes, `data-page-skeleton`) or did not render starts at once.
import { holdUntilHydrated } from './boot/holdUntilHydrated';

/** Once the page's LCP image (the one eager image, fetched at high priority) is on screen. */
function afterLargestImagePainted(then: () => void) {
  const whenLoaded = () => {
    const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const decoded = image ? image.decode().catch(() => undefined) : Promise.resolve();
    void decoded.then(() => window.requestAnimationFrame(() => window.setTimeout(then, 0)));
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}

const root = document.getElementById('root');
const serverRendered =
  root?.firstElementChild &&
  document.getElementById('mealprep-state') !== null &&
  document.querySelector('[data-page-skeleton]') === null;
if (root && serverRendered) {
  let started = false;
  const holding = holdUntilHydrated(root, () => {
    if (started) return;
    started = true;
    void import(/* webpackPrefetch: true */ './bootstrap')
      .then(({ hydrated }) => hydrated)
      .finally(() => void holding.release());
  });
  afterLargestImagePainted(
    () => void import('./platform/pageMeasurements').then((m) => m.measureThisPage()),
  );
} else {
  void import('./bootstrap');
}
