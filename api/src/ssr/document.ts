import {
  APP_LINK_ID,
  PREFETCH_LATER_ATTRIBUTE,
  SERVER_STATE_ELEMENT_ID,
} from '@mealprep/shared/federation-contracts';
import { escapeHtml } from './escape';

export interface DocumentParts {
  locale: string;
  /** Title, description, links and structured data for the page (head.ts). */
  head: string;
  /** The boot block and preloads (platform/shell.ts). */
  boot: string;
  styles: string;
  /** The inner HTML of `#root`. */
  body: string;
  /** The data block the browser hydrates from (already escaped for HTML). */
  state: string;
  /**
   * The page is complete as HTML and its app starts on the visitor's intent (§2.4): the app's
   * entry, which the template preloads, is only listed for a prefetch (`data-prefetch`, no `rel`),
   * which the starter turns on once the page's largest image is painted.
   */
  startsOnIntent?: boolean;
}

/** The template's link to the app's entry script (written by the shell's starter build). */
const APP_LINK = new RegExp(`<link\\b[^>]*\\bid="?${APP_LINK_ID}"?[^>]*>`, 'i');

/**
 * The shell's built `index.html` (its scripts and base styles) with a server-rendered page in
 * it (docs/architecture.md §2.4): the page's language, head and styles, the rendered `#root`,
 * and the store in a JSON data block — data, not script, so the CSP needs no inline script.
 * The template's own title and description give way to the page's, and the note that the shop
 * needs JavaScript goes: a server-rendered page reads without it. On a page that starts on intent,
 * the app's entry is listed for a later prefetch rather than preloaded.
 */
export function composeDocument(template: string, parts: DocumentParts): string {
  let html = template
    .replace(/<html\b[^>]*>/i, `<html lang="${escapeHtml(parts.locale)}">`)
    .replace(/<title>[^<]*<\/title>/i, '')
    .replace(/<meta\s+name="?description"?[\s>][^>]*>?/i, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, '');
  if (parts.startsOnIntent) {
    html = html.replace(APP_LINK, (link) =>
      link.replace(/\brel="?preload"?/i, PREFETCH_LATER_ATTRIBUTE),
    );
  }
  const headAt = html.search(/<\/head>/i);
  const head = parts.head + parts.boot + parts.styles;
  html = headAt === -1 ? head + html : html.slice(0, headAt) + head + html.slice(headAt);
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${parts.state}</script>`;
  return html.replace(
    /<div id="?root"?><\/div>/i,
    // A function: `$` in the page's text must not be read as a replacement pattern.
    () => `<div id="root">${parts.body}</div>${state}`,
  );
}
