import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetBrowserSession } from './session';

afterEach(() => {
  cleanup();
  resetBrowserSession();
});
