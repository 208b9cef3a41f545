/**
 * Used only by e2e/harness.e2e.ts: runs broken-setup.fixture.ts without the e2e global setup, so
 * a browser that cannot start is met inside a test file, after its product has started.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.fixture.ts'],
  transform: require('../../../test-support/swc-jest.cjs'),
  testTimeout: 60_000,
};
