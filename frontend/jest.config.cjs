/** Frontend unit and component tests: jsdom, Testing Library, Apollo's MockLink behind the app's own client (app/testing/MockedApollo). */
module.exports = {
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: require('../test-support/swc-jest.cjs'),
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook)/)'],
  moduleNameMapper: {
    ...require('../test-support/workspace-sources.cjs'),
    '(^|/)siteOrigin$': '<rootDir>/src/test/siteOrigin.stub.ts',
    '^virtual:persisted-quer': '<rootDir>/src/test/persisted-queries.stub.cjs',
    '^virtual:schema-reference$': '<rootDir>/src/test/schemaReference.stub.ts',
    '\\.(css|svg|png|jpe?g|gif|webp)$': '<rootDir>/src/test/file-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
