/**
 * Payment links (decision 1791): each link carries its own random token (192 bits, base64url),
 * stored only as its SHA-256; it opens its order's payment page for PAYMENT_LINK_DAYS. An order
 * may have several live links (the message's, the one staff copied): each is as unguessable.
 * The table is the payments module's; the orders module issues a link through this face in the
 * order's own transaction (decision 1830).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { type ModuleDb, type ModuleTables, ownTables } from '../../db/owners.js';

export const PAYMENT_LINK_DAYS = 14;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The payment page of a token (decision 1791): the token, never the guessable short code. */
export function paymentLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/pay/${token}`;
}

/**
 * A new token for the order, valid PAYMENT_LINK_DAYS from `at`; written with `handle` (the
 * order's transaction, narrowed here to the payments' tables).
 */
export async function issuePaymentToken<DB extends ModuleTables<'payments'>>(
  handle: Kysely<DB> | Transaction<DB>,
  orderId: number,
  at: Date,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await ownTables(handle, 'payments')
    .insertInto('payment_links')
    .values({
      token_hash: hashOf(token),
      order_id: orderId,
      created_at: at,
      expires_at: new Date(at.getTime() + PAYMENT_LINK_DAYS * 86_400_000),
    })
    .execute();
  return token;
}

export type PaymentTokenMatch = { orderId: number; expiresAt: Date; expired: boolean };

/** The order a token opens and whether it has expired; undefined for a token never issued. */
export async function findPaymentToken(
  db: ModuleDb<'payments'>,
  token: string,
  now: Date,
): Promise<PaymentTokenMatch | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const row = await db
    .selectFrom('payment_links')
    .select(['order_id', 'expires_at'])
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const expiresAt = new Date(row.expires_at);
  return { orderId: row.order_id, expiresAt, expired: expiresAt.getTime() <= now.getTime() };
}
