import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sriDigest } from '../../platform/fileDigests';
import { SHELL_INDEX } from '../../test/fakeRoot';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../../test/helper';

/** The fake root's catalog entry (`var catalog;`) as the browser checks it. */
const CATALOG_SRI = sriDigest(Buffer.from('var catalog;'));
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    remoteOrigins: ['https://cdn.example.my'],
    trustProxy: true,
  });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

function bootOf(html: string) {
  const match = /<script type="application\/json" id="mealprep-boot">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no boot block');
  return JSON.parse(match[1]) as { apiBaseUrl: string; remotes: Record<string, unknown> };
}

describe('the shell and the single-page fallback', () => {
  it('serves index.html at / with the boot config and remote preloads before </head>', async () => {
    const response = await t.app.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const boot = bootOf(response.body);
    const remotes = await t.app.inject({ url: '/api/v1/remotes' });
    expect(boot).toEqual({ apiBaseUrl: '', remotes: remotes.json().data });
    // The entry is preloaded as the federation runtime asks for it: with its digest, over CORS.
    expect(response.body).toContain(
      `<link rel="preload" as="script" href="/remotes/catalog/1.2.3/remoteEntry.js" integrity="${CATALOG_SRI}" crossorigin="anonymous">`,
    );
    const headEnd = response.body.indexOf('</head>');
    expect(response.body.indexOf('id="mealprep-boot"')).toBeLessThan(headEnd);
    expect(response.body.indexOf('rel="preload"')).toBeLessThan(headEnd);
    expect(response.body).toContain('<div id="root">');
  });

  it.each([
    ['http', ''],
    ['https', '; Secure'],
  ])(
    'sets each of the visitor’s cookies once over %s, the page-view proof as @fastify/cookie would',
    async (proto, secure) => {
      // No server bundle here: the page is left to the browser after its proof was issued once.
      const response = await t.app.inject({
        url: '/food-menu',
        headers: { ...HTML, 'x-forwarded-proto': proto },
      });
      const lines = [response.headers['set-cookie'] ?? []].flat();
      expect(lines.map((line) => line.split('=')[0]).sort()).toEqual(['mp_cohort', 'mp_view']);
      const cohort = response.cookies.find((cookie) => cookie.name === 'mp_cohort')?.value ?? '';
      expect(lines).toContain(
        `mp_cohort=${cohort}; Max-Age=31536000; Path=/; HttpOnly${secure}; SameSite=Lax`,
      );
      expect(lines.find((line) => line.startsWith('mp_view='))).toMatch(
        new RegExp(
          `^mp_view=${cohort}\\.\\d+\\.[0-9a-f]{64}; Max-Age=86400; Path=/; HttpOnly${secure}; SameSite=Lax$`,
        ),
      );
    },
  );

  it.each([
    ['/food-menu', 'catalog'],
    ['/ms-MY/auth/login', 'account'],
    ['/account/my-order/12/summary', 'account'],
    ['/payment/7/failed?x=1', 'checkout'],
    ['/ms-MY', 'catalog'],
  ])('preloads only the remote of the landing page %s', async (url, remote) => {
    const response = await t.app.inject({ url, headers: HTML });
    const preloads = response.body.match(/rel="preload"[^>]*href="([^"]+)"/g) ?? [];
    expect(preloads.length).toBeGreaterThanOrEqual(1);
    for (const link of preloads) expect(link).toContain(`/remotes/${remote}/`);
  });

  it("preloads the landing page's routes expose and its page chunk from the build manifest", async () => {
    const response = await t.app.inject({ url: '/ms-MY/food-menu', headers: HTML });
    const preloads = (response.body.match(/rel="preload"[^>]*href="([^"]+)"/g) ?? []).map(
      (link) => /href="([^"]+)"/.exec(link)?.[1],
    );
    expect(preloads).toEqual([
      '/remotes/catalog/1.2.3/remoteEntry.js',
      '/remotes/catalog/1.2.3/__federation_expose_routes.abcdef0123.js',
      '/remotes/catalog/1.2.3/catalog-foodMenu.2222222222.js',
    ]);
    // A remote without a build here (account) gets its entry preloaded, nothing more.
    const login = await t.app.inject({ url: '/auth/login', headers: HTML });
    expect(login.body.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('preloads no remote for an unknown page', async () => {
    const response = await t.app.inject({ url: '/no-such-page', headers: HTML });
    expect(response.body).not.toContain('rel="preload"');
  });

  it.each(['/food-menu', '/ms-MY/food-menu', '/account/my-order/12/summary', '/index.html'])(
    'answers the app for the page %s',
    async (url) => {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="mealprep-boot"');
    },
  );

  it('serves hashed files for a year and plain ones with revalidation', async () => {
    const hashed = await t.app.inject({ url: '/main.0123456789.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.body).toBe('console.log("shell");');
    const version = await t.app.inject({ url: '/version.json' });
    expect(version.headers['cache-control']).toBe('no-cache');
    expect(version.json()).toEqual({ version: '0.1.0' });
  });

  it('answers 404, not the app, for missing files and non-HTML requests', async () => {
    const missingScript = await t.app.inject({
      url: '/main.ffffffffff.js',
      headers: { accept: '*/*' },
    });
    expect(missingScript.statusCode).toBe(404);
    expect(missingScript.headers['cache-control']).toBeUndefined();
    const json = await t.app.inject({ url: '/food-menu', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('answers unknown API paths with the JSON error shape, even for browsers', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/nothing', headers: HTML },
      { method: 'POST' as const, url: '/api/v1/nothing' },
      { method: 'GET' as const, url: '/storage/nothing.png', headers: HTML },
      { method: 'GET' as const, url: '/remotes/nothing', headers: HTML },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: true, message: 'Not found.', errors: {} });
    }
  });

  it('translates the error message for ms-MY', async () => {
    const response = await t.app.inject({
      url: '/api/v1/nothing',
      headers: { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' },
    });
    expect(response.json().message).toBe('Tidak dijumpai.');
    const byCookie = await t.app.inject({
      url: '/api/v1/nothing',
      headers: { cookie: 'locale=ms-MY' },
    });
    expect(byCookie.json().message).toBe('Tidak dijumpai.');
  });
});

describe('under npm run dev (MF_DEV)', () => {
  it('sends a page navigation to the shell dev server, and still answers the API', async () => {
    const dev = await buildTestApp({ mfDev: true });
    try {
      const page = await dev.app.inject({ url: '/food-menu?tab=RECIPE', headers: HTML });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('http://localhost:3000/food-menu?tab=RECIPE');
      const remotes = await dev.app.inject({ url: '/api/v1/remotes' });
      expect(remotes.statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

describe('remotes', () => {
  it('lists each remote with its version and entry, never cached', async () => {
    const response = await t.app.inject({ url: '/api/v1/remotes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'account',
      'admin',
      'catalog',
      'checkout',
      'questionnaire',
    ]);
    expect(data.catalog).toEqual({
      version: '1.2.3',
      entry: '/remotes/catalog/1.2.3/remoteEntry.js',
      integrity: CATALOG_SRI,
    });
    expect(data.account).toEqual({
      version: '0.4.0',
      entry: '/remotes/account/0.4.0/remoteEntry.js',
    });
  });

  it('serves a remote build with entry and manifest revalidated, chunks immutable, CORS open', async () => {
    const entry = await t.app.inject({ url: '/remotes/catalog/1.2.3/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var catalog;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const manifest = await t.app.inject({ url: '/remotes/catalog/1.2.3/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await t.app.inject({ url: '/remotes/catalog/1.2.3/routes.abcdef0123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, cached as the file it stands for', async () => {
    const brotli = await t.app.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("shell");');

    const gzip = await t.app.inject({
      url: '/remotes/catalog/1.2.3/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('var catalog;');

    // No copy in that encoding: the plain file.
    const plain = await t.app.inject({
      url: '/remotes/catalog/1.2.3/routes.abcdef0123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export{}');
  });

  it.each([
    '/remotes/catalog/9.9.9/remoteEntry.js',
    '/remotes/catalog/1.2.3/missing.js',
    '/remotes/account/0.4.0/remoteEntry.js',
    '/remotes/unknown/1.0.0/remoteEntry.js',
    '/remotes/catalog/1.2.3/../../package.json',
    '/remotes/catalog/1.2.3/%2e%2e/package.json',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  const expected = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };

  it.each([
    ['HTML', '/', HTML],
    ['API', '/api/v1/remotes', {}],
    ['static', '/main.0123456789.js', {}],
    ['remote', '/remotes/catalog/1.2.3/remoteEntry.js', {}],
    ['error', '/api/v1/nothing', {}],
  ])('are on %s answers', async (_kind, url, headers) => {
    const response = await t.app.inject({ url, headers });
    expect(response.headers).toMatchObject(expected);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://cdn.example.my");
    expect(csp).toContain("connect-src 'self' https://cdn.example.my");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS only for HTTPS requests (behind a trusted proxy here)', async () => {
    const response = await t.app.inject({
      url: '/api/v1/remotes',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('request errors', () => {
  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.my",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: true,
      message: 'The request body is not valid JSON.',
      errors: {},
    });
  });

  it('refuses prototype poisoning as malformed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.my", "password": "12345678"}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers bodies over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/log',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(true);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs/json', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(
      document.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema
        .required,
    ).toContain('password_confirmation');
    expect(document.paths['/api/v1/user/profile'].get.security).toEqual([{ sessionCookie: [] }]);
  });
});

describe('without builds', () => {
  let bare: TestApp;
  const emptyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mealprep-empty-root-'));

  beforeAll(async () => {
    bare = await buildTestApp({ rootDir: emptyRoot });
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await bare.close();
    fs.rmSync(emptyRoot, { recursive: true, force: true });
  }, SETUP_TIMEOUT);

  it('starts and answers 404 for the shell and the remotes', async () => {
    expect((await bare.app.inject({ url: '/', headers: HTML })).statusCode).toBe(404);
    expect(
      (await bare.app.inject({ url: '/remotes/catalog/0.0.0/remoteEntry.js' })).statusCode,
    ).toBe(404);
    const remotes = await bare.app.inject({ url: '/api/v1/remotes' });
    expect(remotes.statusCode).toBe(200);
  });

  it('picks up a shell built after start (index.html re-read when it changes)', async () => {
    fs.mkdirSync(path.join(emptyRoot, 'shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(emptyRoot, 'shell/dist/index.html'), SHELL_INDEX);
    const response = await bare.app.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="mealprep-boot"');
  });
});

describe('one origin for the customer', () => {
  const NAVIGATE = { ...HTML, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

  it('sends a page navigation under another host name to the same path on the public origin', async () => {
    for (const host of ['127.0.0.1:8080', '192.168.1.20:8080', 'localhost:8080']) {
      const response = await t.app.inject({
        url: '/ms-MY/food-menu?tab=MEALS&page=2',
        headers: { ...NAVIGATE, host },
      });
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe('http://shop.test/ms-MY/food-menu?tab=MEALS&page=2');
    }
  });

  it('never builds the target from the request: a forged Host or X-Forwarded-Host still lands on the public origin', async () => {
    const response = await t.app.inject({
      url: '/api/v1/payments/sandbox/return/12',
      headers: { ...NAVIGATE, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('http://shop.test/api/v1/payments/sandbox/return/12');
  });

  it('serves the page itself under the public host, default port or not', async () => {
    for (const host of ['shop.test', 'shop.test:80']) {
      const response = await t.app.inject({ url: '/food-menu', headers: { ...NAVIGATE, host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('leaves API calls, scripts and writes alone under any host name', async () => {
    const api = await t.app.inject({
      url: '/api/v1/remotes',
      headers: { host: '127.0.0.1:8080', 'sec-fetch-mode': 'cors' },
    });
    expect(api.statusCode).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { host: '127.0.0.1:8080', 'sec-fetch-mode': 'navigate' },
      payload: {},
    });
    expect(post.statusCode).not.toBe(307);
  });
});

describe('page titles in the HTML', () => {
  it("writes each page's own title in its language before any script runs", async () => {
    const cases = [
      ['/food-menu', 'Food menu — MealPrep MY'],
      ['/ms-MY/food-menu', 'Menu makanan — MealPrep MY'],
      ['/ms-MY/terms-and-conditions', 'Terma &amp; Syarat — MealPrep MY'],
      ['/account/my-order/12', 'Order details — MealPrep MY'],
      ['/no-such-page', 'Page not found — MealPrep MY'],
    ] as const;
    for (const [url, title] of cases) {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.body).toContain(`<title>${title}</title>`);
    }
  });
});
