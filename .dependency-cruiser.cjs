// The import rules `npm run lint:imports` checks (scripts/check-imports.mjs), beside ESLint's
// boundaries between apps (eslint.config.mjs). docs/architecture/shared.md explains the rooms.
const DOMAINS = 'catalogue|cart|checkout|orders|plan|account|staff|subscriptions|releases';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other, type-only imports included: move what both need into a file below them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ui-kit-knows-no-domain',
      severity: 'error',
      comment:
        'shared/src/ui is the design system: a widget that knows a domain lives in that domain’s ui/ folder.',
      from: { path: '^shared/src/ui/' },
      to: { path: `^shared/src/(${DOMAINS}|api|store|bus|routes|federation|schemas)/` },
    },
    {
      name: 'core-stands-alone',
      severity: 'error',
      comment:
        'shared/src/core is the vocabulary every part reads; it imports nothing else of shared.',
      from: { path: '^shared/src/core/' },
      to: { path: '^shared/src/(?!core/)' },
    },
    {
      name: 'domain-rules-stay-light',
      severity: 'error',
      comment:
        'A domain’s entry (`@mealprep/shared/<domain>`) is rules and types only: its rules import no endpoint, widget, schema or contract (except as types), so a page that reads a rule does not load RTK Query, React widgets, yup or TypeBox with it.',
      from: {
        path: `^shared/src/(${DOMAINS}|core)/[^/]+\\.ts$`,
        pathNot: '(\\.test|\\.validation|\\.contract|/api|/contracts)\\.ts$',
      },
      to: {
        path: `^shared/src/((${DOMAINS})/(ui/|api\\.ts)|[^/]+/[^/]+\\.(validation|contract)\\.ts$|api/|store/|ui/|schemas/)`,
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|\\.tsbuild|coverage)/' },
  },
};
