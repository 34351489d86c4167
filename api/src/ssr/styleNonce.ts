/**
 * Where a page's style nonce goes (docs/architecture.md §2.4, §5.1): in every `<style>` start tag
 * of the document — the shell's own first styles in its `index.html`, styled-components' sheet —
 * and in a `<meta property="csp-nonce">` first in the head, from which styled-components in the
 * browser takes it for the sheet it writes (its v6 reads the meta's `nonce` property: browsers
 * hide a nonce attribute from the page's own CSS, so it is never a `content`).
 *
 * A page is kept cut at those places, never with a nonce in it: every answer puts its own in
 * (`parts.join(nonce)`). Only the server's own markup can hold a `<style` start tag: React escapes
 * `<` in text and attributes, and the data blocks escape it too, so no visitor's text is cut.
 */

const HEAD = /<head\b[^>]*>/i;
const STYLE = /<style\b/gi;

/** The document cut where its nonce goes: the answer is `parts.join(nonce)`. */
export function nonceSlots(html: string): string[] {
  const cuts: { at: number; open: string; close: string }[] = [];
  const head = HEAD.exec(html);
  cuts.push({
    at: head ? head.index + head[0].length : 0,
    open: '<meta property="csp-nonce" nonce="',
    close: '">',
  });
  for (const tag of html.matchAll(STYLE)) {
    cuts.push({ at: tag.index + tag[0].length, open: ' nonce="', close: '"' });
  }
  cuts.sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  let from = 0;
  let closing = '';
  for (const cut of cuts) {
    parts.push(closing + html.slice(from, cut.at) + cut.open);
    closing = cut.close;
    from = cut.at;
  }
  parts.push(closing + html.slice(from));
  return parts;
}
