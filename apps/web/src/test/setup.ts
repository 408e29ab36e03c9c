import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The screens load their chunks lazily; on a loaded 2-core machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
