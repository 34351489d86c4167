// Circles of folders inside shared/src, drawn from file-level imports (scripts/check-imports.mjs):
// a folder imports another when one of its product files imports one of the other's.

/**
 * shared/src/<folder> of a product file, or null outside shared and for tests and their helpers
 * (a test may reach across floors to set a scene). A file at shared's root is its own folder.
 */
function folderOf(file) {
  if (/\.test\.tsx?$/.test(file) || file.startsWith('shared/src/testing/')) return null;
  const match = /^shared\/src\/([^/]+)/.exec(file);
  return match ? match[1].replace(/\.tsx?$/, '') : null;
}

/**
 * Every circle of folders once, each with the first file-level import that draws its first arrow,
 * from dependency-cruiser's modules (`{ source, dependencies: [{ resolved }] }`); and how many
 * folders import or are imported.
 */
function folderCircles(modules) {
  const edges = new Map(); // folder → Map(folder → the first file-level import of that arrow)
  for (const module of modules) {
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
  const pathBetween = (start, goal) => {
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
  };
  const circles = [];
  const reported = new Set();
  for (const [from, targets] of edges) {
    for (const [to, example] of targets) {
      const back = pathBetween(to, from);
      if (!back) continue;
      const circle = [from, ...back];
      const key = [...new Set(circle)].sort().join(',');
      if (reported.has(key)) continue;
      reported.add(key);
      circles.push({ circle, example });
    }
  }
  const named = new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to.keys()])]);
  return { circles, count: named.size };
}

module.exports = { folderOf, folderCircles };
