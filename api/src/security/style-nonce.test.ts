import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadConfig } from '../config';
import { createFakeRoot } from '../test/fakeRoot';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';

/**
 * Inline styles under the page's CSP (docs/architecture.md §2.4, §5.1): `style-src` has no
 * 'unsafe-inline', so markup someone slips into a page cannot bring a style sheet of its own
 * (attribute selectors that read a page's secrets out, a fake form drawn over the real one).
 * Every `<style>` the server sends — the shell's own, styled-components' sheet — carries a nonce
 * made for that one answer and named by the CSP; the browser's styled-components reads it from
 * `<meta property="csp-nonce">`. A kept page is stored without it and gets a new one per answer.
 *
 * The shell's server bundle stands in for the real one, answering styled-components' sheet as
 * `ServerStyleSheet.getStyleTags()` writes it, and numbering its renders.
 */
const SHELL_SERVER = `
class RenderBudgetExceeded extends Error {}
let renders = 0;
module.exports = {
  sharedModules: {},
  RenderBudgetExceeded,
  async renderPage(input) {
    renders += 1;
    const status = input.url.includes('no-such-page') ? 404 : 200;
    return {
      status,
      redirect: null,
      html: '<main><h1 class="sc-a b">Menu</h1><p data-render="' + renders + '">x</p></main>',
      styles: '<style data-styled="true" data-styled-version="6.6.0">.b{color:#1f5f3b;}</style>',
      state: '{}',
      queries: {},
      passes: 1,
    };
  },
};`;

/** The shell's built index.html keeps its own first styles inline (shell/src/index.html). */
const INDEX = `<!doctype html><html lang=en-US><head><meta charset=utf-8><title>MealPrep MY</title><link rel=preload as=script href=/main.0123456789.js id=mealprep-app><style>body{margin:0}</style><STYLE media=print>nav{display:none}</STYLE><script defer src=/start.0123456789.js></script></head><body><div id=root></div></body></html>`;

const HTML = { accept: 'text/html' };
let t: TestApp;
let root: string;

/** The nonce the CSP names for styles, after checking it allows nothing else inline. */
function styleNonce(csp: string): string {
  const styleSrc = /(?:^|;\s*)style-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(styleSrc).not.toContain('unsafe-inline');
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(styleSrc)?.[1];
  expect(nonce).toBeDefined();
  return nonce ?? '';
}

/** Every `<style>` start tag of the document, and the styled-components meta's nonce. */
function expectEveryStyleNonced(html: string, nonce: string) {
  const styles = html.match(/<style\b[^>]*>/gi) ?? [];
  expect(styles.length).toBeGreaterThan(0);
  for (const tag of styles) expect(tag).toContain(` nonce="${nonce}"`);
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  // The nonce is nowhere else: no text, no attribute of the page, shows it.
  expect(html.split(nonce).length - 1).toBe(styles.length + 1);
}

beforeAll(async () => {
  root = createFakeRoot();
  fs.writeFileSync(path.join(root, 'shell/dist/index.html'), INDEX);
  fs.mkdirSync(path.join(root, 'shell/dist-server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist-server/render.js'), SHELL_SERVER);
  fs.mkdirSync(path.join(root, 'mfe-catalog/dist/server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-catalog/dist/server/routes.js'), 'module.exports = {};');
  const defaults = loadConfig({});
  t = await buildTestApp({ rootDir: root, ssr: { ...defaults.ssr, rendersPerNetwork: 3 } });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
}, SETUP_TIMEOUT);

/** Each page from a network of its own: a network has three renders a minute here. */
let networks = 0;
const from = () => `10.${(networks += 1)}.0.1`;

it.each(['/', '/food-menu', '/meal-bundles', '/about-us', '/ms-MY/food-menu', '/no-such-page'])(
  'nonces every <style> of %s with the one its CSP names',
  async (url) => {
    const response = await t.app.inject({ url, headers: HTML, remoteAddress: from() });
    expect(response.body).toContain('data-render=');
    expectEveryStyleNonced(
      response.body,
      styleNonce(String(response.headers['content-security-policy'])),
    );
  },
);

it('gives the same kept page a new nonce with every answer, compressed or not', async () => {
  const answers = [];
  for (const encoding of ['identity', 'identity', 'gzip', 'gzip', 'br', 'gzip, br']) {
    const response = await t.app.inject({
      url: '/fixed-meal-plan',
      headers: { ...HTML, 'accept-encoding': encoding },
      remoteAddress: from(),
    });
    const coding = response.headers['content-encoding'];
    const body =
      coding === 'gzip'
        ? zlib.gunzipSync(response.rawPayload).toString()
        : coding === 'br'
          ? zlib.brotliDecompressSync(response.rawPayload).toString()
          : response.body;
    const nonce = styleNonce(String(response.headers['content-security-policy']));
    expectEveryStyleNonced(body, nonce);
    answers.push({ nonce, render: /data-render="(\d+)"/.exec(body)?.[1] });
  }
  // One render, kept, and six nonces.
  expect(new Set(answers.map((answer) => answer.render)).size).toBe(1);
  expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(answers.length);
});

it('nonces the page the browser renders too (a network past its render budget gets it)', async () => {
  const network = from();
  const answers = [];
  for (let n = 0; n < 5; n += 1) {
    answers.push(
      await t.app.inject({ url: `/food-menu?q=dish${n}`, headers: HTML, remoteAddress: network }),
    );
  }
  const leftToBrowser = answers.slice(3);
  const nonces = leftToBrowser.map((response) => {
    expect(response.body).not.toContain('data-render=');
    expect(response.body).toContain('id="mealprep-boot"');
    const nonce = styleNonce(String(response.headers['content-security-policy']));
    expectEveryStyleNonced(response.body, nonce);
    return nonce;
  });
  expect(nonces[0]).not.toBe(nonces[1]);
});

it('allows no inline style on answers that are not pages', async () => {
  for (const url of ['/api/v1/remotes', '/main.0123456789.js', '/api/v1/nothing']) {
    const csp = String((await t.app.inject({ url })).headers['content-security-policy']);
    expect(/(?:^|;\s*)style-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
  }
});
