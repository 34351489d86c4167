// The page's first script: small, and without the federation runtime (docs/architecture.md §2.4
// "Starting on intent"). It decides when the app (`index.ts`, the federated entry) starts.
//
// A page the server rendered is complete without scripts, so the app starts on the visitor's
// intent: their first touch, press, key or focus on the page, or a mouse moving over it. A visitor
// who only reads never pays for it, not even for the federation runtime's start; what they do
// before the page is hydrated is held and done again afterwards (holdUntilHydrated), and links and
// forms with an action of their own work as HTML meanwhile. Once the page's largest image is
// painted, the app's scripts are prefetched and the page's real-user measurements start. A page
// the server could only sketch (a skeleton where the page goes, `data-page-skeleton`) or did not
// render starts the app at once. A page with a part that lives only in the app (`data-needs-app`: a
// plan being made, a payment awaiting its gateway) starts once its largest image is painted,
// without waiting for a touch: a page that reads as stuck until touched is worse than the start's
// cost. A countdown (`data-counts-down-to`: the checkout's held delivery charge) is ticked here
// until the app runs. Every other page — a signed-in customer's cart, checkout, dashboard or
// orders too, whose content is in the HTML — starts on intent: starting them all at once cost the
// signed-in cart 1 s of Lighthouse's blocking time, and the checkout 1.5 s.
import { answersInPlace, readyToSay, sendInPlace, showAnswer } from './boot/answerInPlace';
import { HELD_ATTRIBUTE, holdUntilHydrated } from './boot/holdUntilHydrated';
import { COUNTDOWN_PATTERN, formatCountdown, secondsUntil } from '@mealprep/shared/core';
import {
  APP_LINK_ID,
  COUNTDOWN_ATTRIBUTE,
  IN_PLACE_ATTRIBUTE,
  NEEDS_APP_ATTRIBUTE,
  PREFETCH_LATER_ATTRIBUTE,
  PRERENDER_ATTRIBUTE,
  SERVER_STATE_ELEMENT_ID,
  STEP_ATTRIBUTE,
} from '@mealprep/shared/federation-contracts';
import { APP_STARTED_EVENT, CART_CHANGED_EVENT } from './boot/startSignals';
import { reportHeldInteraction } from './platform/measurementHandoff';

/** Loads the app's entry script (named by the page’s `#mealprep-app` link); `failed` if it cannot. */
function startApp(failed: () => void = () => undefined) {
  const link = document.getElementById(APP_LINK_ID);
  if (!(link instanceof HTMLLinkElement)) return failed();
  const script = document.createElement('script');
  script.src = link.href;
  script.addEventListener('error', failed, { once: true });
  document.head.append(script);
}

/**
 * The scripts the app's start needs (its entry, the page's remote entry and chunks), which the
 * server listed with `data-prefetch` and no `rel`: fetched now, at idle priority, so that neither
 * the page's largest image nor its first paint shares the network with them.
 */
