/**
 * Publishes the current schema: copies backend/schema.graphql to backend/schema.published.graphql,
 * the snapshot later changes are checked against (schema-changes.ts). Refuses a breaking change;
 * `--force` publishes one anyway (only for a break announced to every partner).
 */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CURRENT_SCHEMA, PUBLISHED_SCHEMA, describeSchemaChanges, schemaChanges } from './schema-changes';

void (async () => {
  const changes = await schemaChanges(readFileSync(PUBLISHED_SCHEMA, 'utf8'), readFileSync(CURRENT_SCHEMA, 'utf8'));
  if (changes.breaking.length > 0 && !process.argv.includes('--force')) {
    console.error(`${describeSchemaChanges(changes)}\n\nNot published. (\`npm run schema:publish -- --force\` publishes a break announced to every partner.)`);
    process.exitCode = 1;
    return;
  }
  copyFileSync(CURRENT_SCHEMA, PUBLISHED_SCHEMA);
  const count = changes.breaking.length + changes.afterDeprecation.length + changes.dangerous.length + changes.safe.length;
  console.log(`Published ${path.relative(process.cwd(), CURRENT_SCHEMA)} as ${path.relative(process.cwd(), PUBLISHED_SCHEMA)} (${count} change(s)). Add them to frontend/src/features/developers/changelog.ts.`);
})();
