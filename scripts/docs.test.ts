/**
 * The repository explains itself (docs/README.md): every `docs/<page>.md §N` a comment or a page
 * cites is a heading of that page, no file points at documents outside the repository, and every
 * relative link of a Markdown file leads to a file that exists.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = resolve(__dirname, '..');
const skippedFolders = new Set([
  'node_modules',
  'dist',
  '.git',
  '.tsbuild',
  'data',
  'releases',
  'coverage',
  'bench-results',
  'screenshots',
  'drizzle',
]);
const textFile = /\.(ts|tsx|js|mjs|cjs|md|sh|json)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : filesUnder(path);
    return textFile.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });
}

const files = filesUnder(root).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));
const thisFile = relative(root, __filename);

/**
 * The section numbers a docs page has: headings such as `## §5. Validation` or `### §2.3 …`, or,
 * on an index page whose sections live on pages of their own (architecture.md), the first cell
 * of a table row, `| §2.4 | …`.
 */
function sectionsOf(page: string): Set<string> {
  const text = readFileSync(join(root, 'docs', page), 'utf8');
  return new Set(
    [...text.matchAll(/^(?:#{1,6}\s+|\|\s*)§(\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]!),
  );
}

/**
 * `docs/spec.md §2, §3 …`, `docs/spec.md §3/§5`, `docs/spec.md §1–2`: every number cited for a
 * page, with the file and line it is cited on. Inside docs/ a sibling page is cited as
 * `spec.md §4`.
 */
function citations(): { page: string; section: string; where: string }[] {
  const found: { page: string; section: string; where: string }[] = [];
  const citation =
    /(?:(?<=docs\/)|(?<![\w./-]))([a-z][a-z-]*)\.md((?:\s*(?:,|\/|and)?\s*§\d+(?:\.\d+)*|–\d+)+)/g;
  for (const { path, text } of files) {
    if (path === thisFile) continue;
    text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(citation)) {
        const before = line.slice(0, match.index);
        const inDocs = path.startsWith(`docs${sep}`) || path.startsWith('docs/');
        if (!before.endsWith('docs/') && !inDocs) continue;
        const [from, ...rest] = [...match[2]!.matchAll(/§?(\d+(?:\.\d+)*)/g)].map((m) => m[1]!);
        const numbers = [from!, ...rest];
        const range = match[2]!.match(/§(\d+)–(\d+)/);
        if (range) {
          for (let n = Number(range[1]); n <= Number(range[2]); n += 1) numbers.push(String(n));
        }
        for (const section of new Set(numbers)) {
          found.push({ page: `${match[1]}.md`, section, where: `${path}:${index + 1}` });
        }
      }
    });
  }
  return found;
}

describe('the repository explains itself', () => {
  it('cites only sections that exist in docs/', () => {
    const cited = citations();
    expect(cited.length).toBeGreaterThan(300);
    const sections = new Map<string, Set<string> | null>();
    const missing = cited
      .filter(({ page, section }) => {
        if (!sections.has(page)) {
          sections.set(page, existsSync(join(root, 'docs', page)) ? sectionsOf(page) : null);
        }
        return !sections.get(page)?.has(section);
      })
      .map(({ page, section, where }) => `${where}: docs/${page} §${section}`);
    expect(missing).toEqual([]);
  });

  it('points at no document outside the repository', () => {
    // Written in pieces so that this file does not match itself.
    const outside = new RegExp(
      ['/work' + '/', 'SPEC' + ' §', 'ARCHITECTURE' + ' §', 'STYLE' + '\\.md'].join('|'),
    );
    const offenders = files
      .filter(({ path, text }) => path !== thisFile && outside.test(text))
      .map(({ path }) => path);
    // `../shared/...` is fine where it means this repository's `shared/` folder.
    const leaving = files.flatMap(({ path, text }) =>
      [...text.matchAll(/(?:\.\.\/)+shared\/[\w./-]*/g)]
        .map((m) => m[0])
        .filter((target) => !resolve(root, dirname(path), target).startsWith(root + sep))
        .map((target) => `${path}: ${target}`),
    );
    expect([...offenders, ...leaving]).toEqual([]);
  });

  it('links from Markdown only to files that exist', () => {
    const broken = files
      .filter(({ path }) => path.endsWith('.md'))
      .flatMap(({ path, text }) =>
        [...text.matchAll(/\]\(([^)\s]+)\)/g)]
          .map((m) => m[1]!.split('#')[0]!)
          .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
          .filter((target) => !existsSync(resolve(root, dirname(path), target)))
          .map((target) => `${path}: ${target}`),
      );
    expect(broken).toEqual([]);
  });
});
