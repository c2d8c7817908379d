/** Test helpers other packages may use (e.g. the gateway's tests against a real back-office). */
export { buildTestBackoffice, type TestBackoffice } from './build.js';
export { TEST_INTERNAL_TOKEN, TEST_LOG_LEVEL, testConfig } from './config.js';
export { buildTemplate, openTestDatabase, type TestDatabase } from './database.js';
export { seedOrder } from './order-fixtures.js';
export { createTestTokens, type SignOptions, type TestTokens, type TokenClaims } from './tokens.js';
export { testWorkbook } from './workbook.js';
