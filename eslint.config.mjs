// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mfe-catalog', 'mfe-questionnaire', 'mfe-account', 'mfe-checkout', 'mfe-admin'];
const apps = ['shell', ...remotes];

/**
 * Boundaries of the platform (docs/architecture.md §1): a remote imports only `@mealprep/shared`,
 * never the shell or another remote; the shell never imports a remote at compile time;
 * `shared` imports none of the apps.
 */

/** The typed hooks, for code that may otherwise use react-redux (tests, the server render). */
const typedStoreHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector / useAppDispatch from @mealprep/shared/store.',
};
/**
 * The store's libraries are not shared between builds (docs/architecture.md §2.3): each build
 * tree-shakes them, and the apps reach them through shared's store and api entries only.
 */
const storeLibraries = [
  'react-redux',
  'redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
].map((name) => ({
  name,
  message:
    'Use @mealprep/shared/store (typed hooks, StoreProvider) or @mealprep/shared/api (endpoints, skipToken): the store libraries are not shared between builds (docs/architecture.md §2.3).',
}));
/** Libraries product code uses through shared's wrappers. */
const wrappedLibraries = [
  ...storeLibraries,
  {
    name: 'react-intl',
    importNames: ['useIntl', 'FormattedMessage'],
    message: 'Use the typed useT / T from @mealprep/shared/i18n.',
  },
  { name: 'axios', message: 'Use the API client from @mealprep/shared/api.' },
  {
    name: 'react-router-dom',
    message:
      'Import routing from @mealprep/shared/router: react-router-dom is not shared, so a copy of its own would be a second router (docs/architecture.md §2.3).',
  },
  // E-mails and receipts are drawn by the API (docs/architecture.md §7.1, §7.2): these libraries
  // never reach a browser bundle.
  ...['@react-email/components', '@react-email/render', 'pdfkit', 'unpdf'].map((name) => ({
    name,
    message: 'Server only: e-mails and receipts are rendered by the API.',
  })),
];
/**
 * Tests and the server render run one copy of react-router-dom and of the store's libraries,
 * without Module Federation; they still use the typed hooks.
 */
const wrappedOutsideFederation = [
  typedStoreHooks,
  ...wrappedLibraries.filter(
    ({ name }) => name !== 'react-router-dom' && !storeLibraries.some((lib) => lib.name === name),
  ),
];
const dataLayerOnly = {
  name: '@mealprep/shared/api',
  importNames: ['useApi'],
  message:
    'Add an endpoint with baseApi.injectEndpoints (api.ts in the feature folder) and use its hook.',
};
const relativeInsideShared = [
  { regex: '^@mealprep/shared(/.*)?$', message: 'Use a relative import inside shared.' },
];
const sharedEntriesOnly = [
  {
    regex: '^@mealprep/shared(/src/.*)?$',
    message: 'Import shared through one of its public entries (@mealprep/shared/api, ...).',
  },
];

/**
 * Which apps read each domain of shared (docs/architecture/shared.md "Who reads a domain"): a
 * remote that needs another domain says so here, in review by the domain's owners (CODEOWNERS).
 * `core` is read by all; the API reads every domain.
 */
const DOMAIN_READERS = {
  catalogue: [
    'shell',
    'mfe-catalog',
    'mfe-questionnaire',
    'mfe-account',
    'mfe-checkout',
    'mfe-admin',
  ],
  cart: ['shell', 'mfe-catalog', 'mfe-questionnaire', 'mfe-account', 'mfe-checkout'],
  checkout: ['shell', 'mfe-catalog', 'mfe-account', 'mfe-checkout', 'mfe-admin'],
  orders: ['shell', 'mfe-account', 'mfe-checkout', 'mfe-admin'],
  plan: ['shell', 'mfe-questionnaire', 'mfe-account', 'mfe-admin'],
  account: ['shell', 'mfe-catalog', 'mfe-account', 'mfe-checkout'],
  staff: ['shell', 'mfe-account', 'mfe-admin'],
  subscriptions: ['shell', 'mfe-account', 'mfe-checkout', 'mfe-admin'],
  releases: ['mfe-admin'],
};
const domainZones = Object.entries(DOMAIN_READERS).flatMap(([domain, readers]) =>
  apps
    .filter((app) => !readers.includes(app))
    .map((app) => ({
      target: `./${app}/src`,
      from: `./shared/src/${domain}`,
      message: `${app} does not read shared's ${domain} domain (DOMAIN_READERS in eslint.config.mjs, docs/architecture/shared.md).`,
    })),
);

