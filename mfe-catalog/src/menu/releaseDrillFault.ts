import { useEffect, useState } from 'react';

/**
 * The release drill's faulty builds of the menu page (docs/architecture.md §3.3). Built with
 * `RELEASE_DRILL_FAULT=slow`, the page keeps the main thread busy for 800 ms when it first renders
 * in the browser and on every click or key press in it, so its LCP and INP are worse; with
 * `throw`, the page's renders throw in three page views of ten (the remote's error boundary catches it and the
 * shell reports it). Every other build defines the switch as '', so `useReleaseDrillFault` is
 * the empty function and the rest is dropped by the minifier; Jest leaves it undefined.
 */
const FAULT = typeof __RELEASE_DRILL_FAULT__ === 'string' ? __RELEASE_DRILL_FAULT__ : '';
export const BLOCK_MS = 800;
export const THROW_SHARE = 0.3;

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the fault: nothing else runs on the main thread meanwhile
  }
}

function useSlowPage() {
  useState(() => {
    if (typeof window !== 'undefined') busy(BLOCK_MS);
    return null;
  });
  useEffect(() => {
    const block = () => busy(BLOCK_MS);
    document.addEventListener('click', block, true);
    document.addEventListener('keydown', block, true);
    return () => {
      document.removeEventListener('click', block, true);
      document.removeEventListener('keydown', block, true);
    };
  }, []);
}

/** Drawn once per page load, so React's retry of a failed hydration throws again. */
const THROWS = FAULT === 'throw' && typeof window !== 'undefined' && Math.random() < THROW_SHARE;

function useSometimesThrows() {
  if (THROWS) throw new Error('release drill: this build throws in 30 % of page views');
}

function useNoFault() {}

export const useReleaseDrillFault =
  FAULT === 'slow' ? useSlowPage : FAULT === 'throw' ? useSometimesThrows : useNoFault;
