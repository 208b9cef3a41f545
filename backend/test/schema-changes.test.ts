import { readFileSync } from 'node:fs';
import { CURRENT_SCHEMA, PUBLISHED_SCHEMA, describeSchemaChanges, schemaChanges } from '../scripts/schema-changes';

const published = `
type Query {
  projects(first: Int = 20, category: String): [Project!]!
}
type Project {
  id: ID!
  title: String!
  budget: String!
  estimatedCost: String @deprecated(reason: "Use budget.")
  estimate: Estimate @deprecated(reason: "Use budget.")
  status: ProjectStatus!
}
type Estimate {
  amount: String!
}
enum ProjectStatus {
  OPEN
  COMPLETED
  ESTIMATED @deprecated(reason: "Projects are OPEN until hired.")
}
`;

it('fails on a removed field, naming it and saying to deprecate first, then publish', async () => {
  const changes = await schemaChanges(published, published.replace('  budget: String!\n', ''));
  expect(changes.breaking.map((change) => change.path)).toEqual(['Project.budget']);
  const report = describeSchemaChanges(changes);
  expect(report).toContain("Field 'budget' was removed from object type 'Project' (Project.budget)");
  expect(report).toContain('@deprecated(reason:');
  expect(report).toContain('npm run schema:publish');
});

it('lets a field, an enum value or a type go once the published schema deprecated them', async () => {
  const changes = await schemaChanges(
    published,
    published
      .replace('  estimatedCost: String @deprecated(reason: "Use budget.")\n', '')
      .replace('  estimate: Estimate @deprecated(reason: "Use budget.")\n', '')
      .replace('type Estimate {\n  amount: String!\n}\n', '')
      .replace('  ESTIMATED @deprecated(reason: "Projects are OPEN until hired.")\n', ''),
  );
  expect(changes.breaking).toEqual([]);
  expect(changes.afterDeprecation.map((change) => change.path).sort()).toEqual(['Estimate', 'Project.estimate', 'Project.estimatedCost', 'ProjectStatus.ESTIMATED']);
  expect(describeSchemaChanges(changes)).toContain('Removed after their deprecation was published');
});

it('fails on a changed type, a new required argument and a removed argument; additions pass', async () => {
  const changed = published
    .replace('  title: String!\n', '  title: Int!\n')
    .replace('projects(first: Int = 20, category: String)', 'projects(first: Int = 20, city: String!)');
  const changes = await schemaChanges(published, changed);
  expect(changes.breaking.map((change) => change.path).sort()).toEqual(['Project.title', 'Query.projects.category', 'Query.projects.city']);
  const added = await schemaChanges(published, published.replace('  id: ID!\n', '  id: ID!\n  location: String\n'));
  expect(added.breaking).toEqual([]);
  expect(added.safe.map((change) => change.path)).toEqual(['Project.location']);
});

it('backend/schema.graphql breaks nothing of the published schema (deprecate first, then `npm run schema:publish`)', async () => {
  const changes = await schemaChanges(readFileSync(PUBLISHED_SCHEMA, 'utf8'), readFileSync(CURRENT_SCHEMA, 'utf8'));
  if (changes.breaking.length > 0) throw new Error(describeSchemaChanges(changes));
});
