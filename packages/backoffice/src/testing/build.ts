/**
 * One back-office per test file: a cloned database, test tokens verified by the real verifier,
 * and the standalone Fastify app ready for `inject`.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { buildApp } from '../app.js';
import { type Backoffice, createBackoffice } from '../backoffice.js';
import type { Database } from '../db/types.js';
import type { BackofficeConfig } from '../platform/config.js';
import { TEST_LOG_LEVEL, testConfig } from './config.js';
import { openTestDatabase } from './database.js';
import { createTestTokens, type SignOptions, type TestTokens, type TokenClaims } from './tokens.js';

export type TestBackoffice = {
  backoffice: Backoffice;
  app: FastifyInstance;
  db: Kysely<Database>;
  tokens: TestTokens;
  /** A bearer token for a seeded account (agent, agent2, manager, admin, finance, support, delivery). */
  token(username: string, overrides?: Partial<TokenClaims>, options?: SignOptions): Promise<string>;
  /** `{ authorization: 'Bearer …' }` for a seeded account. */
  auth(username: string, overrides?: Partial<TokenClaims>): Promise<{ authorization: string }>;
  close(): Promise<void>;
};

export async function buildTestBackoffice(
  options: {
    config?: Partial<BackofficeConfig>;
    issuer?: boolean;
    /** Told every statement the back-office sends (a test counts a request's round trips). */
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestBackoffice> {
  const config = testConfig(options.config);
  const tokens = await createTestTokens(config);
  const database = await openTestDatabase(options.onQuery ? { onQuery: options.onQuery } : {});
  const backoffice = await createBackoffice(config, {
    db: database.handle,
    verifyToken: tokens.verifyToken,
    issuer: options.issuer ?? false,
    logger: pino({ level: TEST_LOG_LEVEL }),
  });
  const app = await buildApp(backoffice);
  await app.ready();
  const db = database.handle.db;
  const token: TestBackoffice['token'] = (username, overrides, signOptions) =>
    tokens.forAccount(db, username, overrides, signOptions);
  return {
    backoffice,
    app,
    db,
    tokens,
    token,
    auth: async (username, overrides) => ({ authorization: `Bearer ${await token(username, overrides)}` }),
    async close() {
      await app.close();
      await backoffice.close();
      await database.drop();
    },
  };
}
