import { loadConfig } from '../config';
import { contentSecurityPolicy, pagePolicy } from './security';

describe('the page answers’ content security policy', () => {
  const config = loadConfig({ NODE_ENV: 'test', REMOTE_ORIGINS: 'https://remotes.example' });

  it('is the policy for the configuration and the registry’s origins, made once for both', () => {
    const first = pagePolicy(config, ['https://catalog.cdn.example']);
    expect(first).toBe(contentSecurityPolicy(config, ['https://catalog.cdn.example']));
    expect(first).toContain(
      "script-src 'self' https://remotes.example https://catalog.cdn.example",
    );
    expect(pagePolicy(config, ['https://catalog.cdn.example'])).toBe(first);
  });

  it('follows a change of the origins (a build published elsewhere) on the next page', () => {
    expect(pagePolicy(config, [])).not.toContain('cdn.example');
    const published = pagePolicy(config, [
      'https://catalog.cdn.example',
      'https://admin.cdn.example',
    ]);
    expect(published).toContain('https://admin.cdn.example');
    expect(pagePolicy(config)).toBe(contentSecurityPolicy(config, []));
  });

  it('is made for each configuration apart', () => {
    const other = loadConfig({ NODE_ENV: 'test', REMOTE_ORIGINS: 'https://other.example' });
    expect(pagePolicy(other, [])).toContain('https://other.example');
    expect(pagePolicy(config, [])).not.toContain('https://other.example');
  });
});
