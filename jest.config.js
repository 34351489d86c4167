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

const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.web.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

module.exports = {
  rootDir: __dirname,
  projects: [
    web('shared'),
    web('shell'),
    web('mfe-catalog'),
    web('mfe-questionnaire'),
    web('mfe-account'),
    web('mfe-checkout'),
    web('mfe-admin'),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
  ],
};
