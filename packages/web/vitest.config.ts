import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 30_000,
    pool: 'threads',
    maxWorkers: 2,
    // A test may end while a page it opened is still importing its lazily loaded chunks; vitest
    // then closes the worker's module channel under them and counts the refused import as an error
    // of the run, every test having passed. Only that error is dropped; any other still fails.
    onUnhandledError: (error) => !isImportCutByTeardown(error),
  },
});

function isImportCutByTeardown(error: { name?: string; message?: string }): boolean {
  return (
    error.name === 'EnvironmentTeardownError' &&
    /Closing rpc while "(fetch|resolve)" was pending/.test(error.message ?? '')
  );
}
