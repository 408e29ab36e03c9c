import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { accessibilityStatusOf, rgaaFigures } from '@voltaire/domain';
import { defaultClientConditions, defineConfig } from 'vite';
import { reactRouterProduction } from './build/react-router-production';
import { serverRenderingBuild } from './build/server-rendering-build';

/** The API server started by `npm run dev -w @voltaire/server`. */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The app speaks French only: drop react-aria's strings for every other locale (saves 15–21 KB gzip).
    // `enforce: 'pre'` so that its resolveId runs before Vite's own resolver has claimed the locale files.
    { ...optimizeLocales.vite({ locales: ['fr-FR'] }), enforce: 'pre' },
    // `vite build --ssr src/entry-server.tsx`: the public pages' first paint, rendered by the server (ADR 0031).
    serverRenderingBuild(),
    // React Router's production build, without its development warnings.
    reactRouterProduction(),
  ],
  define: {
    // The footer's RGAA status, computed from the self-audit's figures when the app is built: every page shows
    // it, none needs to carry the audit's table to compute it (ADR 0038). The config, run by Node, reads the
    // built package (`postinstall` and `npm run build` build it first).
    __ACCESSIBILITY_STATUS__: JSON.stringify(accessibilityStatusOf(rgaaFigures())),
  },
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
    // Maps for decoding reported stacks; browsers are not pointed at them and the server never serves them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: each entry's static imports, read by bench/src/bundle-budget.ts.
    manifest: true,
    // Every browser of the build target (baseline, widely available) preloads modules: no polyfill in the shell.
    modulePreload: { polyfill: false },
    // Terser with two passes: ~3 % smaller than esbuild's minifier on every chunk (bundle budgets, ADR 0035).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // One stylesheet for the whole app (13.4 KB gzip), which the server inlines into every page it draws: their
    // first paint waits for no request but the page itself, and no lazy route waits for its CSS (ADR 0039).
    cssCodeSplit: false,
  },
});
