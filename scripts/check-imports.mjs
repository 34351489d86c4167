// `npm run lint:imports`: the import rules of .dependency-cruiser.cjs over the whole tree (no
// circle of files, type-only imports included; shared's rooms keep their floors), then one rule
// no file-level check can see: inside shared, no folder imports a folder that imports it back
// (a domain that reads a platform folder which reads the domain). docs/architecture/shared.md.
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { root } from './apps.mjs';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const TREE = [
  'shared/src',
  'shell/src',
  'mfe-catalog/src',
  'mfe-questionnaire/src',
  'mfe-account/src',
  'mfe-checkout/src',
  'mfe-admin/src',
  'api/src',
  'api/scripts',
  'api/bench',
  'scripts',
  'e2e',
];

process.chdir(root);
const { output } = await cruise(
  TREE,
  { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true },
  {},
  { tsConfig: extractTSConfig('tsconfig.base.json') },
);
const problems = output.summary.violations.map(
  (v) =>
    `${v.rule.name}: ${v.from} → ${v.cycle ? v.cycle.map((step) => step.name ?? step).join(' → ') : v.to}`,
);

/**
 * shared/src/<folder> of a product file, or null outside shared and for tests and their helpers
 * (a test may reach across floors to set a scene). A file at shared's root is its own folder.
 */
function folderOf(file) {
  if (/\.test\.tsx?$/.test(file) || file.startsWith('shared/src/testing/')) return null;
  const match = /^shared\/src\/([^/]+)/.exec(file);
  return match ? match[1].replace(/\.tsx?$/, '') : null;
}
const edges = new Map(); // folder → Map(folder → the first file-level import that makes the arrow)
for (const module of output.modules) {
  const from = folderOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to))
      edges.get(from).set(to, `${module.source} → ${dependency.resolved}`);
  }
}
/** A path of folders from `start` to `goal`, or null. */
function pathBetween(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const trail = queue.shift();
    for (const next of edges.get(trail.at(-1))?.keys() ?? []) {
      if (next === goal) return [...trail, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}
const reported = new Set();
for (const [from, targets] of edges) {
  for (const [to, example] of targets) {
    const back = pathBetween(to, from);
    if (!back) continue;
    const circle = [from, ...back];
    const key = [...new Set(circle)].sort().join(',');
    if (reported.has(key)) continue;
    reported.add(key);
    problems.push(
      `no-circular-folders: shared/src ${circle.join(' → ')} (first arrow: ${example})`,
    );
  }
}

for (const problem of problems) console.error(problem);
console.log(
  `${output.summary.totalCruised} files, ${output.summary.totalDependenciesCruised} imports, ${edges.size} folders of shared: ${problems.length} problem(s)`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
