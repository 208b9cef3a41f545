import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:4000';
/** Public origin written into canonical and Open Graph URLs (prerendered pages need it fixed at build time). */
const siteUrl = (process.env.SITE_URL ?? process.env.VITE_SITE_URL ?? 'http://localhost:4000').replace(/\/+$/, '');

/**
 * Screens that are not among the key landing routes: the ones only signed-in people (or an
 * e-mail's link) open, a contractor's profile (opened from a proposal), the contact form and
 * favourites, opened from the header, and the reading pages (about, how it works, magazine,
 * articles, the category overview), which arrive prerendered and hydrate a moment later.
 */
const ON_DEMAND_SCREENS =
  /\/(ContactPage|FavoritesPage|ContractorProfilePage|SignInPage|ContractorJoinPage|MyProjectsPage|OperatorConsolePage|ContractorProfileEditorPage|NotificationRoutes|MessageThreadPage|ReviewProjectPage|AboutPage|HowItWorksPage|MagazinePage|ArticlePage|CategoryOverviewPage)-/;

export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl) },
  server: {
    port: 5173,
    // ws: live updates (GraphQL subscriptions) share /graphql.
    proxy: { '/graphql': { target: api, ws: true }, '/api': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    modulePreload: {
      // Browsers without <link rel="modulepreload"> (Safari before 17) still load every module, only
      // without the head start, so the polyfill is not worth its bytes in every page's entry chunk.
      polyfill: false,
      // Each lazy screen's preload list lives in the entry chunk, which every page downloads. The
      // screens below load their dependencies as the browser discovers them instead, which keeps the
      // home page in its JavaScript budget; the key routes (home, projects, services...) keep theirs.
      resolveDependencies: (file, deps) => (ON_DEMAND_SCREENS.test(file) ? [] : deps),
    },
    reportCompressedSize: false,
    rolldownOptions: {
      // Chakra's recipe helpers return their argument; marked pure, unused recipes drop out of the bundle.
      treeshake: { manualPureFunctions: ['defineRecipe', 'defineSlotRecipe', 'defineConfig', 'defineTokens', 'defineSemanticTokens'] },
      onwarn(warning, warn) {
        // Chakra and Ark ship "use client" directives; they mean nothing in a client bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
