import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readServerManifest, serverBuildProblems } from './releaseServerBuild';

describe("a published build's server half", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-half-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const shell = { react: '^19.3.1', 'react-router-dom': '^7.18.5' };

  function build(name: string, manifest: string | null) {
    const dir = path.join(root, name);
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    if (manifest !== null) fs.writeFileSync(path.join(dir, 'server', 'manifest.json'), manifest);
    return dir;
  }

  it('passes a build made against the shell’s ranges', () => {
    const dir = build(
      'good',
      JSON.stringify({ name: 'catalog', exposes: ['routes'], shared: { react: '^19.3.0' } }),
    );
    const manifest = readServerManifest(dir, 'catalog');
    expect(serverBuildProblems(manifest, shell)).toEqual([]);
  });

  it('lets a build without a server half through: it renders in the browser', () => {
    expect(readServerManifest(build('browser-only', null), 'catalog')).toBeNull();
    expect(serverBuildProblems(null, shell)).toEqual([]);
  });

  it('refuses a server half that needs another React, drops ./routes, or is not a manifest', () => {
    const old = build(
      'old',
      JSON.stringify({ name: 'catalog', exposes: [], shared: { 'react/jsx-runtime': '^18.2.0' } }),
    );
    expect(serverBuildProblems(readServerManifest(old, 'catalog'), shell)).toEqual([
      { key: 'releaseExposeMissing', values: { expose: './routes', usedBy: 'server renderer' } },
      {
        key: 'releaseServerSharedIncompatible',
        values: { module: 'react/jsx-runtime', range: '^18.2.0', shellRange: '^19.3.1' },
      },
    ]);
    expect(readServerManifest(build('broken', '{not json'), 'catalog')).toBe('invalid');
    const other = build(
      'other',
      JSON.stringify({ name: 'checkout', exposes: ['routes'], shared: {} }),
    );
    expect(readServerManifest(other, 'catalog')).toBe('invalid');
    expect(serverBuildProblems('invalid', shell)).toEqual([
      { key: 'releaseServerManifestInvalid', values: {} },
    ]);
  });
});
