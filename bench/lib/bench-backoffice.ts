/**
 * The real back-office app over a bench's own database: test tokens instead of the built-in
 * issuer, no log output. What each bench measures through `app.inject`.
 */
import { pino } from 'pino';
import { buildApp } from '../../packages/backoffice/src/app.js';
import { createBackoffice } from '../../packages/backoffice/src/backoffice.js';
import type { DatabaseHandle } from '../../packages/backoffice/src/db/database.js';
import { testConfig } from '../../packages/backoffice/src/testing/config.js';
import { createTestTokens } from '../../packages/backoffice/src/testing/tokens.js';

export async function startBenchBackoffice(handle: DatabaseHandle) {
  const config = testConfig();
  const tokens = await createTestTokens(config);
  const backoffice = await createBackoffice(config, {
    db: handle,
    verifyToken: tokens.verifyToken,
    issuer: false,
    logger: pino({ level: 'silent' }),
  });
  const app = await buildApp(backoffice);
  await app.ready();
  return { app, tokens, backoffice };
}
