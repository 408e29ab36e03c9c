import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * React Router 7's package exports only its development build (remix-run/react-router#12532, #14102): its dev
 * warnings then ship to production, in code and in the console. The builds read its production build instead,
 * the same code with `ENABLE_DEV_WARNINGS = false`; `vite` (dev server) and the tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = development.replace(/([\\/])development([\\/])/, '$1production$2');
  return {
    name: 'voltaire:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}
