import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const SHELL_INDEX = `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>MealPrep</title><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>`;

function write(root: string, file: string, content: string | Buffer) {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

/**
 * A stand-in for the repository's build output, so tests never depend on a webpack build:
 * the shell's dist, the catalog remote built at 1.2.3, the account remote at 0.4.0 without a
 * build, and the other remotes absent.
 */
export function createFakeRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mealprep-root-'));
  write(root, 'shell/dist/index.html', SHELL_INDEX);
  write(root, 'shell/dist/main.0123456789.js', 'console.log("shell");');
  // The build's precompressed copies (scripts/webpack/appConfig.js).
  write(root, 'shell/dist/main.0123456789.js.br', zlib.brotliCompressSync('console.log("shell");'));
  write(root, 'shell/dist/version.json', '{"version":"0.1.0"}');
  write(root, 'shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(
    root,
    'mfe-catalog/package.json',
    JSON.stringify({ name: '@mealprep/mfe-catalog', version: '1.2.3' }),
  );
  write(root, 'mfe-catalog/dist/remoteEntry.js', 'var catalog;');
  write(root, 'mfe-catalog/dist/remoteEntry.js.gz', zlib.gzipSync('var catalog;'));
  write(
    root,
    'mfe-catalog/dist/mf-manifest.json',
    JSON.stringify({
      name: 'catalog',
      exposes: [
        {
          name: 'routes',
          assets: {
            js: {
              sync: ['__federation_expose_routes.abcdef0123.js'],
              async: ['catalog-home.1111111111.js', 'catalog-foodMenu.2222222222.js', '307.33.js'],
            },
          },
        },
      ],
    }),
  );
  write(root, 'mfe-catalog/dist/routes.abcdef0123.js', 'export{}');
  write(
    root,
    'mfe-account/package.json',
    JSON.stringify({ name: '@mealprep/mfe-account', version: '0.4.0' }),
  );
  return root;
}
