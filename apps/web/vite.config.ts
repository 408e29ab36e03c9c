import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The API server started by `npm run dev -w @voltaire/server`. */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Read the domain rules from source (the package's `voltaire-source` export), so `vite` needs no prior
    // build of the package; its `sideEffects: false` lets the bundle drop whatever a screen does not use.
    conditions: ['voltaire-source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/graphql': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/graphql': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for decoding reported stacks; browsers are not pointed at them.
    sourcemap: 'hidden',
  },
});
