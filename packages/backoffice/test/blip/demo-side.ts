/**
 * What both blip tests stand on: the demo back-office as a process on their PostgreSQL (reached
 * at `databaseUrl`, which may be a proxy in front of it), and the test's own side — a connection
 * straight to PostgreSQL (for setting up and checking; it bypasses any proxy) and an access token
 * of the demo `agent` from the back-office's own issuer keys, which live in the database.
 */
import type { Kysely } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import type { Database } from '../../src/db/types.js';
import { createIssuer } from '../../src/identity/issuer.js';
import { testConfig } from '../../src/testing/config.js';
import { accountId } from '../../src/testing/order-fixtures.js';
import { type BackofficeProcess, startBackofficeProcess } from './backoffice-process.js';

const PUBLIC_URL = 'http://localhost:8080';

export function startDemoBackoffice(
  databaseUrl: string,
  internalToken: string,
  env: Record<string, string> = {},
): Promise<BackofficeProcess> {
  return startBackofficeProcess({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL,
    DEMO: '1',
    DEMO_LEAD_INTERVAL_MS: '0',
    INTERNAL_TOKEN: internalToken,
    LOG_LEVEL: 'warn',
    ...env,
  });
}

export type TestSide = { handle: DatabaseHandle; db: Kysely<Database>; agentToken: string };

export async function openTestSide(databaseUrl: string): Promise<TestSide> {
  const handle = await openDatabase({ databaseUrl, poolSize: 3, onConnectionError: () => {} });
  const issuer = await createIssuer({ db: handle, config: testConfig({ publicUrl: PUBLIC_URL }) });
  const agentToken = await issuer.mintAccessToken(await accountId(handle.db, 'agent'));
  await issuer.close();
  return { handle, db: handle.db, agentToken };
}
