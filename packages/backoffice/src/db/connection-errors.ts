/**
 * What a lost or refused database connection looks like, and keeping it from killing the
 * process. pg emits 'error' on a pool (an idle client died) and on each client (its socket died,
 * even while checked out for a query); an 'error' event nobody listens to exits Node. Every pool
 * and client the back-office owns gets a listener here; requests that hit such an error answer
 * 503 (plugins/errors.ts) and the pool opens fresh connections once the server is back.
 */
import type pg from 'pg';
import { UNANSWERED_QUERY } from './unanswered-queries.js';

/** Node socket errors of a connection that is refused, reset or cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL: shutting down / crashed / starting up (57P01-57P03), too many connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

const MESSAGES = [
  /connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  // A single pg.Client's connect timeout (the event LISTEN connection), as the pool's above.
  /^timeout expired$/i,
  /connection (?:is )?(?:closed|ended)/i,
  UNANSWERED_QUERY,
];

type MaybeConnectionError = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };

/** True for errors that say "the database is not reachable right now", not "the query is wrong". */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as MaybeConnectionError;
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // Node reports a refused dual-stack connect as an AggregateError of one error per address.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return isConnectionError(e.cause, depth + 1);
}

export type ConnectionErrorListener = (err: Error) => void;

/** Listens for 'error' on the pool and on every client it opens, so a lost connection is logged, not fatal. */
export function guardPool(pool: pg.Pool, onError: ConnectionErrorListener): void {
  pool.on('error', onError);
  pool.on('connect', (client) => guardClient(client, onError));
}

/** One listener per client: later errors of the same dead socket are expected and quiet. */
export function guardClient(client: pg.Client | pg.PoolClient, onError: ConnectionErrorListener): void {
  let reported = false;
  client.on('error', (err) => {
    if (reported) return;
    reported = true;
    onError(err);
  });
}
