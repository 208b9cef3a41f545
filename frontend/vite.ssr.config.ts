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
      // Every package is bundled, the workspace packages (which ship TypeScript source) included: the server
      // imports one entry and its screens' chunks instead of the hundreds of modules Chakra, Zag, Ark and the
      // rest are published as. Node's loader took 2.8 s to import the entry with them external (resolving,
      // reading and compiling each one), bundled 0.4 s: every start of the server waited for it. GraphQL stays
      // external, so the pages' documents, Apollo's client (which the build leaves external) and the API share one copy.
      noExternal: true,
      external: ['graphql'],
    },
  }),
);
