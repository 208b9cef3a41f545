module.exports = {
  displayName: 'backend',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: require('../test-support/swc-jest.cjs'),
  // better-auth ships ES modules only: tests load a CommonJS bundle of it (test-support/better-auth-cjs).
  moduleNameMapper: {
    ...Object.fromEntries(
      ['better-auth', 'better-auth/plugins', 'better-auth/plugins/admin/access', 'better-auth/node'].map((name) => [
        `^${name}$`,
        `<rootDir>/../test-support/better-auth-cjs/${name.replaceAll('/', '_')}.cjs`,
      ]),
    ),
    ...require('../test-support/workspace-sources.cjs'),
  },
  // request-filtering-agent ships ES modules only: Jest compiles it like our own sources.
  transformIgnorePatterns: ['/node_modules/(?!request-filtering-agent/)'],
  globalSetup: '<rootDir>/../test-support/backend-global-setup.mjs',
  globalTeardown: '<rootDir>/../test-support/postgres-global-teardown.mjs',
};
