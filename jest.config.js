/** Jest runs every workspace's tests beside their code; the API's against real databases. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// react-intl 12 and its formatjs dependencies ship ES modules only; compile them for Jest too.
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../jest.env.web.js',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns,
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.web.ts'],
  // `*.bench.tsx` are benchmarks in jsdom (npm run bench:orders), never part of npm test.
  testMatch: [
    process.env.JEST_BENCH
      ? '<rootDir>/src/**/*.bench.{ts,tsx}'
      : '<rootDir>/src/**/*.test.{ts,tsx}',
  ],
});

module.exports = {
  rootDir: __dirname,
  // Both cores: the suites are independent (each API test file has its own database), and on a
  // 2-core machine Jest's default (cores − 1) runs everything in one process.
  maxWorkers: 2,
  // A test's own limit, not a speed check: the first test of a file pays for loading its modules,
  // which two workers on two cores can stretch past Jest's 5 s default. A hung test still fails.
  testTimeout: 30_000,
  projects: [
    web('shared'),
    web('shell'),
    web('mfe-catalog'),
    web('mfe-questionnaire'),
    web('mfe-account'),
    web('mfe-checkout'),
    web('mfe-admin'),
    {
      // Checks over the whole repository (docs citations and links), in Node.
      displayName: 'repo',
      rootDir: '<rootDir>',
      roots: ['<rootDir>/scripts'],
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/scripts/**/*.test.ts'],
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+/@react-email/.+\\.cjs$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      // @react-email/render loads react-dom/server with import(), which Jest's CommonJS runtime
      // refuses; compiled here it becomes a require().
      transformIgnorePatterns: ['/node_modules/(?!@react-email/)'],
      // Two API processes on one database need a database server: the scale-out suite runs in
      // the PostgreSQL pass (npm run test:api:pg), PGlite being an embedded, one-process store.
      testPathIgnorePatterns: process.env.TEST_DATABASE_URL
        ? []
        : ['/resilience/scale-out\\.test\\.ts$'],
    },
  ],
};
