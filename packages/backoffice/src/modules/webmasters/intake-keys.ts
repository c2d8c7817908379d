import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

type Handle<DB extends ModuleTables<'webmasters'>> = Kysely<DB> | Transaction<DB>;

/**
 * A webmaster's own lead ids (externalId) and the leads they became: the key that makes an
 * intake retry answer the first lead instead of making a second.
 */
export async function leadOfIntake<DB extends ModuleTables<'webmasters'>>(
  handle: Handle<DB>,
  webmasterId: number,
  externalId: string,
): Promise<number | null> {
  const row = await ownTables(handle, 'webmasters')
    .selectFrom('lead_intakes')
    .select('lead_id')
    .where('webmaster_id', '=', webmasterId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.lead_id ?? null;
}

/**
 * Takes the intake key in the caller's transaction and answers the lead it already became, or null
 * when the caller is to make it (a new key, or one whose lead was never recorded). A send of a key
 * another request holds waits on the primary key until that one commits (its lead is answered) or
 * rolls back (the key is taken here): the retry check and the claim are one statement.
 */
export async function claimIntake<DB extends ModuleTables<'webmasters'>>(
  trx: Handle<DB>,
  webmasterId: number,
  externalId: string,
): Promise<number | null> {
  const row = await ownTables(trx, 'webmasters')
    .insertInto('lead_intakes')
    .values({ webmaster_id: webmasterId, external_id: externalId })
    // An update that changes nothing, so that the conflicting row's lead is returned.
    .onConflict((oc) =>
      oc.columns(['webmaster_id', 'external_id']).doUpdateSet((eb) => ({ lead_id: eb.ref('lead_intakes.lead_id') })),
    )
    .returning('lead_id')
    .executeTakeFirstOrThrow();
  return row.lead_id;
}

/** The lead the claimed intake key became. */
export async function recordIntakeLead<DB extends ModuleTables<'webmasters'>>(
  trx: Handle<DB>,
  webmasterId: number,
  externalId: string,
  leadId: number,
): Promise<void> {
  await ownTables(trx, 'webmasters')
    .updateTable('lead_intakes')
    .set({ lead_id: leadId })
    .where('webmaster_id', '=', webmasterId)
    .where('external_id', '=', externalId)
    .execute();
}
