import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RemoteServerBundles } from './serverBundles';

/** A server build as webpack writes it: CommonJS, taking shared libraries by `require`. */
function writeBuild(dir: string, body: string) {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(RemoteServerBundles.fileOf(dir), body);
}

describe('remote server bundles', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundles-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  // Evaluations are counted through a shared module: the bundle runs in Node's own realm.
  const runs = { count: 0 };
  const shared = { react: { marker: 'the shell’s React' }, runs };

  it('runs a version’s bundle with the shell’s shared modules, once per version', async () => {
    const dir = path.join(root, 'catalog-1');
    writeBuild(
      dir,
      `require('runs').count += 1;
       module.exports = { react: require('react').marker, path: require('node:path').sep };`,
    );
    const bundles = new RemoteServerBundles({ capacity: 4, failureTtlMs: 1000 });
    const key = { remote: 'catalog', version: '1.0.0', dir };
    runs.count = 0;
    const first = await bundles.load(key, shared);
    expect(first).toEqual({ react: 'the shell’s React', path: path.sep });
    expect(await bundles.load(key, shared)).toBe(first);
    expect(runs.count).toBe(1);
  });

  it('gives a new version (a new folder) new code on the next load, with no restart', async () => {
    const v1 = path.join(root, 'v1');
    const v2 = path.join(root, 'v2');
    writeBuild(v1, `module.exports = { marker: 'v1' };`);
    writeBuild(v2, `module.exports = { marker: 'v2' };`);
    const bundles = new RemoteServerBundles({ capacity: 4, failureTtlMs: 1000 });
    expect(await bundles.load({ remote: 'catalog', version: '1', dir: v1 }, shared)).toEqual({
      marker: 'v1',
    });
    expect(await bundles.load({ remote: 'catalog', version: '2', dir: v2 }, shared)).toEqual({
      marker: 'v2',
    });
    // A build rebuilt in place (the working tree's dist) is new code too.
    writeBuild(v1, `module.exports = { marker: 'v1 rebuilt' };`);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(RemoteServerBundles.fileOf(v1), later, later);
    expect(await bundles.load({ remote: 'catalog', version: '1', dir: v1 }, shared)).toEqual({
      marker: 'v1 rebuilt',
    });
  });

  it('runs a bundle again for a new shell build: its shared modules are that build’s', async () => {
    const dir = path.join(root, 'shell-rebuilt');
    writeBuild(dir, `module.exports = { react: require('react').marker };`);
    const bundles = new RemoteServerBundles({ capacity: 4, failureTtlMs: 1000 });
    const key = { remote: 'checkout', version: '1.0.0', dir };
    expect(await bundles.load(key, shared)).toEqual({ react: 'the shell’s React' });
    // The shell's server bundle rebuilt and read again, with no restart: new React, new contexts.
    const rebuilt = { react: { marker: 'the rebuilt shell’s React' }, runs };
    expect(await bundles.load(key, rebuilt)).toEqual({ react: 'the rebuilt shell’s React' });
  });

  it('keeps at most `capacity` versions loaded, dropping the least recently used', async () => {
    const bundles = new RemoteServerBundles({ capacity: 2, failureTtlMs: 1000 });
    for (const version of ['a', 'b', 'c', 'd']) {
      const dir = path.join(root, `lru-${version}`);
      writeBuild(dir, `module.exports = { version: '${version}' };`);
      await bundles.load({ remote: 'catalog', version, dir }, shared);
    }
    expect(bundles.size).toBe(2);
  });

  it('refuses a bundle that asks for a library the shell does not share, and remembers it', async () => {
    const dir = path.join(root, 'greedy');
    writeBuild(dir, `require('runs').count += 1; require('left-pad');`);
    let now = 1_000_000;
    const bundles = new RemoteServerBundles({ capacity: 2, failureTtlMs: 30_000, now: () => now });
    const key = { remote: 'catalog', version: 'x', dir };
    runs.count = 0;
    await expect(bundles.load(key, shared)).rejects.toThrow(/left-pad/);
    await expect(bundles.load(key, shared)).rejects.toThrow(/left-pad/);
    expect(runs.count).toBe(1);
    now += 29_000;
    await expect(bundles.load(key, shared)).rejects.toThrow(/left-pad/);
    expect(runs.count).toBe(1);
    now += 2_000;
    await expect(bundles.load(key, shared)).rejects.toThrow(/left-pad/);
    expect(runs.count).toBe(2);
  });

  it('refuses a version without a server build', async () => {
    const bundles = new RemoteServerBundles({ capacity: 2, failureTtlMs: 1000 });
    await expect(
      bundles.load({ remote: 'catalog', version: 'none', dir: path.join(root, 'none') }, shared),
    ).rejects.toThrow(/no server build/);
  });
});
