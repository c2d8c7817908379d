/**
 * Who may handle an order's phone — read it unmasked, reveal it, change it (docs/decisions/1071):
 * whoever works the order (its author, its lead's holder, the holder of a claimed task of it)
 * and lead:details:read. One rule, so the order read, the phone change and the reveal agree.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';

export type PhoneHandler = Pick<Caller, 'accountId' | 'permissions'>;

export type OrderOwnership = { id: number; created_by: number | null; lead_id: number | null };

export async function mayHandleOrderPhone(
  db: Kysely<Database>,
  caller: PhoneHandler,
  order: OrderOwnership,
): Promise<boolean> {
  if (caller.permissions.includes('lead:details:read')) return true;
  if (order.created_by === caller.accountId) return true;
  const leadHeld =
    order.lead_id !== null &&
    !!(await db
      .selectFrom('leads')
      .select('id')
      .where('id', '=', order.lead_id)
      .where('holder_account_id', '=', caller.accountId)
      .executeTakeFirst());
  if (leadHeld) return true;
  const taskHeld = await db
    .selectFrom('tasks')
    .select('id')
    .where('order_id', '=', order.id)
    .where('account_id', '=', caller.accountId)
    .where('status', '=', 'claimed')
    .executeTakeFirst();
  return !!taskHeld;
}
