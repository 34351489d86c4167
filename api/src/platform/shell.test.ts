import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootMarkup, injectBoot, LandingChunks } from './shell';

const remotes = {
  catalog: { version: '1.0.0', entry: '/remotes/catalog/1.0.0/remoteEntry.js' },
  questionnaire: { version: '1.0.0', entry: '/remotes/questionnaire/1.0.0/remoteEntry.js' },
  account: { version: '1.0.0', entry: '/remotes/account/1.0.0/remoteEntry.js' },
  checkout: { version: '1.0.0', entry: '/remotes/checkout/1.0.0/remoteEntry.js' },
  admin: { version: '</script><script>alert(1)</script>', entry: '/x"><script>alert(1)</script>' },
};

describe('boot injection', () => {
  it('cannot be broken out of by a value', () => {
    const markup = bootMarkup({ apiBaseUrl: '', remotes }, '/admin/login');
    expect(markup.match(/<script/g)).toHaveLength(1);
    expect(markup).toContain('\\u003c/script>');
    expect(markup).toContain('href="/x&quot;&gt;&lt;script&gt;');
    const json = /<script[^>]*>(.*)<\/script>/.exec(markup)?.[1] ?? '';
    expect(JSON.parse(json).remotes.admin.version).toBe('</script><script>alert(1)</script>');
  });

  it('preloads the entry the way the runtime loads it: with its integrity, over CORS', () => {
    const integrity = 'sha384-abc+/=';
    const markup = bootMarkup(
      { apiBaseUrl: '', remotes: { ...remotes, catalog: { ...remotes.catalog, integrity } } },
      '/food-menu',
      ['/remotes/catalog/1.0.0/routes.1.js'],
    );
    expect(markup).toContain(
      `<link rel="preload" as="script" href="/remotes/catalog/1.0.0/remoteEntry.js" integrity="${integrity}" crossorigin="anonymous">`,
    );
    // Chunks are loaded by the remote's own webpack runtime, as before.
    expect(markup).toContain(
      '<link rel="preload" as="script" href="/remotes/catalog/1.0.0/routes.1.js">',
    );
  });

  it('lists the scripts of a page already rendered for a later prefetch: they wait for the visitor’s intent', () => {
    const boot = { apiBaseUrl: '', remotes };
    const chunks = ['/remotes/catalog/1.0.0/routes.1.js'];
    const rendered = bootMarkup(boot, '/food-menu', chunks, true);
    expect(rendered.match(/<link data-prefetch as="script"/g)).toHaveLength(2);
    expect(rendered).not.toContain('rel=');
    expect(bootMarkup(boot, '/food-menu', chunks).match(/rel="preload"/g)).toHaveLength(2);
  });

  it('goes before </head>, whatever its case, or first when there is none', () => {
    expect(
      injectBoot('<html><HEAD></HEAD><body></body></html>', { apiBaseUrl: '', remotes }),
    ).toMatch(/^<html><HEAD><script type="application\/json"[^]*<\/HEAD><body>/);
    expect(injectBoot('<p>hi</p>', { apiBaseUrl: '', remotes })).toMatch(/^<script[^]*<p>hi<\/p>$/);
  });
});

describe('landing chunks', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-'));
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        {
          name: 'routes',
          assets: { js: { sync: ['expose.1.js'], async: ['catalog-foodMenu.2.js', 'x.3.js'] } },
        },
      ],
    }),
  );
  const chunks = new LandingChunks({ remoteDir: () => dir });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists the routes expose and the page chunk of a build served here', async () => {
    expect(await chunks.forPage(remotes, '/ms-MY/food-menu')).toEqual([
      '/remotes/catalog/1.0.0/expose.1.js',
      '/remotes/catalog/1.0.0/catalog-foodMenu.2.js',
    ]);
    expect(await chunks.forPage(remotes, '/no-such-page')).toEqual([]);
  });

  it('lists nothing for a remote on another origin (a failed preload would block its retry)', async () => {
    const elsewhere = {
      ...remotes,
      catalog: { version: '1.0.0', entry: 'https://cdn.example.my/catalog/remoteEntry.js' },
    };
    expect(await chunks.forPage(elsewhere, '/food-menu')).toEqual([]);
  });
});