function prefetchListed() {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[${PREFETCH_LATER_ATTRIBUTE}]`,
  )) {
    link.removeAttribute(PREFETCH_LATER_ATTRIBUTE);
    link.rel = 'prefetch';
  }
}

/**
 * Asks the browser to prerender the links the page marks as likely next (`data-prerender`: the
 * menu's other tab) while the app has not started: before the start a tap on a link loads a new
 * page, and a prerendered one is shown at once. Speculation rules at "immediate", once the page is
 * painted: at "eager" this Chromium began only at the touch (measured: the tab's page drawn
 * 300–550 ms after the tap, against ~100 ms prerendered ahead). The browser skips them itself to
 * save data, memory or battery. The rules go once the app runs (`APP_STARTED_EVENT`): its links
 * then navigate inside the page, and a prerender would only spend the visitor's data.
 */
function prerenderLikelyLinks() {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  if (document.querySelector(`a[${PRERENDER_ATTRIBUTE}]`) === null) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = JSON.stringify({
    prerender: [
      { where: { selector_matches: `a[${PRERENDER_ATTRIBUTE}]` }, eagerness: 'immediate' },
    ],
  });
  document.head.append(rules);
  document.addEventListener(APP_STARTED_EVENT, () => rules.remove(), { once: true });
}

/**
 * Ticks the page's countdowns (`data-counts-down-to`: a held delivery charge) each second until
 * the app has started, as the app writes them, so a clock needs no start (§2.4 "Clocks before the
 * start"). The seconds are written into the text node the app hydrates, never a new one: the app
 * then updates the same node. At zero what follows (a new quote) is the app's: `ended` starts it.
 */
function tickCountdowns(ended: () => void) {
  const clocks = [...document.querySelectorAll<HTMLElement>(`[${COUNTDOWN_ATTRIBUTE}]`)];
  if (clocks.length === 0) return;
  const tick = () => {
    const now = Date.now();
    let over = false;
    for (const clock of clocks) {
      const until = Number(clock.getAttribute(COUNTDOWN_ATTRIBUTE));
      if (!Number.isFinite(until)) continue;
      const seconds = secondsUntil(until, now);
      over ||= seconds === 0;
      const text = [...clock.childNodes].find(
        (node) => node.nodeType === Node.TEXT_NODE && COUNTDOWN_PATTERN.test(node.nodeValue ?? ''),
      );
      if (text?.nodeValue) {
        text.nodeValue = text.nodeValue.replace(COUNTDOWN_PATTERN, formatCountdown(seconds));
      }
    }
    if (over) ended();
  };
  tick();
  const timer = window.setInterval(tick, 1000);
  document.addEventListener(APP_STARTED_EVENT, () => window.clearInterval(timer), { once: true });
}

/**
 * The events that end a press: a tap's click (a radio checked, a link followed: it comes after the
 * touch's end and the compatibility mouse events), or a press that turned into a scroll.
 */
const PRESS_ENDS = ['click', 'pointercancel', 'touchcancel'] as const;
/** A press that brings no click (a scroll, a long press) starts the app after this. */
const PRESS_WAIT_MS = 600;

/** The end of the press under way, once it has begun: the app starts after it. */
let endPress: (() => void) | null = null;
/** Whether the start is on its way (a label's click on its field, or a focus, adds nothing). */
let scheduled = false;

/**
 * Runs `then` after the frame that follows the visitor's input, and for a press after its click
 * (or `PRESS_WAIT_MS`): what the input does as HTML (a radio checked, the price that CSS shows
 * for it) is drawn before the start's work (the app's scripts, then hydration) fills the main
 * thread. Begun at the touch, that work stood between the tap and its answer: a size chosen
 * before the start showed its price ~0.3 s later at 4× CPU, though the price needs no script.
 */
function afterInputPainted(input: Event, then: () => void) {
  const frame = (next: () => void) =>
    window.requestAnimationFrame(() => window.setTimeout(next, 0));
  // A press's own focus and touch events wait for its end with it. Its click may be one the
  // starter holds (stopped before other listeners hear it), which comes here.
  if (endPress) {
    if (input.type === 'click') endPress();
    return;
  }
  if (scheduled) return;
  if (input.type !== 'pointerdown' && input.type !== 'touchstart') {
    scheduled = true;
    return frame(then);
  }
  const ended = () => {
    endPress = null;
    scheduled = true;
    window.clearTimeout(timer);
    for (const type of PRESS_ENDS) window.removeEventListener(type, ended, true);
    frame(then);
  };
  endPress = ended;
  for (const type of PRESS_ENDS) window.addEventListener(type, ended, true);
  const timer = window.setTimeout(ended, PRESS_WAIT_MS);
}

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

/**
 * The page's real-user measurements, here for every page (the app only adds its signals), so
 * web-vitals is in one chunk, loaded once the page's largest image is painted. The chunk's
 * evaluation and the observers' start are a task each (together ~18 ms on a laptop, ~70 ms on
 * Lighthouse's phone: a long task of their own).
 */
function measureThePage() {
  void import('./platform/pageMeasurements').then((m) =>
    window.setTimeout(() => m.measureThisPage(), 0),
  );
}

const root = document.getElementById('root');
const serverRendered =
  root?.firstElementChild &&
  document.getElementById(SERVER_STATE_ELEMENT_ID) !== null &&
  document.querySelector('[data-page-skeleton]') === null;
/** A part of the page lives only in the app (a clock, a poll): it starts without a touch. */
const live = document.querySelector(`[${NEEDS_APP_ATTRIBUTE}]`) !== null;
if (root && serverRendered) {
  let started = false;
  /** The app has started: what the starter tells it now is heard. */
  let running = false;
  // The cart of the last answer shown in place and not yet handed to the app: until the hand-over
  // the page is ahead of the app's data. Handed over once the app has started (the newest only).
  let ahead: unknown = null;
  const handOver = () => {
    if (!running || ahead === null) return;
    document.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: ahead }));
    ahead = null;
  };
  document.addEventListener(
    APP_STARTED_EVENT,
    () => {
      running = true;
      handOver();
    },
    { once: true },
  );
  // A form posted as HTML (the language, a guest's "Add to cart") loads another page: starting
  // this one meanwhile would only hold up that page's arrival on a slow phone.
  // Its button shows the tap was taken (as a held one does) until that page is drawn.
  let leaving = false;
  // A form sent in place (`IN_PLACE_ATTRIBUTE`: "Add to cart", a cart line's − and +) is
  // answered in this page: the start waits for its answer to be drawn, as it waits for a tap's
  // own paint. The app, once it runs, is handed the cart the answer brought.
  let sending: Promise<void> | null = null;
  /** Forms to post as HTML after all (their in-place answer could not be had). */
  const asHtml = new WeakSet<HTMLFormElement>();
  const inPlace = async (form: HTMLFormElement, button: HTMLElement | null) => {
    readyToSay();
    const answer = await sendInPlace(form, button);
    if (answer === null) {
      asHtml.add(form);
      if (button instanceof HTMLButtonElement && button.form === form) form.requestSubmit(button);
      else form.requestSubmit();
    } else if ('location' in answer) {
      leaving = true;
      window.location.assign(answer.location);
    } else {
      button?.removeAttribute(HELD_ATTRIBUTE);
      showAnswer(form, answer);
      ahead = answer.cart ?? null;
      handOver();
      await new Promise((painted) => window.requestAnimationFrame(painted));
    }
  };
  // While the page is ahead of the app's data, a − or + is the starter's (sent in place, stepping from the number on screen), not
  // the app's: a hydrated button would step from the app's older number. Stopped at the window,
  // before the app's root hears the click; the form is still submitted.
  window.addEventListener(
    'click',
    (event) => {
      if (ahead === null || !(event.target instanceof Element)) return;
      const button = event.target.closest(`button[${STEP_ATTRIBUTE}]`);
      if (button?.closest(`form[${IN_PLACE_ATTRIBUTE}]`)) event.stopPropagation();
    },
    true,
  );
  window.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!form.hasAttribute('action')) return;
    const button = event.submitter;
    button?.setAttribute(HELD_ATTRIBUTE, '');
    if (answersInPlace(form) && !asHtml.has(form)) {
      event.preventDefault();
      const sent: Promise<void> = inPlace(form, button).finally(() => {
        if (sending === sent) sending = null;
      });
      sending = sent;
      return;
    }
    asHtml.delete(form);
    leaving = true;
    window.addEventListener('pageshow', () => button?.removeAttribute(HELD_ATTRIBUTE), {
      once: true,
    });
  });
  const start = () => {
    if (started) return;
    if (sending) {
      void sending.then(() => window.setTimeout(start, 0));
      return;
    }
    if (leaving) {
      // Back to this page from the browser's back-forward cache: it starts then.
      const back = () => {
        leaving = false;
        start();
      };
      window.addEventListener('pageshow', back, { once: true });
      return;
    }
    started = true;
    // Let go once the app has hydrated the page, or at once if its script cannot be loaded.
    const release = () => void holding.release();
    document.addEventListener(APP_STARTED_EVENT, release, { once: true });
    startApp(release);
  };
  const holding = holdUntilHydrated(
    root,
    (input) => afterInputPainted(input, start),
    reportHeldInteraction,
  );
  tickCountdowns(start);
  afterLargestImagePainted(() => {
    prefetchListed();
    // A task of its own: each stays short, so neither blocks a tap for long.
    window.setTimeout(measureThePage, 0);
    if (live) window.setTimeout(start, 0);
    else if (!started) prerenderLikelyLinks();
  });
} else {
  startApp();
  afterLargestImagePainted(measureThePage);
}
