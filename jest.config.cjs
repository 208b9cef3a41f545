/**
 * One Jest run for the unit and integration tests of the monorepo; each package owns its project
 * config. The browser tests run on Playwright Test (e2e/playwright.config.ts).
 * `npm test` (scripts/test.mjs) runs the projects in a sensible order with progress.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

const projects = ['backend', 'design-system', 'frontend']
  .map((dir) => path.join(__dirname, dir, 'jest.config.cjs'))
  .filter((file) => existsSync(file));

// testTimeout is global in Jest 30 (project configs cannot set it): generous for the e2e and database suites.
module.exports = { projects, testTimeout: 60_000 };
