import type { ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

/** Compiled rule sets kept (a page has a few hundred; every page of the shop well under this). */
const MAX_ENTRIES = 20_000;

type Stringifier = IStyleSheetContext['stylis'];

const memoised = new WeakMap<Stringifier, Stringifier>();

/**
 * `stylis` remembering what it compiled. styled-components compiles a component's CSS into rules
 * the first time a style sheet meets that class name, and every server render starts a new sheet
 * (each page carries only its own styles), so without this each render compiled every rule of the
 * page again. The same CSS, selector and component always compile to the same rules.
 */
export function memoisedStylis(stylis: Stringifier): Stringifier {
  const kept = memoised.get(stylis);
  if (kept) return kept;
  const compiled = new Map<string, string[]>();
  const wrapper = Object.assign(
    (css: string, selector?: string, prefix?: string, componentId?: string) => {
      const key = `${componentId ?? ''}\u0000${selector ?? ''}\u0000${prefix ?? ''}\u0000${css}`;
      let rules = compiled.get(key);
      if (!rules) {
        rules = stylis(css, selector, prefix, componentId);
        if (compiled.size >= MAX_ENTRIES) compiled.clear();
        compiled.set(key, rules);
      }
      return rules.slice();
    },
    { hash: stylis.hash },
  );
  memoised.set(stylis, wrapper);
  return wrapper;
}

/**
 * Inside a `ServerStyleSheet`'s `collectStyles`: the same sheet, with the memoised compiler
 * (docs/architecture.md §2.4). The HTML and its `<style>` elements are the same as without it.
 */
export function CompiledStyles({ children }: { children: ReactNode }) {
  return (
    <StyleSheetContext.Consumer>
      {(context) => (
        <StyleSheetContext.Provider value={{ ...context, stylis: memoisedStylis(context.stylis) }}>
          {children}
        </StyleSheetContext.Provider>
      )}
    </StyleSheetContext.Consumer>
  );
}
