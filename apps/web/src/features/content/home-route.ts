import type { LoaderFunctionArgs } from 'react-router';

// The home page's route module: its page, and a loader whose code (with the HTTP client it brings) loads only
// when the loader runs. A page the server drew hydrates with the server's data: no loader runs (ADR 0036).
export { HomePage as Component } from './home-page';

export const loader = async (args: LoaderFunctionArgs) =>
  (await import(/* not-for-hydration */ './home-loader')).homeLoader(args);
