import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';

/** Build of src/entry-server.tsx for prerendering (scripts/prerender.mjs runs it in Node). */
export default mergeConfig(
  base,
  defineConfig({
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
    ssr: {
      // Workspace packages ship TypeScript source, so they are bundled rather than imported.
      noExternal: ['@marketplace/design-system', '@marketplace/shared'],
    },
  }),
);
