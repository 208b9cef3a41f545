/**
 * Tests run workspace packages from their TypeScript source (swc transforms it), as Vite and
 * `tsc -p` do through the "@marketplace/source" export condition, so no build is needed first.
 */
const path = require('node:path');

module.exports = {
  '^@marketplace/shared$': path.join(__dirname, '../shared/src/index.ts'),
  // The field-data entry's own imports (frontend/src/field-vitals.ts), so its chunk holds nothing else.
  '^@marketplace/shared/app-start$': path.join(__dirname, '../shared/src/app-start.ts'),
};
