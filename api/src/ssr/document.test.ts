import zlib from 'node:zlib';
import { composeDocument } from './document';
import { cachedPage, pageAnswer, PageCache, type CachedPage } from './pageCache';

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

  const page = (text: string) => cachedPage(200, [`<head><meta nonce="`, `">${text}`]);
  const text = (kept: CachedPage | undefined) => kept?.parts[1];

  it('keeps at most its capacity of route pages, the page asked for least recently dropped first', () => {
    const cache = new PageCache(2);
    cache.set('a', page('a'), true);
    cache.set('b', page('b'), true);
    expect(text(cache.get('a'))).toBe('">a');
    cache.set('c', page('c'), true);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(text(cache.get('a'))).toBe('">a');
    expect(new PageCache(0).size).toBe(0);
    expect(new PageCache(0).set('a', page('a'), true)).toBe(false);
  });

  it('keeps the page just rendered when every kept page was asked for', () => {
    const cache = new PageCache(1);
    cache.set('a', page('a'), true);
    cache.get('a');
    cache.set('b', page('b'), true);
    expect(text(cache.get('b'))).toBe('">b');
    expect(cache.get('a')).toBeUndefined();
  });

  it('never drops a route page for other addresses, and keeps those only once asked for twice when full', () => {
    const cache = new PageCache(4);
    cache.set('/food-menu', page('menu'), true);
    // The second part holds a quarter as many: one.
    expect(cache.set('/food-menu?q=a', page('a'), false)).toBe(true);
    for (let n = 0; n < 100; n += 1) {
      expect(cache.set(`/food-menu?q=flood${n}`, page(`${n}`), false)).toBe(false);
    }
    expect(text(cache.get('/food-menu'))).toBe('">menu');
    expect(text(cache.get('/food-menu?q=a'))).toBe('">a');
    // Asked for again: it takes the place of the one asked for least recently.
    expect(cache.set('/food-menu?q=flood99', page('99'), false)).toBe(true);
    expect(text(cache.get('/food-menu?q=flood99'))).toBe('">99');
    expect(cache.get('/food-menu?q=a')).toBeUndefined();
    expect(text(cache.get('/food-menu'))).toBe('">menu');
  });

  it('answers a kept page with each answer’s nonce, gzipped from pieces made once', () => {
    const html = `${'<p>Nasi lemak ayam, sambal, timun.</p>'.repeat(400)}</body></html>`;
    const kept = cachedPage(200, [
      '<html><head><meta nonce="',
      '"><style nonce="',
      `">p{}</style></head><body>${html}`,
    ]);
    expect(pageAnswer(kept, 'n1', null)).toBe(kept.parts.join('n1'));
    const gzipped = pageAnswer(kept, 'n1', 'gzip') as Buffer;
    expect(zlib.gunzipSync(gzipped).toString()).toBe(kept.parts.join('n1'));
    const pieces = kept.gzip;
    expect(zlib.gunzipSync(pageAnswer(kept, 'n2', 'gzip')).toString()).toBe(kept.parts.join('n2'));
    expect(kept.gzip).toBe(pieces);
    expect(zlib.brotliDecompressSync(pageAnswer(kept, 'n3', 'br')).toString()).toBe(
      kept.parts.join('n3'),
    );
  });
});
