/**
 * A query PostgreSQL never answers (the network to it dropped, the server frozen) would hold its
 * pooled connection for good: pg fails the query once its query_timeout has passed, but the
 * connection still waits for that answer and every later query given to it waits behind. So a
 * connection that timed out is destroyed when it is released, and the pool opens a fresh one
 * once the server answers again (decision 1744).
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isStalePreparedResult, type StatementNames } from './prepared-statements.js';

/** How pg words the failure of a query that got no answer within query_timeout. */
export const UNANSWERED_QUERY = /query read timeout/i;

const OPENS_TRANSACTION = /^\s*(begin|start transaction)\b/i;
const ENDS_TRANSACTION = /^\s*(commit|rollback)\s*$/i;

/**
 * The pool as Kysely uses it, each query given `timeoutMs` (none when undefined) and, with
 * `names`, sent as a statement prepared once per connection (decision 1883).
 */
export function answeredWithin(
  pool: pg.Pool,
  timeoutMs: number | undefined,
  names: StatementNames | undefined,
): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      // Destroyed when released: it stopped answering, or its prepared statements went stale.
      let discard = false;
      let inTransaction = false;
      const run = (text: string, values: ReadonlyArray<unknown>, name: string | undefined) => {
        // pg reads query_timeout from a query's config too; its types name it only for clients.
        const config: pg.QueryConfig & { query_timeout?: number } = { text, values: [...values] };
        if (timeoutMs) config.query_timeout = timeoutMs;
        if (name) config.name = name;
        return client.query(config);
      };
      const query = async (text: string, values: ReadonlyArray<unknown>) => {
        if (OPENS_TRANSACTION.test(text)) inTransaction = true;
        else if (ENDS_TRANSACTION.test(text)) inTransaction = false;
        const name = names?.nameFor(text, values.length);
        try {
          return await run(text, values, name);
        } catch (error) {
          if (error instanceof Error && UNANSWERED_QUERY.test(error.message)) discard = true;
          if (name && isStalePreparedResult(error)) {
            // A fresh connection prepares anew; outside a transaction this query can simply run
            // unnamed now (inside one, the transaction is already aborted and fails as a whole).
            discard = true;
            if (!inTransaction) return await run(text, values, undefined);
          }
          throw error;
        }
      };
      // Kysely passes a cursor only when its dialect is given one; ours is not.
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release(discard) };
    },
    end: () => pool.end(),
  };
}
