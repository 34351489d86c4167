import fs from 'node:fs';
import path from 'node:path';
import { createFakeRoot, SHELL_INDEX } from '../../test/fakeRoot';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../../test/helper';

/** A shell server bundle standing in for the real one (rendered by e2e/specs/ssr.e2e.ts). */
const SHELL_SERVER = `
class RenderBudgetExceeded extends Error {}
module.exports = {
  sharedModules: {},
  RenderBudgetExceeded,
  async renderPage() {
    return { status: 200, redirect: null, html: '<main><h1>Menu</h1></main>', styles: '', state: '{}', queries: {}, passes: 1 };
  },
};`;

const HTML = { accept: 'text/html' };
let t: TestApp;
let root: string;

beforeAll(async () => {
  root = createFakeRoot();
  fs.mkdirSync(path.join(root, 'shell/dist-server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist-server/render.js'), SHELL_SERVER);
  fs.mkdirSync(path.join(root, 'mfe-catalog/dist/server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-catalog/dist/server/routes.js'), 'module.exports = {};');
  t = await buildTestApp({ rootDir: root });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
}, SETUP_TIMEOUT);

describe('a kept guest page (docs/architecture.md §2.4)', () => {
  it('is rendered on the server and kept for the next guest', async () => {
    const first = await t.app.inject({ url: '/food-menu', headers: HTML });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Menu</h1>');
    expect(first.body).toContain('/main.0123456789.js');
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  it('is rendered again after a shell build that changed only the browser half', async () => {
    await t.app.inject({ url: '/food-menu', headers: HTML });
    // A browser-only change: new script names in index.html, the server bundle untouched.
    const index = path.join(root, 'shell/dist/index.html');
    fs.writeFileSync(index, SHELL_INDEX.replace('main.0123456789.js', 'main.9876543210.js'));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(index, later, later);
    // The shell's files are looked at on disk at most every 250 ms (§3.2).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const page = await t.app.inject({ url: '/food-menu', headers: HTML });
    expect(page.body).toContain('/main.9876543210.js');
    expect(page.body).not.toContain('/main.0123456789.js');
  });
});

describe('a kept guest page after a remote is rebuilt at the same version', () => {
  it('is rendered again: the entry’s digest is part of the key', async () => {
    const first = await t.app.inject({ url: '/meal-bundles', headers: HTML });
    expect(first.body).toContain('/remotes/catalog/1.2.3/__federation_expose_routes.abcdef0123.js');
    const manifest = path.join(root, 'mfe-catalog/dist/mf-manifest.json');
    fs.writeFileSync(
      manifest,
      fs.readFileSync(manifest, 'utf8').replace('abcdef0123', 'fedcba3210'),
    );
    const entry = path.join(root, 'mfe-catalog/dist/remoteEntry.js');
    fs.writeFileSync(entry, 'var catalog; // rebuilt');
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(manifest, later, later);
    fs.utimesSync(entry, later, later);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const page = await t.app.inject({ url: '/meal-bundles', headers: HTML });
    expect(page.body).toContain('/remotes/catalog/1.2.3/__federation_expose_routes.fedcba3210.js');
  });
});
