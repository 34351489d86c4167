// `npm run lint:comments` (part of `npm test`): comments a newcomer can trust.
//
//  - A doc comment (`/** … */`) belongs to the declaration right under it. Two doc comments in a
//    row mean the first one lost its declaration (something was put between it and the one it
//    describes, as `buildApp`'s once sat above another function): reported. A doc comment about
//    the whole file or a section of it stands apart, a blank line under it.
//  - Comments, test names and docs do not cite the numbers of an issue tracker: a clone of the
//    repository does not have it, so "(issue #6)" tells the reader nothing. Say what the rule is,
//    or name the doc section that explains it.
//
// Usage: node scripts/check-comments.mjs [file ...]   (default: every tracked source and doc file)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
const DOC = /\.md$/;
/** "issue #12", "issues #5, #21", "(#16)", "#34 finding 8", "#20 item 2". */
const TRACKER = /\bissues? #\d+|\(#\d{1,4}\)|#\d{1,4} (?:finding|item)\b/i;

const named = process.argv.slice(2);
const files = (
  named.length > 0
    ? named
    : execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
        encoding: 'utf8',
      }).split('\n')
).filter(
  (file) =>
    (SOURCE.test(file) || DOC.test(file)) &&
    !file.includes('node_modules/') &&
    !file.startsWith('api/drizzle/') &&
    file !== 'scripts/check-comments.mjs' &&
    !file.endsWith('CHANGELOG.md'),
);

const problems = [];
const lineOf = (text, offset) => text.slice(0, offset).split('\n').length;

function checkDocComments(file, text) {
  // Parsed, not only scanned: a scanner alone reads a template literal's `${…}` continuation as
  // code, and past it sees comments that are not there or misses those that are.
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const seen = new Set();
  const visit = (node) => {
    if (!seen.has(node.pos)) {
      seen.add(node.pos);
      const ranges = ts.getLeadingCommentRanges(text, node.pos) ?? [];
      ranges.forEach((range, index) => {
        const next = ranges[index + 1];
        if (!next || !isDocComment(text, range) || !isDocComment(text, next)) return;
        const between = text.slice(range.end, next.pos).split('\n').length - 1;
        if (between < 2) {
          problems.push(
            `${file}:${lineOf(text, range.pos)}: a doc comment right above another: it has lost its declaration`,
          );
        }
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  visit(source.endOfFileToken);
}

/** `/** … *\/`, not `/*** … *\/` nor `/**\/`. */
function isDocComment(text, range) {
  const token = text.slice(range.pos, range.end);
  return (
    range.kind === ts.SyntaxKind.MultiLineCommentTrivia &&
    token.startsWith('/**') &&
    !token.startsWith('/***') &&
    token !== '/**/'
  );
}

for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  text.split('\n').forEach((line, index) => {
    const found = TRACKER.exec(line);
    if (found) problems.push(`${file}:${index + 1}: cites an issue tracker ("${found[0]}")`);
  });
  if (SOURCE.test(file)) checkDocComments(file, text);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} comment problem(s) in ${files.length} files`);
  process.exit(1);
}
console.log(`comments: ${files.length} files checked, no problem`);
