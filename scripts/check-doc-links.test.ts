/**
 * The docs check (scripts/check-doc-links.mjs) on a small tree of its own: it passes links to
 * files and headings that exist and citations the architecture index lists, and reports a link to
 * a missing file or heading, a cited section missing from the index, and a quoted title the
 * section's page does not hold.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, expect, it } from '@jest/globals';

const script = resolve(__dirname, 'check-doc-links.mjs');
const folders: string[] = [];

afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const index = [
  '# Architecture and decisions',
  '',
  '| §    | title                                          | page                            |',
  '| ---- | ---------------------------------------------- | ------------------------------- |',
  '| §2.4 | [Pages](architecture/pages.md#24-pages-on-the-server) | [pages](architecture/pages.md) |',
  '| §9   | [Rules](architecture/rules.md#9-rules)          | [rules](architecture/rules.md)  |',
  '',
].join('\n');

const pages = [
  '# Pages',
  '',
  '## §2.4 Pages on the server',
  '',
  '### Starting on intent',
  '',
  'The app starts at the first **sign of use**.',
  '',
  '### Notes',
  '',
  '### Notes',
  '',
  '```md',
  '[inside a fence](nowhere.md)',
  '```',
  '',
  'A link in code is not a link: `[x](nowhere.md)`.',
  '',
].join('\n');

const rules = ['# Rules', '', '## §9. Rules', '', 'Decided once.', ''].join('\n');

/** A tree with the files given (path → text) beside the good index and pages, checked. */
function check(files: Record<string, string>): { ok: boolean; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'check-doc-links-'));
  folders.push(root);
  const tree: Record<string, string> = {
    'docs/architecture.md': index,
    'docs/architecture/pages.md': pages,
    'docs/architecture/rules.md': rules,
    ...files,
  };
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  try {
    const output = execFileSync(process.execPath, [script, '--root', root], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

it('passes links to files and headings that exist, and citations the index lists', () => {
  const result = check({
    'README.md': [
      '[the pages](docs/architecture/pages.md#starting-on-intent), [a repeated one](docs/architecture/pages.md#notes-1),',
      '[the index](docs/architecture.md) and [a site](https://example.com/#x).',
      '',
    ].join('\n'),
    'shared/README.md': '[Rules](../docs/architecture/rules.md#9-rules)\n',
    'shell/src/start.ts': [
      '// docs/architecture.md §2.4 "Starting on intent", and §9 of it.',
      '// architecture.md §2.4, §9: both.',
      '// docs/architecture.md §9 "decided once"',
      '// docs/architecture.md "Pages on the server"',
      '',
    ].join('\n'),
  });
  expect(result).toMatchObject({ ok: true });
  expect(result.output).toMatch(/4 citations of architecture\.md checked, no problem/);
});

it('reports a link to a file that does not exist', () => {
  const result = check({ 'docs/overview.md': 'See [gone](gone.md).\n' });
  expect(result.ok).toBe(false);
  expect(result.output).toMatch(/docs\/overview\.md:1: gone\.md leads to no file/);
});

it('reports a link to a heading the file does not have', () => {
  const result = check({ 'README.md': '\n[old](docs/architecture/pages.md#2-old-title)\n' });
  expect(result.ok).toBe(false);
  expect(result.output).toMatch(/README\.md:2: .*#2-old-title names no heading of that file/);
});

it('reports a cited section the index does not list', () => {
  // Written in pieces so that the repository's own citation test does not read it as one.
  const result = check({ 'api/src/app.ts': '// docs/architecture' + '.md §2.4, §10.3\n' });
  expect(result.ok).toBe(false);
  expect(result.output).toMatch(/api\/src\/app\.ts:1: cites architecture\.md §10\.3, not in/);
  expect(result.output).not.toMatch(/§2\.4, not in/);
});

it('reports a quoted title the section does not hold', () => {
  const result = check({ 'api/src/app.ts': '// docs/architecture.md §9 "Starting on intent"\n' });
  expect(result.ok).toBe(false);
  expect(result.output).toMatch(/app\.ts:1: quotes "Starting on intent" from architecture\.md §9/);
});

it('skips built and installed folders', () => {
  const result = check({
    'node_modules/x/README.md': '[gone](gone.md)\n',
    'shell/dist/main.js': '// docs/architecture' + '.md §99\n',
  });
  expect(result).toMatchObject({ ok: true });
});
