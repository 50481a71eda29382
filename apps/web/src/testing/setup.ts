import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetBrowserSession } from './session';

// The `findBy…` queries wait up to 5 s, not 1: with two test workers on a 2-core machine (and
// PostgreSQL beside them), a route's loader and render took longer than a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  resetBrowserSession();
});
