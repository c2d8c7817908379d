import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../../db/owners.js';

/** A lead that arrives from outside (a webmaster's intake): new, unheld, in its offer's region. */
export type ReceivedLead = {
  regionId: string;
  productId: number;
  offerId: string;
  webmasterId: number;
  name: string;
  phone: string;
};

/**
 * Writes the lead with the caller's transaction, so the caller's own bookkeeping (the intake's
 * key row) commits with it or not at all; the lead's id.
 */
export async function receiveLead<DB extends ModuleTables<'workspace'>>(
  trx: Kysely<DB> | Transaction<DB>,
  lead: ReceivedLead,
): Promise<number> {
  const row = await ownTables(trx, 'workspace')
    .insertInto('leads')
    .values({
      region_id: lead.regionId,
      product_id: lead.productId,
      offer_id: lead.offerId,
      webmaster_id: lead.webmasterId,
      name: lead.name,
      phone: lead.phone,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
