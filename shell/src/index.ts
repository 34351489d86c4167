// The async boundary lets the federation runtime negotiate shared singletons before React loads.
// A page the server rendered is complete without scripts: the app starts once the page has
// loaded and its largest image is painted, so loading it never delays what the visitor sees
// first; sooner if the visitor reaches for the page, and at the latest after START_AT_LATEST_MS
// (an image that takes long). A page the server could only sketch (a skeleton where the page
// goes, `data-page-skeleton`) starts at once (docs/architecture.md §2.4).
const START_AT_LATEST_MS = 3000;
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./bootstrap');
}

/** After the page's LCP image (the one eager image, fetched at high priority) is on screen. */
function afterLargestImagePainted() {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = image ? image.decode().catch(() => undefined) : Promise.resolve();
  void decoded.then(() => window.requestAnimationFrame(() => window.setTimeout(start, 0)));
}

const serverRendered =
  document.getElementById('mealprep-state') !== null &&
  document.querySelector('[data-page-skeleton]') === null;
if (serverRendered && document.readyState !== 'complete') {
  window.addEventListener('load', afterLargestImagePainted, { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    window.addEventListener(type, start, { once: true, capture: true, passive: true });
  }
  window.setTimeout(start, START_AT_LATEST_MS);
} else {
  start();
}
