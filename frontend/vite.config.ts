import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:4000';
/** Public origin written into canonical and Open Graph URLs (prerendered pages need it fixed at build time). */
const siteUrl = (process.env.SITE_URL ?? process.env.VITE_SITE_URL ?? 'http://localhost:4000').replace(/\/+$/, '');

export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl) },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/api': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
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
