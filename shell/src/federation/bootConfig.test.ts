import { BOOT_ELEMENT_ID, type RemoteMap } from '@mealprep/shared/federation';
import { readInlineBootConfig, resolveBootConfig } from './bootConfig';

const remotes = (version: string): RemoteMap => ({
  catalog: { version, entry: `/remotes/catalog/${version}/remoteEntry.js` },
  questionnaire: { version, entry: `/remotes/questionnaire/${version}/remoteEntry.js` },
  account: { version, entry: `/remotes/account/${version}/remoteEntry.js` },
  checkout: { version, entry: `/remotes/checkout/${version}/remoteEntry.js` },
  admin: { version, entry: `/remotes/admin/${version}/remoteEntry.js` },
});

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_ELEMENT_ID;
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('boot config', () => {
  it('prefers the block the server inlined', async () => {
    const doc = documentWith(
      JSON.stringify({ apiBaseUrl: 'https://api.example.my', remotes: remotes('2.0.0') }),
    );
    const fetchJson = jest.fn();
    const config = await resolveBootConfig(doc, fetchJson, remotes('0.0.1'));
    expect(config.apiBaseUrl).toBe('https://api.example.my');
    expect(config.remotes.catalog.version).toBe('2.0.0');
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('asks the registry when nothing is inlined', async () => {
    const fetchJson = jest.fn(async () => ({ data: remotes('1.5.0') }));
    const config = await resolveBootConfig(documentWith(null), fetchJson, remotes('0.0.1'));
    expect(fetchJson).toHaveBeenCalledWith('/api/v1/remotes');
    expect(config.remotes.account.version).toBe('1.5.0');
  });

  it('falls back to the baked map when the registry is down or answers nonsense', async () => {
    const down = await resolveBootConfig(
      documentWith('{broken'),
      async () => {
        throw new Error('503');
      },
      remotes('0.0.1'),
    );
    expect(down.remotes.admin.version).toBe('0.0.1');
    const nonsense = await resolveBootConfig(
      documentWith(null),
      async () => ({ data: { catalog: 1 } }),
      remotes('0.0.1'),
    );
    expect(nonsense.remotes.catalog.version).toBe('0.0.1');
  });

  it('rejects an inlined block that misses a remote', () => {
    const { admin: _admin, ...partial } = remotes('1.0.0');
    expect(
      readInlineBootConfig(documentWith(JSON.stringify({ apiBaseUrl: '', remotes: partial }))),
    ).toBeNull();
  });
});
