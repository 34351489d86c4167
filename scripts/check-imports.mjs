// `npm run lint:imports`: the import rules of .dependency-cruiser.cjs over the whole tree (no
// circle of files, type-only imports included; shared's rooms keep their floors), then one rule
// no file-level check can see: inside shared, no folder imports a folder that imports it back
// (a domain that reads a platform folder which reads the domain). docs/architecture/shared.md.
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { apps, root } from './apps.mjs';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const { folderCircles } = require('./folderCircles.cjs');
const TREE = [
  'shared/src',
  ...apps.map(({ dir }) => `${dir}/src`),
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

const folders = folderCircles(output.modules);
for (const { circle, example } of folders.circles) {
  problems.push(`no-circular-folders: shared/src ${circle.join(' → ')} (first arrow: ${example})`);
}

for (const problem of problems) console.error(problem);
console.log(
  `${output.summary.totalCruised} files, ${output.summary.totalDependenciesCruised} imports, ${folders.count} folders of shared: ${problems.length} problem(s)`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
