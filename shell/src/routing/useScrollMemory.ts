import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@mealprep/shared/router';

/** How long Back keeps trying to reach the remembered position while the page fills in. */
const RESTORE_FOR_MS = 2000;
const STORAGE_KEY = 'mealprep.scroll';
/** The history a visitor can go Back through in one tab, near enough. */
const KEEP = 50;

function loadPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEEP)));
  } catch {
    // Storage full or refused: Back simply opens at the top.
  }
}

/**
 * Scroll position per history entry. A link to another page opens it at the top; a change of
 * the query alone (a filter, a page number) keeps the position; Back and Forward return to where
 * the visitor was on that entry — retried while the remote page and its data fill in, and
 * abandoned as soon as the visitor scrolls themselves. Positions are kept in sessionStorage, so
 * they outlive a reload of the tab.
 */
export function useScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const active = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    positions.current ??= loadPositions();
    const remember = () => {
      if (!active.current || !positions.current) return;
      positions.current.delete(active.current.key);
      positions.current.set(active.current.key, window.scrollY);
    };
    const persist = () => positions.current && savePositions(positions.current);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= loadPositions();
    const before = active.current;
    active.current = { key: location.key, pathname: location.pathname };
    if (before === null) return; // the first page load: the browser's own position stands
    savePositions(positions.current);
    if (navigationType === 'POP') {
      const target = positions.current.get(location.key);
      if (target !== undefined) return restore(target);
      window.scrollTo(0, 0);
      return;
    }
    if (before.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location.key, location.pathname, navigationType]);
}

/** Scrolls to `y`, again on each frame while the page is still too short, until it is reached. */
function restore(y: number) {
  const deadline = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  let cancelled = false;
  const stop = () => {
    cancelled = true;
  };
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  for (const name of events) window.addEventListener(name, stop, { passive: true, once: true });
  const step = () => {
    if (cancelled) return;
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < deadline) {
      frame = requestAnimationFrame(step);
    }
  };
  step();
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    for (const name of events) window.removeEventListener(name, stop);
  };
}
