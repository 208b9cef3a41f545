/**
 * The import rules `npm test` holds the code to (dependency-cruiser): no cycles, and each package
 * knows only what it should. Run `npx depcruise --config .dependency-cruiser.cjs shared/src backend/src design-system/src frontend/src`.
 */
const FEATURES = 'frontend/src/features';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other cannot be understood or changed one at a time. The one exception is the TypeORM entity pair (a project has proposals, a proposal belongs to a project), which TypeORM resolves lazily.',
      from: {},
      to: {
        circular: true,
        viaOnly: { pathNot: ['^backend/src/modules/(project/project|proposal/proposal)\\.entity\\.ts$'] },
      },
    },
    {
      name: 'design-system-knows-no-app',
      severity: 'error',
      comment: 'The design system is a component library: it imports nothing from the app, the backend or Apollo.',
      from: { path: '^design-system/src' },
      to: { path: ['^frontend/', '^backend/', '@apollo/', 'node_modules/@apollo/'] },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: '@marketplace/shared is shared by every package, so it imports none of them.',
      from: { path: '^shared/src' },
      to: { path: ['^backend/', '^frontend/', '^design-system/'] },
    },
    {
      name: 'frontend-never-imports-backend',
      severity: 'error',
      comment:
        'The web app talks to the backend over HTTP only; shared code lives in @marketplace/shared. The one file it may read is the committed public schema (backend/schema.graphql), the contract the explorer and the reference are built from.',
      from: { path: '^frontend/src' },
      to: { path: '^backend/', pathNot: '^backend/schema\\.graphql$' },
    },
    {
      name: 'frontend-uses-the-design-system',
      severity: 'error',
      comment:
        'The web app takes its UI from @marketplace/design-system, Chakra primitives included (design-system/src/primitives.ts re-exports them from their per-component entry points), so the Chakra version, theme and styling props are the design system\'s business. A screen that needs another primitive adds it there.',
      from: { path: '^frontend/src' },
      to: { path: ['node_modules/@chakra-ui/', '^@chakra-ui/'] },
    },
    {
      name: 'features-stand-apart',
      severity: 'error',
      comment:
        'A feature (frontend/src/features/X) is one screen or a group of screens; it imports app/ (the shell and every layer more than one feature reads), the design system and @marketplace/shared, never another feature, tests included. What two features share moves to app/; a screen that shows another feature\'s piece is given it by the route table (app/routes.tsx).',
      from: { path: `^${FEATURES}/([^/]+)/` },
      to: { path: `^${FEATURES}/`, pathNot: `^${FEATURES}/$1/` },
    },
    {
      name: 'app-knows-features-only-through-the-route-table',
      severity: 'error',
      comment:
        'app/ is what the features share (the shell, the session, the GraphQL client, the layers more than one feature reads): it imports no feature, so a feature can change without reaching into the shell. The route table (app/routes.tsx) is the one place that puts features together. A piece the shell shows (the header\'s account corner) lives in app/ itself.',
      from: { path: '^frontend/src/app/', pathNot: '^frontend/src/app/routes\\.tsx$' },
      to: { path: `^${FEATURES}/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests are left out, except the web app's: they take their UI from the design system as well.
    exclude: { path: ['^(?!frontend/src/).*\\.test\\.tsx?$', '\\.stories\\.tsx?$', '/generated/', '/gql/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
