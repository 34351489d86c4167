import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@mealprep/shared/router';
import { VisuallyHidden } from '@mealprep/shared/ui';

/** How long to wait for the new page's heading (a remote and its data may still be loading). */
const WAIT_FOR_HEADING_MS = 8000;
/** A page of the same route (another order's detail) keeps its heading element: wait this long. */
const SAME_HEADING_AFTER_MS = 600;

/** A field or control the page focused on its own (e.g. the first field of a form). */
function pageTookFocus(main: Element): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && main.contains(active) && active.tagName !== 'H1';
}

/**
 * Whether focus is on a control the customer moved to after the page changed (the account menu
 * opened while a slow remote was still loading): taking it away would close that menu under
 * their pointer.
 */
function customerMovedOn(movedSinceChange: boolean): boolean {
  const active = document.activeElement;
  return movedSinceChange && !!active && active !== document.body && active.tagName !== 'H1';
}

/**
 * After each change of page (not the first load, not a change of the query alone such as a
 * filter), focus moves to the new page's `h1` and its title is read out in a polite live region
 * that is in the document from the first paint. A keyboard user continues from the top of the
 * new page instead of from a link that may no longer exist, and a screen-reader user hears
 * where they are. Focus the customer moved themselves while the page loaded stays where it is.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const previous = document.querySelector('main h1');
    let done = false;
    let movedSinceChange = false;
    const onFocusIn = () => {
      movedSinceChange = true;
    };
    document.addEventListener('focusin', onFocusIn);
    const settle = (sameHeadingWillDo = false) => {
      if (done) return;
      const main = document.querySelector('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!main || !heading || (heading === previous && !sameHeadingWillDo)) return;
      done = true;
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      if (!pageTookFocus(main) && !customerMovedOn(movedSinceChange)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      // Cleared first, so the same title twice in a row is still read.
      setMessage('');
      requestAnimationFrame(() => setMessage(document.title));
    };
    const observer = new MutationObserver(() => settle());
    observer.observe(document.body, { childList: true, subtree: true });
    const timers = [
      setTimeout(() => settle(true), SAME_HEADING_AFTER_MS),
      setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS),
    ];
    settle();
    return () => {
      done = true;
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      timers.forEach(clearTimeout);
    };
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </VisuallyHidden>
  );
}
