/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const shellSrc = __dirname;
const html = fs.readFileSync(path.join(shellSrc, 'index.html'), 'utf8');
const staticDir = path.join(shellSrc, 'static');

/** The icon links of the page: `[rel, href, type?]`. */
function iconLinks(): { rel: string; href: string; type?: string }[] {
  return [...html.matchAll(/<link\s+([^>]*?)\/?>/g)]
    .map((match) =>
      Object.fromEntries(
        [...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]]),
      ),
    )
    .filter((attrs) => /icon/.test(attrs.rel ?? ''))
    .map((attrs) => ({ rel: attrs.rel ?? '', href: attrs.href ?? '', type: attrs.type }));
}

describe('favicon', () => {
  it('the page links an SVG icon, an ICO fallback and a touch icon, each shipped in src/static', () => {
    const links = iconLinks();
    expect(links).toEqual(
      expect.arrayContaining([
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'icon', href: '/favicon.ico', type: undefined },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', type: undefined },
      ]),
    );
    for (const link of links) {
      expect(fs.existsSync(path.join(staticDir, link.href))).toBe(true);
    }
  });

  it('the SVG is a drawing of its own with a title; the ICO holds a 32 × 32 PNG', () => {
    const svg = fs.readFileSync(path.join(staticDir, 'favicon.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/);
    expect(svg).toContain('<title>MealPrep MY</title>');

    const ico = fs.readFileSync(path.join(staticDir, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const offset = ico.readUInt32LE(18);
    expect(ico.subarray(offset, offset + 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const png = fs.readFileSync(path.join(staticDir, 'apple-touch-icon.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });
});
