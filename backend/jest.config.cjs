module.exports = {
  displayName: 'backend',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: require('../test-support/swc-jest.cjs'),
  globalSetup: '<rootDir>/../test-support/postgres-global-setup.mjs',
  globalTeardown: '<rootDir>/../test-support/postgres-global-teardown.mjs',
};
