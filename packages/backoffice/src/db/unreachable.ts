/**
 * A back-office that cannot reach or sign in to PostgreSQL at start (a closed port, a wrong
 * password, a database that does not exist) used to exit on a 40-line stack headed
 * `migration ? failed`. It is asked once before migrating instead, and a failure that is the
 * connection's becomes DatabaseUnreachableError: one line saying what failed and what to check,
 * never the password. The same short wording names the reason of an outage in the log.
 */
import { type Kysely, sql } from 'kysely';
import { isConnectionError } from './connection-errors.js';
import type { Database } from './types.js';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

type Failure = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };

/** PostgreSQL's answers to a sign-in it refuses, and to a database it does not have. */
const SIGN_IN = new Set(['28P01', '28000']);
const NO_DATABASE = '3D000';

/** The innermost error with a code (Node's AggregateError of a dual-stack connect, a cause). */
function rootFailure(error: unknown, depth = 0): Failure | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const e = error as Failure;
  if (typeof e.code === 'string') return e;
  const inner = Array.isArray(e.errors) ? e.errors[0] : e.cause;
  return rootFailure(inner, depth + 1) ?? e;
}

/** `ECONNREFUSED 127.0.0.1:5432`-like words for a connection failure, without a stack. */
export function describeConnectionError(error: unknown): string {
  const failure = rootFailure(error);
  const message = typeof failure?.message === 'string' ? failure.message : String(error);
  const code = typeof failure?.code === 'string' ? failure.code : undefined;
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

function serverOf(databaseUrl: string): { at: string; user: string; database: string } {
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname || 'localhost';
    return {
      at: `${host}:${url.port || '5432'}`,
      user: decodeURIComponent(url.username) || '(none)',
      database: decodeURIComponent(url.pathname.replace(/^\//, '')) || '(the user name)',
    };
  } catch {
    return { at: 'the server DATABASE_URL names', user: '(unknown)', database: '(unknown)' };
  }
}

/** The one-line error for a failed first connection, or undefined when the failure is something else. */
export function unreachableError(error: unknown, databaseUrl: string): DatabaseUnreachableError | undefined {
  const failure = rootFailure(error);
  const code = typeof failure?.code === 'string' ? failure.code : '';
  const message = typeof failure?.message === 'string' ? failure.message : '';
  const { at, user, database } = serverOf(databaseUrl);
  const say = (text: string) => new DatabaseUnreachableError(text);
  if (SIGN_IN.has(code))
    return say(
      `PostgreSQL at ${at} refused user "${user}" (${code} ${message}): check the user and password in DATABASE_URL`,
    );
  if (code === NO_DATABASE)
    return say(
      `PostgreSQL at ${at} has no database "${database}" (${code}): check DATABASE_URL, or create the database`,
    );
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return say(`cannot resolve the PostgreSQL host of DATABASE_URL (${code} ${at}): check DATABASE_URL`);
  if (/timeout exceeded when trying to connect|^timeout expired$/i.test(message))
    return say(`PostgreSQL at ${at} did not answer (connect timeout): check DATABASE_URL and the network to it`);
  if (isConnectionError(error))
    return say(
      `cannot reach PostgreSQL at ${at} (${code || message}): check DATABASE_URL and that the server is running`,
    );
  return undefined;
}

/** Asks the database once; a connection that cannot be made throws DatabaseUnreachableError. */
export async function assertReachable(db: Kysely<Database>, databaseUrl: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    throw unreachableError(error, databaseUrl) ?? error;
  }
}
