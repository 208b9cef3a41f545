/**
 * Story tests for the design system: every story is rendered in jsdom through
 * Storybook's portable stories (composeStories), with the same preview
 * annotations (provider, theme decorator) as the Storybook UI.
 */
module.exports = {
  displayName: 'design-system',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    '^.+\\.mjs$': [
      '@swc/jest',
      { swcrc: false, jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook)/)'],
  moduleNameMapper: {
    ...require('../test-support/workspace-sources.cjs'),
    '\\.(css|less|scss)$': '<rootDir>/jest.style-mock.cjs',
  },
  testTimeout: 20000,
};
