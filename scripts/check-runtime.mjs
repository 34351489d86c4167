// `npm run check:runtime` (docs/environment.md): the packages with native or
// WebAssembly parts work on the Node.js that `npm run` uses (node_modules/.bin/node, the `node`
// devDependency): argon2 (a native addon), sharp (libvips binaries), PGlite (PostgreSQL in
// WebAssembly) and highs (the planner's solver in WebAssembly). Each does real work; one line a
// package with its time; the exit code is non-zero when any fails.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './apps.mjs';

// These are the api's dependencies: load them as the api does.
const require = createRequire(join(root, 'api/package.json'));

const checks = {
  async argon2() {
    const argon2 = require('argon2');
    const hash = await argon2.hash('runtime-check', { type: argon2.argon2id, memoryCost: 19_456 });
    if (!(await argon2.verify(hash, 'runtime-check'))) throw new Error('verify failed');
    if (await argon2.verify(hash, 'another')) throw new Error('a wrong password verified');
    return hash.slice(0, 30);
  },
  async sharp() {
    const sharp = require('sharp');
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#1f7a4d' },
    })
      .png()
      .toBuffer();
    const webp = await sharp(png).resize(32).webp().toBuffer();
    const meta = await sharp(webp).metadata();
    if (meta.format !== 'webp' || meta.width !== 32 || meta.height !== 24) {
      throw new Error(`unexpected output ${JSON.stringify(meta)}`);
    }
    return `libvips ${sharp.versions.vips}, png → webp ${meta.width}×${meta.height}`;
  },
  async pglite() {
    const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
    const db = new PGlite();
    try {
      await db.exec('create table t (n int primary key); insert into t values (1), (2), (3);');
      const { rows } = await db.query('select sum(n)::int as total, version() as v from t');
      if (rows[0].total !== 6) throw new Error(`sum was ${rows[0].total}`);
      return rows[0].v.split(' on ')[0];
    } finally {
      await db.close();
    }
  },
  async highs() {
    const highs = await (await import(require.resolve('highs'))).default();
    // maximise x + 2y with x + y ≤ 4, x ≤ 3, y ≤ 2: x = 2, y = 2.
    const solution = highs.solve(
      'Maximize\n obj: x + 2 y\nSubject To\n c1: x + y <= 4\nBounds\n 0 <= x <= 3\n 0 <= y <= 2\nEnd',
    );
    if (solution.Status !== 'Optimal' || Math.abs(solution.ObjectiveValue - 6) > 1e-9) {
      throw new Error(`${solution.Status}, objective ${solution.ObjectiveValue}`);
    }
    return `optimal, objective ${solution.ObjectiveValue}`;
  },
};

console.log(`node ${process.version} (${process.execPath}), ${process.platform}-${process.arch}`);
let failed = 0;
for (const [name, check] of Object.entries(checks)) {
  const started = performance.now();
  try {
    const detail = await check();
    console.log(
      `ok    ${name.padEnd(7)} ${(performance.now() - started).toFixed(0).padStart(5)} ms  ${detail}`,
    );
  } catch (error) {
    failed += 1;
    console.log(
      `FAIL  ${name.padEnd(7)} ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
process.exit(failed === 0 ? 0 : 1);
