/**
 * Jest `--filter` for the PostgreSQL pass (`npm run test:api:pg`): of the API's suites, only
 * those whose code reaches the module that opens a database (`src/db/index.ts`), through
 * relative imports. The others (the planner's maths, server rendering, the release files) give
 * the same answer on either driver and have already run on PGlite in `npm run test:unit`.
 */
const fs = require('node:fs');
const path = require('node:path');

const DATABASE_MODULE = path.join(__dirname, '..', 'src', 'db', 'index.ts');
const IMPORT =
  /(?:from\s+|import\s*\(\s*|require\s*\(\s*|jest\.mock\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    if (fs.existsSync(base + extension)) return base + extension;
  }
  return null;
}

function reachesDatabase(file, seen) {
  if (file === DATABASE_MODULE) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(IMPORT)) {
    const next = resolve(file, match[1]);
    if (next && reachesDatabase(next, seen)) return true;
  }
  return false;
}

module.exports = async function databaseSuites(testPaths) {
  return { filtered: testPaths.filter((testPath) => reachesDatabase(testPath, new Set())) };
};
