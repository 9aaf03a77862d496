import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dismissToast } from '@/components/toast/toast-store';
import { server } from './server';

// findBy… and waitFor retry until this: a route's first render imports its lazy module, which on a loaded machine (CI runs
// the API suite beside) takes longer than the default second. A passing wait returns as soon as its state is there.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  dismissToast();
});
afterAll(() => server.close());