const boundaryZones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: [...apps.filter((a) => a !== remote).map((a) => `./${a}`), './api'],
    message: 'A remote imports only @mealprep/shared; load other remotes at run time.',
  })),
  {
    target: './shell',
    from: [...remotes.map((r) => `./${r}`), './api'],
    message: 'The shell knows remotes only by name: use loadRemote, never a static import.',
  },
  {
    target: './shared',
    from: [...apps.map((a) => `./${a}`), './api'],
    message: 'shared holds contracts only and imports no app.',
  },
  {
    target: './api',
    from: apps.map((a) => `./${a}`),
    message: 'The API shares code with the browser only through @mealprep/shared.',
  },
  ...domainZones,
];

/** Browser code takes only the types of the API's answer contracts (TypeBox schemas). */
const contractTypesOnly = {
  group: ['@mealprep/shared/*/contracts'],
  allowTypeImports: true,
  message: 'Import the answer contracts with `import type` in browser code.',
};
const contractPathTypesOnly = [
  contractTypesOnly,
  {
    group: ['**/*.contract', '../*/contracts', '../../*/contracts'],
    allowTypeImports: true,
    message: 'Import the answer contracts with `import type` in browser code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.tsbuild/**',
      'data/**',
      'releases/**',
      'coverage/**',
      'api/drizzle/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // Without these, import-x reads no TypeScript file and no-cycle silently checks nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-nocheck': true, 'ts-ignore': true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Wrap a library once: product code uses the typed hooks and translator from shared.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: wrappedLibraries, patterns: sharedEntriesOnly }],
    },
  },
  {
    // Remotes fetch through the data layer only (docs/architecture.md §4.1): an endpoint injected
    // into baseApi in the feature's api.ts and its generated hook, never the raw client or fetch.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...wrappedLibraries, dataLayerOnly],
          patterns: sharedEntriesOnly,
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Add an endpoint with baseApi.injectEndpoints (api.ts in the feature folder) and use its hook.',
        },
      ],
    },
  },
  {
    // The answer contracts are TypeBox schemas for the API; the browser takes only their types,
    // so no schema code ships to it (docs/architecture.md "Parts and boundaries").
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/**/*.contract.ts', 'shared/src/*/contracts.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: contractPathTypesOnly }],
    },
  },
  {
    // Forms load the rules (yup, luxon, the schemas: some 40 kB) when they first need them, from
    // `@mealprep/shared/validation/load`, never with the page (docs/architecture.md §4.1). Tests
    // and the server render may import them.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/server/**', '**/*.test.{ts,tsx}', '**/testUtils.tsx', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mealprep/shared/validation',
              allowTypeImports: true,
              message:
                'Load the rules when the form needs them: loadValidation() from @mealprep/shared/validation/load.',
            },
          ],
          patterns: contractPathTypesOnly,
        },
      ],
    },
  },
  {
    files: [
      'shell/src/server/**/*.{ts,tsx}',
      'shell/src/testUtils.tsx',
      'shell/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: wrappedOutsideFederation, patterns: sharedEntriesOnly },
      ],
    },
  },
  {
    files: ['mfe-*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...wrappedOutsideFederation, dataLayerOnly], patterns: sharedEntriesOnly },
      ],
    },
  },
  {
    // Inside shared, files import each other directly, never through the package's own entries.
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: relativeInsideShared,
        },
      ],
    },
  },
  {
    // Routing comes from shared's lean router entry (router.ts), relative inside shared; tests and
    // their helpers may use react-router-dom itself (one copy, no federation).
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router.ts', 'shared/src/testing/**', 'shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: 'Import routing from ../router (shared’s lean router entry).',
            },
          ],
          patterns: relativeInsideShared,
        },
      ],
    },
  },

  {
    // A domain's endpoints (shared/src/<domain>/api.ts) are an entry of their own: a remote built
    // without the shell's copy runs its own. They reach the one API slice and the one store
    // through those entries, never by a relative path, so every copy injects its endpoints into
    // the slice the shell provides (docs/architecture/shared.md "Entries that hold state").
    files: ['shared/src/*/api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mealprep/shared(?!/(api|store)$)(/.*)?$',
              message:
                'Use a relative import inside shared (the API slice and the store by entry).',
            },
            {
              group: ['../api', '../api/*', '../store', '../store/*'],
              message:
                'Import the API slice and the store from @mealprep/shared/api and @mealprep/shared/store: a relative import bundles a second slice into a remote’s copy.',
            },
          ],
        },
      ],
    },
  },
  {
    // Build and test configuration files are CommonJS.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
