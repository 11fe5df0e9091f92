import { configure } from '@testing-library/dom';
import { afterEach, beforeEach, vi } from 'vitest';

// Route chunks load lazily, and the first load of each is transformed on demand.
configure({ asyncUtilTimeout: 5000 });

// A test fails on any console.error: React and MUI report real mistakes there.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});

// Under jsdom, AbortSignal is jsdom's while Request is Node's, which refuses a foreign signal
// (vitest-dev/vitest#8374). The router builds a Request per navigation: drop the signal there.
if (typeof document !== 'undefined') {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {};
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const { signal: _signal, ...rest } = init ?? {};
      super(input, rest);
    }
  };
}
