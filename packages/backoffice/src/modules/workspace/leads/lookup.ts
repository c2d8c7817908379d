/**
 * What other modules read of a lead and of who works it, so that they need not query the
 * workspace's tables: the lead's own facts (pricing, an order's phone, dialling) and the rule
 * "works on it" (holds the lead, holds a claimed task of it, wrote the order).
 */
import { sql } from 'kysely';
import type { ModuleDb } from '../../../db/owners.js';
import type { Caller } from '../../../platform/caller.js';

export type LeadFacts = {
  id: number;
  phone: string;
  regionId: string;
  productId: number;
  offerId: string | null;
  holderAccountId: number | null;
};

export type PhoneHandler = Pick<Caller, 'accountId' | 'permissions'>;

/** An order as the ownership rule needs it (the orders module's own columns). */
export type OrderOwnership = { id: number; created_by: number | null; lead_id: number | null };

type LeadRow = {
  id: number;
  phone: string;
  region_id: string;
  product_id: number;
  offer_id: string | null;
  holder_account_id: number | null;
};

const leadFacts = (row: LeadRow): LeadFacts => ({
  id: row.id,
  phone: row.phone,
  regionId: row.region_id,
  productId: row.product_id,
  offerId: row.offer_id,
  holderAccountId: row.holder_account_id,
});

export function createLeadLookup(db: ModuleDb<'workspace'>) {
  async function lead(leadId: number): Promise<LeadFacts | undefined> {
    const row = await db
      .selectFrom('leads')
      .select(['id', 'phone', 'region_id', 'product_id', 'offer_id', 'holder_account_id'])
      .where('id', '=', leadId)
      .executeTakeFirst();
    return row && leadFacts(row);
  }

  /**
   * The lead's facts and whether its phone is blacklisted, in one statement: a new order takes the
   * lead's phone and refuses a blacklisted one (blacklist.ts's check, the same trimmed phone).
   */
  async function leadForOrder(leadId: number): Promise<(LeadFacts & { phoneBlacklisted: boolean }) | undefined> {
    const row = await db
      .selectFrom('leads as l')
      .select(['l.id', 'l.phone', 'l.region_id', 'l.product_id', 'l.offer_id', 'l.holder_account_id'])
      .select((eb) =>
        eb
          .exists(
            eb.selectFrom('phone_blacklist as b').select('b.id').whereRef('b.phone', '=', sql<string>`btrim(l.phone)`),
          )
          .as('phone_blacklisted'),
      )
      .where('l.id', '=', leadId)
      .executeTakeFirst();
    return row && { ...leadFacts(row), phoneBlacklisted: Boolean(row.phone_blacklisted) };
  }

  async function holdsClaimedTask(accountId: number, of: { leadId: number } | { orderId: number }): Promise<boolean> {
    let query = db.selectFrom('tasks').select('id').where('account_id', '=', accountId).where('status', '=', 'claimed');
    query = 'leadId' in of ? query.where('lead_id', '=', of.leadId) : query.where('order_id', '=', of.orderId);
    return !!(await query.executeTakeFirst());
  }

  /** The order's author, its lead's holder, or the holder of a claimed task of the order. */
  async function worksOnOrder(accountId: number, order: OrderOwnership): Promise<boolean> {
    if (order.created_by === accountId) return true;
    const leadHeld =
      order.lead_id !== null &&
      !!(await db
        .selectFrom('leads')
        .select('id')
        .where('id', '=', order.lead_id)
        .where('holder_account_id', '=', accountId)
        .executeTakeFirst());
    return leadHeld || holdsClaimedTask(accountId, { orderId: order.id });
  }

  return {
    lead,
    leadForOrder,
    /** The lead's holder, or the holder of a claimed task of the lead. */
    worksOnLead: async (accountId: number, facts: Pick<LeadFacts, 'id' | 'holderAccountId'>) =>
      facts.holderAccountId === accountId || holdsClaimedTask(accountId, { leadId: facts.id }),
    worksOnOrder,
    /**
     * Who may handle an order's phone — read it unmasked, reveal it, change it
     * (docs/decisions/1071): whoever works the order, and lead:details:read. One rule, so the
     * order read, the phone change and the reveal agree.
     */
    mayHandleOrderPhone: async (caller: PhoneHandler, order: OrderOwnership) =>
      caller.permissions.includes('lead:details:read') || worksOnOrder(caller.accountId, order),
  };
}

export type LeadLookup = ReturnType<typeof createLeadLookup>;
