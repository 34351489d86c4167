import { adoptStyleNonce, pageStyleNonce } from './styleNonce';

/** webpack's free variable: a plain global outside a build. */
const globals = globalThis as { __webpack_nonce__?: string };

describe('the page’s style nonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete globals.__webpack_nonce__;
  });

  it('is read from the meta the server writes and handed to webpack’s runtime', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="bm9uY2Utb2YtdGhpcy1wYWdl">';
    globals.__webpack_nonce__ = undefined;
    expect(pageStyleNonce()).toBe('bm9uY2Utb2YtdGhpcy1wYWdl');
    adoptStyleNonce();
    expect(globals.__webpack_nonce__).toBe('bm9uY2Utb2YtdGhpcy1wYWdl');
  });

  it('leaves webpack’s runtime alone on a page without one', () => {
    globals.__webpack_nonce__ = undefined;
    expect(pageStyleNonce()).toBeUndefined();
    adoptStyleNonce();
    expect(globals.__webpack_nonce__).toBeUndefined();
  });
});
