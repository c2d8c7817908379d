/**
 * A query PostgreSQL never answers (the network to it dropped, the server frozen) would hold its
 * pooled connection for good: pg fails the query once its query_timeout has passed, but the
 * connection still waits for that answer and every later query given to it waits behind. So a
 * connection that timed out is destroyed when it is released, and the pool opens a fresh one
 * once the server answers again (decision 1744).
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** How pg words the failure of a query that got no answer within query_timeout. */
export const UNANSWERED_QUERY = /query read timeout/i;

/** The pool as Kysely uses it, each query given `timeoutMs` (none when undefined). */
export function answeredWithin(pool: pg.Pool, timeoutMs: number | undefined): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let unanswered = false;
      const query = async (text: string, values: ReadonlyArray<unknown>) => {
        // pg reads query_timeout from a query's config too; its types name it only for clients.
        const config: pg.QueryConfig & { query_timeout?: number } = { text, values: [...values] };
        if (timeoutMs) config.query_timeout = timeoutMs;
        try {
          return await client.query(config);
        } catch (error) {
          if (error instanceof Error && UNANSWERED_QUERY.test(error.message)) unanswered = true;
          throw error;
        }
      };
      // Kysely passes a cursor only when its dialect is given one; ours is not.
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release(unanswered) };
    },
    end: () => pool.end(),
  };
}
