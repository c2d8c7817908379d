/** Shared set-up for the order-capture route tests: products, offers, leads and claimed tasks. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export async function productId(db: Kysely<Database>, sku: string): Promise<number> {
  return (await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;
}

export async function accountId(db: Kysely<Database>, username: string): Promise<number> {
  return (await db.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** A new lead (its LEAD task is queued by the workspace trigger). */
export async function createLead(
  db: Kysely<Database>,
  lead: { regionId: string; sku: string; offerId?: string | null; phone?: string; name?: string },
): Promise<number> {
  const row = await db
    .insertInto('leads')
    .values({
      region_id: lead.regionId,
      product_id: await productId(db, lead.sku),
      offer_id: lead.offerId ?? null,
      name: lead.name ?? 'Rosa Pérez',
      phone: lead.phone ?? '+51987654321',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Hands the lead's queued task to an agent, as claiming it would. */
export async function claimLeadTask(db: Kysely<Database>, leadId: number, username: string): Promise<number> {
  const id = await accountId(db, username);
  const task = await db
    .updateTable('tasks')
    .set({ status: 'claimed', account_id: id, claimed_at: new Date() })
    .where('lead_id', '=', leadId)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('leads').set({ holder_account_id: id }).where('id', '=', leadId).execute();
  return task.id;
}
