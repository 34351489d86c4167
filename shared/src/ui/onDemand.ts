import { useCallback, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A component whose code is fetched when it is first needed (a menu opened, a toast shown, a
 * dialog asked for), then kept. Not `lazy()` + `Suspense`: content revealed after a Suspense
 * fallback waits for React's reveal throttle (about 300 ms since the fallback was shown), so the
 * first open of a lazily loaded widget took ~350 ms although its chunk came in ~20 ms. Here the
 * caller renders the component only once its code is in, at once, with no fallback in between.
 */
export interface OnDemand<P extends object> {
  /** The component once its code is in, else null. */
  readonly loaded: ComponentType<P> | null;
  /** Fetches the code (once; again after a failure); resolves with the component, or null. */
  load(): Promise<ComponentType<P> | null>;
  subscribe(listener: () => void): () => void;
}

export function onDemand<P extends object>(importer: () => Promise<ComponentType<P>>): OnDemand<P> {
  const listeners = new Set<() => void>();
  let pending: Promise<ComponentType<P> | null> | null = null;
  const self: { loaded: ComponentType<P> | null } & Omit<OnDemand<P>, 'loaded'> = {
    loaded: null,
    load() {
      if (self.loaded) return Promise.resolve(self.loaded);
      pending ??= importer().then(
        (component) => {
          self.loaded = component;
          for (const listener of listeners) listener();
          return component;
        },
        (error: unknown) => {
          // A chunk that could not be fetched (offline, a deploy in between) is asked for again
          // on the next use; the failure is reported like any other.
          pending = null;
          console.error(error);
          return null;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return self;
}

/**
 * The component of `widget` when its code is in (null on the server and in the first render after
 * it, so the server's HTML and the hydration agree), and `whenLoaded(then)`: runs `then` at once
 * if the code is in, else once it has arrived (not at all if it cannot be fetched).
 */
export function useOnDemand<P extends object>(
  widget: OnDemand<P>,
): [ComponentType<P> | null, (then: () => void) => void] {
  const Component = useSyncExternalStore(
    widget.subscribe,
    () => widget.loaded,
    () => null,
  );
  const whenLoaded = useCallback(
    (then: () => void) => {
      if (widget.loaded) then();
      else
        void widget.load().then((component) => {
          if (component) then();
        });
    },
    [widget],
  );
  return [Component, whenLoaded];
}
