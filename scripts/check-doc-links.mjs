// `npm run lint:docs` (part of `npm test`): the docs a newcomer reads lead somewhere.
//
//  - Every relative link of a Markdown file under docs/, of the root README and of each
//    package's README (any README.md outside node_modules) leads to a file that exists, and a
//    link with `#heading` to a heading of that file (GitHub's anchors: lower case, punctuation
//    dropped, spaces as hyphens, `-1`, `-2` … for a repeated heading).
//  - Every `architecture.md §N` cited anywhere in the tree (code comments, docs) names a section
//    listed in the index, docs/architecture.md (a table row `| §2.4 | …`), and a title quoted
//    after it (`architecture.md §2.4 "Starting on intent"`, or `architecture.md "Parts and
//    boundaries"` without a number) is found on the page that holds the section.
//
// Usage: node scripts/check-doc-links.mjs [--root <folder>]   (default: the repository)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootArgument = process.argv.indexOf('--root');
const root =
  rootArgument > 0
    ? resolve(process.argv[rootArgument + 1])
    : resolve(dirname(fileURLToPath(import.meta.url)), '..');

const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', '.tsbuild', 'coverage', '.git']);
/** Folders of the repository's root that hold the shop's data, published builds and results. */
const SKIPPED_AT_ROOT = new Set(['data', 'releases', 'bench-results']);
const SOURCE = /\.(ts|tsx|mjs|cjs|js|md|sh)$/;
/** This check and its test cite sections that do not exist on purpose. */
const OWN_FILES = new Set(['scripts/check-doc-links.mjs', 'scripts/check-doc-links.test.ts']);

/** Every file under `folder` whose name `keep` accepts, skipping built and installed folders. */
function filesUnder(folder, keep) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      const skipped =
        SKIPPED.has(entry.name) || (folder === root && SKIPPED_AT_ROOT.has(entry.name));
      return skipped ? [] : filesUnder(path, keep);
    }
    return keep(entry.name) ? [path] : [];
  });
}

const toPosix = (path) => path.split(sep).join('/');
const problems = [];

/** The text of a Markdown file with fenced code blocks blanked (their lines kept, for numbers). */
function withoutFences(text) {
  let fence = null;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length) fence = null;
        return '';
      }
      if (marker) {
        fence = marker[1];
        return '';
      }
      return line;
    })
    .join('\n');
}

/** GitHub's anchor for a heading's text. */
export function slugOf(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link keeps its text
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map();
/** The anchors a Markdown file offers: its headings' slugs and any `<a id|name="…">`. */
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const text = withoutFences(readFileSync(file, 'utf8'));
    const anchors = new Set();
    const seen = new Map();
    for (const [, heading] of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
      const slug = slugOf(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

// 1. Links of the docs and the READMEs.
const markdown = [
  ...(existsSync(join(root, 'docs'))
    ? filesUnder(join(root, 'docs'), (n) => n.endsWith('.md'))
    : []),
  ...filesUnder(root, (name) => name === 'README.md'),
].filter((file, index, all) => all.indexOf(file) === index);

for (const file of markdown) {
  const where = toPosix(relative(root, file));
  const lines = withoutFences(readFileSync(file, 'utf8')).split('\n');
  lines.forEach((line, index) => {
    const prose = line.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length));
    const targets = [
      ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]),
    ];
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
      const [path, anchor] = target.split('#');
      const resolved = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      if (!resolved.startsWith(root)) {
        problems.push(`${where}:${index + 1}: ${target} leads outside the repository`);
        continue;
      }
      if (!existsSync(resolved)) {
        problems.push(`${where}:${index + 1}: ${target} leads to no file`);
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      if (!resolved.endsWith('.md') || statSync(resolved).isDirectory()) continue;
      if (!anchorsOf(resolved).has(decodeURIComponent(anchor))) {
        problems.push(`${where}:${index + 1}: ${target} names no heading of that file`);
      }
    }
  });
}

// 2. `architecture.md §N` cited anywhere names a section of the index.
const indexFile = join(root, 'docs', 'architecture.md');
const sections = new Map(); // '2.4' → the page (absolute path) that holds it
if (existsSync(indexFile)) {
  for (const [, number, target] of readFileSync(indexFile, 'utf8').matchAll(
    /^\|\s*§(\d+(?:\.\d+)*)\s*\|[^|\n]*\]\(([^)#\s]+)/gm,
  )) {
    sections.set(number, resolve(dirname(indexFile), target));
  }
}
const pageText = new Map();
const normalised = (text) =>
  text.replace(/[*_`]/g, '').replace(/[“”]/g, '"').replace(/\s+/g, ' ').toLowerCase();
function pageHolds(page, quote) {
  if (!pageText.has(page)) pageText.set(page, normalised(readFileSync(page, 'utf8')));
  return pageText.get(page).includes(normalised(quote));
}

// `architecture.md §2, §3`, `§3/§5`, `§1–2`, `§2.4 "Starting on intent"`, `"Parts and boundaries"`.
const CITATION =
  /architecture\.md((?:\s*(?:,|\/|and|\()?\s*§\d+(?:\.\d+)*|–\d+)*)(?:,?\s*\(?["“]([^"”\n]{3,80})["”])?/g;
const cited = filesUnder(root, (name) => SOURCE.test(name));
let citations = 0;
for (const file of cited) {
  const where = toPosix(relative(root, file));
  if (OWN_FILES.has(where) || where === 'docs/architecture.md') continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const [, numbersText, quote] of line.matchAll(CITATION)) {
        const numbers = [...numbersText.matchAll(/§(\d+(?:\.\d+)*)/g)].map((m) => m[1]);
        const range = /§(\d+)–(\d+)/.exec(numbersText);
        if (range) {
          for (let n = Number(range[1]) + 1; n <= Number(range[2]); n += 1) numbers.push(`${n}`);
        }
        if (numbers.length === 0 && quote === undefined) continue; // the page itself, not a section
        citations += 1;
        for (const number of numbers) {
          if (!sections.has(number)) {
            problems.push(
              `${where}:${index + 1}: cites architecture.md §${number}, not in its index`,
            );
          }
        }
        if (quote === undefined) continue;
        const pages =
          numbers.length > 0
            ? numbers.map((n) => sections.get(n)).filter(Boolean)
            : [...new Set(sections.values())];
        if (pages.length > 0 && !pages.some((page) => pageHolds(page, quote))) {
          problems.push(
            `${where}:${index + 1}: quotes "${quote}" from architecture.md${
              numbers.length > 0 ? ` §${numbers.join(', §')}` : ''
            }, which does not say it`,
          );
        }
      }
    });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} doc link problem(s)`);
  process.exit(1);
}
console.log(
  `docs: ${markdown.length} Markdown files' links and ${citations} citations of architecture.md checked, no problem`,
);
