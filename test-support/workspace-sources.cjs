/**
 * Tests run workspace packages from their TypeScript source (swc transforms it), as Vite and
 * `tsc -p` do through the "@marketplace/source" export condition, so no build is needed first.
 */
const path = require('node:path');

module.exports = {
  '^@marketplace/rules$': path.join(__dirname, '../rules/src/rules.ts'),
};
