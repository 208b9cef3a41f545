/**
 * One Jest run for the whole monorepo; each package owns its project config.
 * `npm test` (scripts/test.mjs) runs the projects in a sensible order with progress.
 */
module.exports = {
  projects: [
    '<rootDir>/backend/jest.config.cjs',
    '<rootDir>/design-system/jest.config.cjs',
    '<rootDir>/frontend/jest.config.cjs',
    '<rootDir>/e2e/jest.config.cjs',
  ],
};
