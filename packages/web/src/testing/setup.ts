import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetErrorStore } from '@/lib/errors/error-store';
import { resetFeedback } from '@/lib/feedback/feedback';
import { server } from './server';
import { ThreadBroadcastChannel } from './thread-broadcast-channel';

// Lazy route chunks are transformed on first use; the first screen of a file can take seconds.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs antd reaches for; these are inert stand-ins (a node-environment test has no window).
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
  // The run's worker threads share Node's BroadcastChannel; a test's tabs must hear only each other.
  globalThis.BroadcastChannel = ThreadBroadcastChannel as unknown as typeof BroadcastChannel;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetErrorStore();
  resetFeedback();
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());
