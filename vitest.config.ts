import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
const alias = { '@voltaire/domain': domainSource };

export default defineConfig({
  test: {
    maxWorkers: 2,
    // The server suite's log lines are read at the end: one with personal data fails the run (issue 12).
    reporters: ['default', './apps/server/test/log-privacy-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', root: './packages/domain', environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
