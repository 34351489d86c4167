/**
 * Resolves once the page is interactive: the frame hydrated (ShellRoot marks `data-hydrated`)
 * and, when the server rendered a remote's page, that page too (`data-page-ready`, marked by
 * shared/src/routes/RouteModules.tsx), or the remote's fallback shown in its place
 * (docs/architecture.md §2.4).
 */
export function whenHydrated(pageRemote: string | null, doc: Document = document): Promise<void> {
  const marks = doc.documentElement.dataset;
  const done = () =>
    marks.hydrated === 'true' &&
    (pageRemote === null ||
      marks.pageReady === 'true' ||
      doc.querySelector('[data-testid="remote-fallback"]') !== null);
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement, { attributes: true, childList: true, subtree: true });
  });
}
