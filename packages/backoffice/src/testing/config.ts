import type { BackofficeConfig } from '../platform/config.js';

/** The level test back-offices and gateways log at: `TEST_LOG_LEVEL` (e.g. `error`), silent by default. */
export const TEST_LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';

export const TEST_INTERNAL_TOKEN = 'test-internal-token';

/** Configuration for tests: no demo generator, silent logs, the event stream enabled. */
export function testConfig(overrides: Partial<BackofficeConfig> = {}): BackofficeConfig {
  return {
    databaseUrl: undefined,
    dataDir: 'memory://',
    demo: false,
    demoLeadIntervalMs: 0,
    publicUrl: 'http://localhost:8080',
    oidcIssuer: undefined,
    oidcAudience: 'umbrella-api',
    oidcClientId: 'umbrella-web',
    logLevel: 'silent',
    internalToken: TEST_INTERNAL_TOKEN,
    ...overrides,
  };
}
