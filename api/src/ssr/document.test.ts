import zlib from 'node:zlib';
import { composeDocument } from './document';
import { encodePage, PageCache } from './pageCache';

const template = `<!doctype html><html lang="en-US"><head><meta charset="utf-8" /><meta name="description" content="x" /><title>MealPrep MY</title></head><body><div id="root"></div><noscript>needs JavaScript</noscript><script defer src="/main.js"></script></body></html>`;

describe('the server-rendered document', () => {
  it('puts the page, its head, styles and data block into the shell’s index.html', () => {
    const html = composeDocument(template, {
      locale: 'ms-MY',
      head: '<title>Menu</title>',
      boot: '<script type="application/json" id="mealprep-boot">{}</script>',
      styles: '<style data-styled="true">.a{}</style>',
      body: '<main><h1>Menu costs $1 and $& more</h1></main>',
      state: '{"a":1}',
    });
    expect(html).toContain('<html lang="ms-MY"');
    expect(html).not.toContain('MealPrep MY</title>');
    expect(html).not.toContain('needs JavaScript');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<div id="root"><main><h1>Menu costs $1 and $& more</h1></main></div><script type="application/json" id="mealprep-state">{"a":1}</script>',
    );
    expect(html.indexOf('<style data-styled')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script defer src="/main.js"></script>');
  });

  it('lists the app’s entry for a later prefetch on a page that starts on intent, and preloads it otherwise', () => {
    const parts = {
      locale: 'en-US',
      head: '',
      boot: '',
      styles: '',
      body: '<h1>Menu</h1>',
      state: '{}',
    };
    for (const link of [
      '<link rel="preload" as="script" href="/main.1a2b3c4d5e.js" id="mealprep-app">',
      '<link rel=preload as=script href=/main.1a2b3c4d5e.js id=mealprep-app>',
    ]) {
      const page = template.replace('</head>', `${link}</head>`);
      const onIntent = composeDocument(page, { ...parts, startsOnIntent: true });
      expect(onIntent).toMatch(
        /<link data-prefetch as="?script"? href="?\/main\.1a2b3c4d5e\.js"? id="?mealprep-app"?>/,
      );
      expect(onIntent).not.toContain('preload');
      expect(composeDocument(page, parts)).toContain(link);
    }
  });

  it('reads the minified index.html the build writes', () => {
    const minified =
      '<!doctype html><html lang=en-US><head><meta name=description content="Meals."><title>MealPrep MY</title></head><body><div id=root></div><noscript>x</noscript></body></html>';
    const html = composeDocument(minified, {
      locale: 'ms-MY',
      head: '<title>Menu</title>',
      boot: '',
      styles: '',
      body: '<h1>Menu</h1>',
      state: '{}',
    });
    expect(html).toBe(
      '<!doctype html><html lang="ms-MY"><head><title>Menu</title></head><body><div id="root"><h1>Menu</h1></div><script type="application/json" id="mealprep-state">{}</script></body></html>',
    );
  });
});

describe('the guest page cache', () => {
  const base = {
    url: '/food-menu?tab=2',
    locale: 'en-US',
    remotes: {
      catalog: { version: '1.0.0' },
      checkout: { version: '1.0.0', integrity: 'sha384-a' },
    },
    shell: 's1',
    catalogue: 7,
  };

  it('files a page under everything its HTML depends on', () => {
    const key = PageCache.key(base);
    const { catalog, checkout } = base.remotes;
    expect(PageCache.key({ ...base, remotes: { checkout, catalog } })).toBe(key);
    for (const changed of [
      { url: '/food-menu?tab=3' },
      { locale: 'ms-MY' },
      { remotes: { catalog: { version: '1.1.0' }, checkout } },
      { remotes: { catalog, checkout: { version: '1.0.0', integrity: 'sha384-b' } } },
      { shell: 's2' },
      { catalogue: 8 },
    ]) {
      expect(PageCache.key({ ...base, ...changed })).not.toBe(key);
    }
  });

  it('keeps at most its capacity, the page asked for least recently dropped first', () => {
    const cache = new PageCache(2);
    cache.set('a', { status: 200, html: 'a' });
    cache.set('b', { status: 200, html: 'b' });
    expect(cache.get('a')?.html).toBe('a');
    cache.set('c', { status: 200, html: 'c' });
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('a');
    expect(new PageCache(0).size).toBe(0);
  });

  it('keeps the page just rendered when every kept page was asked for', () => {
    const cache = new PageCache(1);
    cache.set('a', { status: 200, html: 'a' });
    cache.get('a');
    cache.set('b', { status: 200, html: 'b' });
    expect(cache.get('b')?.html).toBe('b');
    expect(cache.get('a')).toBeUndefined();
  });

  it('sends a page fast-compressed first, and the smaller copy once it is asked for again', async () => {
    const html = `<!doctype html><html><body>${'<p>Nasi lemak ayam, sambal, timun.</p>'.repeat(400)}</body></html>`;
    const page = { status: 200, html };
    const first = encodePage(page, 'br');
    expect(zlib.brotliDecompressSync(first).toString()).toBe(html);
    expect(encodePage(page, 'br')).toBe(first);
    // The better copy is made in libuv's thread pool: its arrival is waited for, not timed.
    for (let turn = 0; turn < 1000 && encodePage(page, 'br') === first; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const kept = encodePage(page, 'br');
    expect(kept).not.toBe(first);
    expect(zlib.brotliDecompressSync(kept).toString()).toBe(html);
    expect(zlib.gunzipSync(encodePage(page, 'gzip')).toString()).toBe(html);
  });
});
