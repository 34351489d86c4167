import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemotesMap } from '../platform/remotes';
import { ShopRenderer } from './renderShop';
import { RemoteServerBundles, ShellServerBundle } from './serverBundles';

/**
 * The renderer's fallbacks, with server bundles as files on disk: a shell whose `renderPage`
 * behaves as React's does for each case (a page that throws is reported through `onError` and
 * its boundary left to the browser; a pass over budget rejects), and remotes' bundles that
 * load, throw as they load, or ask to be slow or to throw. The real bundles are rendered by the
 * browser suite (e2e/specs/ssr.e2e.ts, release.e2e.ts).
 */
const SHELL = `
class RenderBudgetExceeded extends Error {}
module.exports = {
  sharedModules: {},
  RenderBudgetExceeded,
  async renderPage(input) {
    const page = input.routes.catalog;
    if (page && page.mode === 'slow') throw new RenderBudgetExceeded('over ' + input.budgetMs + ' ms');
    if (page && page.mode === 'throws') input.onError(new Error('the page threw'));
    const html = page ? (page.mode === 'throws' ? '<main>left to the browser</main>' : '<main><h1>Menu</h1></main>') : '<main>skeleton</main>';
    const widgets = Object.entries(input.widgets).map(([id, module]) => id + ':' + module.name);
    return { status: 200, redirect: null, html, styles: '', state: '{}', queries: {}, passes: 1, widgets };
  },
};`;

describe('the shop renderer', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-renderer-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const shellFile = path.join(root, 'shell', 'render.js');
  fs.mkdirSync(path.dirname(shellFile), { recursive: true });
  fs.writeFileSync(shellFile, SHELL);

  function remote(version: string, code: string) {
    const dir = path.join(root, version);
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'server', 'routes.js'), code);
    return dir;
  }
  const dirs: Record<string, string> = {
    good: remote('good', `module.exports = { mode: 'good' };`),
    broken: remote('broken', `throw new Error('broken build');`),
    throws: remote('throws', `module.exports = { mode: 'throws' };`),
    slow: remote('slow', `module.exports = { mode: 'slow' };`),
  };
  const renderer = new ShopRenderer({
    shell: new ShellServerBundle(shellFile),
    bundles: new RemoteServerBundles({ capacity: 4, failureTtlMs: 1000 }),
    remoteDir: (_remote, version) => dirs[version] ?? null,
    origin: 'http://localhost:8080',
    budgetMs: 100,
  });
  const render = (version: string, entry = `/remotes/catalog/${version}/remoteEntry.js`) =>
    renderer.render({
      url: '/food-menu',
      locale: 'en-US',
      cookie: '',
      remotes: { catalog: { version, entry } } as unknown as RemotesMap,
      remote: 'catalog',
      inject: () => Promise.reject(new Error('no API in this test')),
    });

  it('renders the page with the remote’s server bundle', async () => {
    const result = await render('good');
    expect(result?.page.html).toBe('<main><h1>Menu</h1></main>');
    expect(result?.rendered).toBe('catalog');
    expect(result?.failure).toBeNull();
  });

  it('serves the page without the remote when its bundle fails to load, and says so', async () => {
    const result = await render('broken');
    expect(result?.page.html).toBe('<main>skeleton</main>');
    expect(result?.rendered).toBeNull();
    expect(result?.failure).toMatchObject({ remote: 'catalog', version: 'broken', kind: 'load' });
  });

  it('keeps the page when the remote throws while rendering; the failure is its version’s', async () => {
    const result = await render('throws');
    expect(result?.page.html).toBe('<main>left to the browser</main>');
    expect(result?.rendered).toBe('catalog');
    expect(result?.failure).toMatchObject({ version: 'throws', kind: 'render' });
  });

  it('renders without the remote when it takes longer than the budget', async () => {
    const result = await render('slow');
    expect(result?.page.html).toBe('<main>skeleton</main>');
    expect(result?.rendered).toBeNull();
    expect(result?.failure).toMatchObject({ version: 'slow', kind: 'timeout' });
  });

  it('leaves a build served from another origin to the browser, which is no failure', async () => {
    const result = await render('good', 'https://cdn.example/catalog/good/remoteEntry.js');
    expect(result?.rendered).toBeNull();
    expect(result?.failure).toBeNull();
  });

  it('gives the page the widgets of other remotes from their server builds, and goes on without a broken one', async () => {
    const widget = (version: string, code: string) => {
      const dir = remote(version, `module.exports = {};`);
      fs.writeFileSync(path.join(dir, 'server', 'MealPlan.js'), code);
      return dir;
    };
    dirs['plan-good'] = widget('plan-good', `module.exports = { name: 'MealPlan' };`);
    dirs['plan-broken'] = widget('plan-broken', `throw new Error('broken widget');`);
    const withPlan = (version: string) =>
      renderer.render({
        url: '/account',
        locale: 'en-US',
        cookie: '',
        remotes: {
          catalog: { version: 'good', entry: '/remotes/catalog/good/remoteEntry.js' },
          questionnaire: { version, entry: `/remotes/questionnaire/${version}/remoteEntry.js` },
        } as unknown as RemotesMap,
        remote: 'catalog',
        inject: () => Promise.reject(new Error('no API in this test')),
      });

    const shown = await withPlan('plan-good');
    expect(shown?.page.widgets).toEqual(['questionnaire/MealPlan:MealPlan']);
    const broken = await withPlan('plan-broken');
    expect(broken?.page.widgets).toEqual([]);
    expect(broken?.page.html).toBe('<main><h1>Menu</h1></main>');
    expect(broken?.failure).toBeNull();
  });

  it('answers null while the shell has no server build', async () => {
    const none = new ShopRenderer({
      shell: new ShellServerBundle(path.join(root, 'missing.js')),
      bundles: new RemoteServerBundles({ capacity: 1, failureTtlMs: 1 }),
      remoteDir: () => null,
      origin: 'http://localhost:8080',
      budgetMs: 100,
    });
    expect(
      await none.render({
        url: '/',
        locale: 'en-US',
        cookie: '',
        remotes: {} as RemotesMap,
        remote: null,
        inject: () => Promise.reject(new Error('unused')),
      }),
    ).toBeNull();
  });
});
