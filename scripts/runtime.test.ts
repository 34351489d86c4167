/**
 * The project runs on a supported Node.js LTS through its own files (docs/environment.md):
 * `npm test` runs on the `node` devDependency, which satisfies `engines`, and the packages with
 * native or WebAssembly parts work on it (scripts/check-runtime.mjs).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = resolve(__dirname, '..');

describe('the Node.js runtime', () => {
  it('is the one package.json asks for', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(pkg.engines.node).toBe('>=24.9 <25');
    expect(process.version).toBe(`v${pkg.devDependencies.node}`);
  });

  it('runs argon2, sharp, PGlite and highs', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts/check-runtime.mjs')], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toContain(`node ${process.version}`);
    expect(lines.slice(1).map((line) => line.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'ok argon2',
      'ok sharp',
      'ok pglite',
      'ok highs',
    ]);
    expect(run.status).toBe(0);
  }, 120_000);
});
