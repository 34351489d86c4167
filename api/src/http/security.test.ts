import { loadConfig } from '../config';
import { contentSecurityPolicy, newStyleNonce, pagePolicy } from './security';

describe('the page answers’ content security policy', () => {
  const config = loadConfig({ NODE_ENV: 'test', REMOTE_ORIGINS: 'https://remotes.example' });

  it('is the policy for the configuration and the registry’s origins, made once for both', () => {
    const first = pagePolicy(config, ['https://catalog.cdn.example'], 'n0nce');
    expect(first).toBe(contentSecurityPolicy(config, ['https://catalog.cdn.example'], 'n0nce'));
    expect(first).toContain(
      "script-src 'self' https://remotes.example https://catalog.cdn.example",
    );
    expect(pagePolicy(config, ['https://catalog.cdn.example'], 'n0nce')).toBe(first);
  });

  it('names each answer’s style nonce and allows no other inline style sheet', () => {
    const nonces = [newStyleNonce(), newStyleNonce()];
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // Drawn many at a time, none is ever given twice, across draws too.
    const many = Array.from({ length: 1000 }, () => newStyleNonce());
    expect(new Set(many).size).toBe(1000);
    for (const nonce of many) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    for (const nonce of nonces) {
      const policy = pagePolicy(config, [], nonce);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'`);
      expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
    }
    // Answers that are not pages allow no inline style at all.
    expect(contentSecurityPolicy(config)).toContain("style-src 'self';");
    expect(contentSecurityPolicy(config)).not.toContain('unsafe-inline');
  });

  it('lets a page carry inline speculation rules, and no other inline script', () => {
    const scripts = (policy: string) =>
      policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scripts(pagePolicy(config, [], 'n'))).toBe(
      "script-src 'self' https://remotes.example 'inline-speculation-rules'",
    );
    expect(scripts(contentSecurityPolicy(config))).toBe(
      "script-src 'self' https://remotes.example",
    );
  });

  it('follows a change of the origins (a build published elsewhere) on the next page', () => {
    expect(pagePolicy(config, [], 'n')).not.toContain('cdn.example');
    const published = pagePolicy(
      config,
      ['https://catalog.cdn.example', 'https://admin.cdn.example'],
      'n',
    );
    expect(published).toContain('https://admin.cdn.example');
    expect(pagePolicy(config, [], 'n')).toBe(contentSecurityPolicy(config, [], 'n'));
  });

  it('is made for each configuration apart', () => {
    const other = loadConfig({ NODE_ENV: 'test', REMOTE_ORIGINS: 'https://other.example' });
    expect(pagePolicy(other, [], 'n')).toContain('https://other.example');
    expect(pagePolicy(config, [], 'n')).not.toContain('https://other.example');
  });
});
