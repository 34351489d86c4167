import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { contentSecurityPolicy } from '../http/security';
import { createFakeRoot } from '../test/fakeRoot';
import { sriDigest } from './fileDigests';
import { workspaceRemoteRegistry } from './remotes';

const log = Fastify({ logger: false }).log;
let rootDir: string;

beforeAll(() => {
  rootDir = createFakeRoot();
});

afterAll(() => {
  fs.rmSync(rootDir, { recursive: true, force: true });
});

describe('workspaceRemoteRegistry', () => {
  it('serves each remote at its package version from its dist folder', async () => {
    const registry = workspaceRemoteRegistry({ rootDir, mfDev: false }, log);
    expect((await registry.remotesFor({})).catalog).toEqual({
      version: '1.2.3',
      entry: '/remotes/catalog/1.2.3/remoteEntry.js',
      // The script's Subresource Integrity, from the build this server holds.
      integrity: sriDigest(Buffer.from('var catalog;')),
    });
    expect(registry.remoteDir('catalog', '1.2.3')).toBe(`${rootDir}/mfe-catalog/dist`);
    expect(registry.remoteDir('catalog', '1.2.2')).toBeNull();
    expect((await registry.remotesFor({})).checkout.version).toBe('0.0.0');
    // Not built: no digest to give.
    expect((await registry.remotesFor({})).checkout.integrity).toBeUndefined();
  });

  it('follows a rebuilt entry with its new digest', async () => {
    const registry = workspaceRemoteRegistry({ rootDir, mfDev: false }, log);
    const entry = path.join(rootDir, 'mfe-catalog/dist/remoteEntry.js');
    fs.writeFileSync(entry, 'var catalog; /* rebuilt */');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(entry, later, later);
    expect((await registry.remotesFor({})).catalog.integrity).toBe(
      sriDigest(Buffer.from('var catalog; /* rebuilt */')),
    );
    fs.writeFileSync(entry, 'var catalog;');
  });

  it('points the entries at the dev servers with MF_DEV', async () => {
    const remotes = await workspaceRemoteRegistry({ rootDir, mfDev: true }, log).remotesFor({});
    // Dev servers rebuild on every change: no digest.
    expect(remotes.catalog.integrity).toBeUndefined();
    expect(
      Object.fromEntries(Object.entries(remotes).map(([name, info]) => [name, info.entry])),
    ).toEqual({
      catalog: 'http://localhost:3001/remoteEntry.js',
      questionnaire: 'http://localhost:3002/remoteEntry.js',
      account: 'http://localhost:3003/remoteEntry.js',
      checkout: 'http://localhost:3004/remoteEntry.js',
      admin: 'http://localhost:3005/remoteEntry.js',
    });
  });
});

describe('remotes served from their own origin', () => {
  it('points the entry at the base URL and allows its origin in the CSP', async () => {
    const config = loadConfig({ REMOTE_BASE_URLS: 'checkout=https://checkout.cdn.example/v7' });
    expect(config.remoteBaseUrls).toEqual({ checkout: 'https://checkout.cdn.example/v7/' });
    const remotes = await workspaceRemoteRegistry({ ...config, rootDir }, log).remotesFor({});
    expect(remotes.checkout.entry).toBe('https://checkout.cdn.example/v7/remoteEntry.js');
    expect(remotes.catalog.entry).toBe('/remotes/catalog/1.2.3/remoteEntry.js');
    // A CDN's copy of the build is checked against the build this server holds.
    const cdn = await workspaceRemoteRegistry(
      { ...loadConfig({ REMOTE_BASE_URLS: 'catalog=https://catalog.cdn.example/' }), rootDir },
      log,
    ).remotesFor({});
    expect(cdn.catalog).toEqual({
      version: '1.2.3',
      entry: 'https://catalog.cdn.example/remoteEntry.js',
      integrity: sriDigest(Buffer.from('var catalog;')),
    });
    expect(contentSecurityPolicy(config)).toContain(
      "script-src 'self' https://checkout.cdn.example",
    );
  });

  it.each(['basket=https://x.example/', 'checkout', 'checkout=ftp://x.example/'])(
    'refuses %s by name',
    (value) => {
      expect(() => loadConfig({ REMOTE_BASE_URLS: value })).toThrow(/REMOTE_BASE_URLS/);
    },
  );
});

describe('contentSecurityPolicy', () => {
  it('allows the dev servers with MF_DEV and nothing extra without', () => {
    const dev = contentSecurityPolicy({ ...loadConfig({}), mfDev: true });
    expect(dev).toContain(
      "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005;",
    );
    expect(contentSecurityPolicy(loadConfig({}))).toContain("script-src 'self'; style-src");
  });
});
