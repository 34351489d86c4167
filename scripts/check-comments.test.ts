/**
 * The comment check (scripts/check-comments.mjs) finds a doc comment that lost its declaration
 * wherever it sits, after template literals too (a scanner alone lost its way in them), and
 * passes one that stands apart.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from '@jest/globals';

const script = resolve(__dirname, 'check-comments.mjs');
const folder = mkdtempSync(join(tmpdir(), 'check-comments-'));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function check(source: string): { ok: boolean; output: string } {
  const file = join(folder, `case-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  try {
    return {
      ok: true,
      output: execFileSync(process.execPath, [script, file], { encoding: 'utf8' }),
    };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

it('reports a doc comment right above another, after a template literal with a substitution', () => {
  const result = check(
    [
      'const id = 1;',
      'export const query = `select ${id} from t where a = ${id}`;',
      'export class Repository {',
      '  /** What the first method did once. */',
      '  /** The second method. */',
      '  second() {}',
      '}',
      '',
    ].join('\n'),
  );
  expect(result.ok).toBe(false);
  expect(result.output).toMatch(/:4: a doc comment right above another/);
});

it('passes a file comment standing apart and doc comments on their declarations', () => {
  const result = check(
    [
      '/** What this file is for. */',
      '',
      '/** One. */',
      'export const one = `${1}`;',
      '/** Two. */',
      'export const two = 2;',
      '',
    ].join('\n'),
  );
  expect(result).toMatchObject({ ok: true });
});
