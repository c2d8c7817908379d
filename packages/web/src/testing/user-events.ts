import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * user-event as the web tests drive it. Its pointer-events check reads getComputedStyle for the
 * element and each ancestor on every call, and jsdom 29 (the last that runs on Node 20) can take
 * seconds for one such read under antd's CSS variables (jsdom#4330): one click cost up to 30 s.
 * The check is off; what a user cannot click is asserted by the tests that care (disabled state).
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}

export type TestUser = ReturnType<typeof setupUser>;
