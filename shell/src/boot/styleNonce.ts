/**
 * The page's style nonce (docs/architecture.md §5.1): the server makes one per answer, names it in
 * the page's CSP (no other inline style sheet runs) and puts it in `<meta property="csp-nonce">`
 * and on its own `<style>` elements. styled-components reads that meta for the sheet it writes in
 * the browser; webpack's runtime reads `__webpack_nonce__` for any `<style>` or `<script>` it adds
 * to the page, so the app's entry hands it the same nonce before it loads anything else.
 */

/** webpack's free variable (its runtime's `nc`), rewritten by the build. */
declare let __webpack_nonce__: string | undefined;

/** The nonce the page was answered with, if any. */
export function pageStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide a nonce attribute once the page applies its CSP; the property keeps it.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/** Gives webpack's runtime the page's nonce, for the elements it adds. */
export function adoptStyleNonce(doc: Document = document): void {
  const nonce = pageStyleNonce(doc);
  if (nonce) __webpack_nonce__ = nonce;
}
