import type { RemoteMap } from '@mealprep/shared/federation';
import { entryIntegrityPlugin } from './entryIntegrity';

const SHA = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const remotes: RemoteMap = {
  catalog: { version: '1.0.0', entry: '/remotes/catalog/1.0.0/remoteEntry.js', integrity: SHA },
  questionnaire: {
    version: '2.0.0',
    entry: 'https://cdn.example.my/questionnaire/2.0.0/remoteEntry.js',
    integrity: SHA.replace('oqV', 'xyz'),
  },
  account: { version: '1.0.0', entry: 'http://localhost:3003/remoteEntry.js' },
  checkout: { version: '1.0.0', entry: '/remotes/checkout/1.0.0/remoteEntry.js' },
  admin: { version: '1.0.0', entry: '/remotes/admin/1.0.0/remoteEntry.js' },
};

const createScript = (url: string) => {
  const hook = entryIntegrityPlugin(remotes).createScript;
  if (!hook) throw new Error('the plugin has no createScript hook');
  return hook({ url, attrs: {} }) as HTMLScriptElement | undefined;
};

describe('entry integrity runtime plugin', () => {
  it('gives a same-origin entry its digest and a CORS request', () => {
    const script = createScript(
      new URL('/remotes/catalog/1.0.0/remoteEntry.js', location.href).href,
    );
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.integrity).toBe(SHA);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.src).toBe(new URL('/remotes/catalog/1.0.0/remoteEntry.js', location.href).href);
  });

  it('gives an entry served from a CDN its own digest, a retry query included', () => {
    const url = 'https://cdn.example.my/questionnaire/2.0.0/remoteEntry.js?retry=1';
    const script = createScript(url);
    expect(script?.integrity).toBe(SHA.replace('oqV', 'xyz'));
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.src).toBe(url);
  });

  it('leaves entries without a digest and every other script to the runtime', () => {
    expect(createScript('http://localhost:3003/remoteEntry.js')).toBeUndefined();
    expect(
      createScript(new URL('/remotes/checkout/1.0.0/remoteEntry.js', location.href).href),
    ).toBeUndefined();
    expect(
      createScript(new URL('/remotes/catalog/1.0.0/123.abc.js', location.href).href),
    ).toBeUndefined();
  });
});
