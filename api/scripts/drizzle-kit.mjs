// Runs drizzle-kit from the api workspace. npm hoists drizzle-kit to the root node_modules but
// keeps drizzle-orm in api/node_modules, where drizzle-kit's own imports cannot see it; this
// resolves drizzle-orm from here instead (ESM hook for import(), NODE_PATH for require()).
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_PATH = [path.join(apiDir, 'node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(path.delimiter);
(await import('node:module')).default._initPaths();

register('./drizzle-kit-hooks.mjs', import.meta.url, {
  data: { parentURL: new URL('../package.json', import.meta.url).href },
});

const kitDir = path.dirname(createRequire(import.meta.url).resolve('drizzle-kit'));
await import(path.join(kitDir, 'bin.cjs'));
