/** Browser and process-level tests against the built product (run `npm run build` first; `npm test` does). */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/*.e2e.ts'],
  transform: require('../test-support/swc-jest.cjs'),
  // Chooses and checks the Chromium once for the run, then starts the test PostgreSQL.
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/../test-support/postgres-global-teardown.mjs',
};
