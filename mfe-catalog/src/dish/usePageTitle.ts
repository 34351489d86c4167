import { useEffect } from 'react';

/**
 * Sets the browser tab's title to the page's own (a dish's name) once the page knows it. The
 * shell titles every route from the route table in an effect of its own, which React runs after
 * the page's effects of the same commit, so the page's title is set a microtask later. The
 * server writes the same title into the HTML it sends (api/src/ssr/head.ts).
 */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = title;
    });
    return () => {
      current = false;
    };
  }, [title]);
}
