import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
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
      onwarn(warning, warn) {
        // Chakra and Ark ship "use client" directives; they mean nothing in a client bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
