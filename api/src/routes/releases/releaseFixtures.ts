/** Builds, manifests and visitors for the release registry's tests (not shipped). */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const SHELL_PACKAGE = {
  name: '@mealprep/shell',
  version: '0.1.0',
  dependencies: {
    '@mealprep/shared': '0.1.0',
    react: '^19.3.1',
    'react-dom': '^19.3.1',
    'react-router-dom': '^7.18.5',
    '@reduxjs/toolkit': '^2.14.0',
    formik: '^2.4.9',
  },
};

export interface BuildOptions {
  exposes?: string[];
  react?: string;
  formik?: string;
  name?: string;
  entry?: string;
  /** A build made for a shell that shared react-router-dom itself (before its lean entry). */
  sharesRouter?: boolean;
  /** A build made for a shell that shared RTK itself (before the lean store): its RTK version. */
  sharesToolkit?: string;
  /** With a server half (`server/`) the server renderer loads; its routes render nothing. */
  serverHalf?: boolean;
}

export function manifest(remote: string, options: BuildOptions = {}) {
  const react = options.react ?? '19.3.1';
  return {
    id: remote,
    name: options.name ?? remote,
    metaData: { name: remote },
    shared: [
      { id: `${remote}:react`, name: 'react', version: react, requiredVersion: `^${react}` },
      { id: `${remote}:react-dom/client`, name: 'react-dom/client', version: react },
      { name: '@mealprep/shared/ui', version: '0.1.0', requiredVersion: '^0.1.0' },
      ...(options.sharesRouter
        ? [{ name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.18.5' }]
        : [{ name: '@mealprep/shared/router', version: '0.1.0', requiredVersion: '^0.1.0' }]),
      ...(options.sharesToolkit
        ? [
            {
              name: '@reduxjs/toolkit/query/react',
              version: options.sharesToolkit,
              requiredVersion: `^${options.sharesToolkit}`,
            },
          ]
        : []),
      // Not a singleton: another major is allowed to coexist.
      { name: 'formik', version: options.formik ?? '2.4.9', requiredVersion: '^2.4.9' },
    ],
    remotes: [],
    exposes: (options.exposes ?? ['routes']).map((name) => ({ name, path: `./${name}` })),
  };
}

export function build(remote: string, version: string, options: BuildOptions = {}) {
  const file = (name: string, content: string) => ({
    path: name,
    content: Buffer.from(content).toString('base64'),
  });
  return {
    remote,
    version,
    files: [
      file('remoteEntry.js', options.entry ?? `var ${remote}; /* ${version} */`),
      file('mf-manifest.json', JSON.stringify(manifest(remote, options))),
      file(`routes.${version.replace(/\W/g, '')}abcdef01.js`, `export const v = '${version}';`),
      ...(options.serverHalf
        ? [
            file(
              'server/manifest.json',
              JSON.stringify({ name: remote, exposes: ['routes'], shared: {} }),
            ),
            file('server/routes.js', 'module.exports = {};'),
          ]
        : []),
    ],
  };
}

/** Visitor `n`'s stable cohort id. */
export const cohort = (n: number) => createHash('md5').update(`visitor-${n}`).digest('hex');

/**
 * A release manager's action as `cookie` (an admin's): `POST /api/v1/admin/releases` + `path`
 * (`''` publishes, `/catalog/pin`, `/catalog/canary`...). Throws with the answer when refused.
 */
export async function releaseAction(
  app: FastifyInstance,
  cookie: string,
  path: string,
  payload: object,
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/admin/releases${path}`,
    headers: { cookie },
    payload,
  });
  if (response.statusCode >= 300) {
    throw new Error(`${path || 'publish'}: ${response.statusCode} ${response.body}`);
  }
}

let networksGiven = 0;

/**
 * Addresses of returning visitors, each in a network of its own (an IPv4 /24), each given a page
 * now: start a canary after this and their reports come from networks the shop knew before it
 * started, as a real canary's sample mostly does (platform/visitorNetworks.ts). The first page is
 * the remotes list, as a browser's first request of the app is.
 */
export async function returningVisitors(app: FastifyInstance, count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, () => {
    networksGiven += 1;
    return `100.${64 + (Math.floor(networksGiven / 256) % 64)}.${networksGiven % 256}.1`;
  });
  for (const remoteAddress of addresses) {
    const page = await app.inject({ url: '/api/v1/remotes', remoteAddress });
    if (page.statusCode !== 200) throw new Error(`remotes list: ${page.statusCode}`);
  }
  return addresses;
}
