/**
 * The webmasters' lead intake: a webmaster's server sends a lead for an offer with its own lead
 * id (externalId) and its API key; the lead is created the way the workspace's leads are (new,
 * in the offer's region, for its product, the webmaster's) and agents are told work is
 * available. A retry with the same externalId answers the first lead instead of a second one
 * (lead_intakes, migration 0032), and a blacklisted phone produces no lead (the same check as
 * new-lead and order capture).
 */
import { newLeadPhoneError } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { receiveLead, refuseBlacklisted } from '../../modules/workspace/index.js';
import { apiKeyHash, newApiKey } from '../../platform/api-key.js';
import { type AuditActor, recordAudit } from '../../platform/audit/record.js';
import { publishEvent } from '../../platform/events/publish.js';
import { invalid, invalidField, notFound, unauthorized } from '../../platform/http-error.js';
import { withTransaction } from '../../platform/transaction.js';

export type IntakeBody = { offerId: string; name: string; phone: string; regionId?: string; externalId: string };
export type IntakeResult = { leadId: number; duplicate: boolean };

export const INTAKE_MESSAGES = {
  missingKey: 'Send your intake API key in the X-Api-Key header',
  badKey: 'This API key is not valid',
  offer: 'No active offer has this id',
  region: "The region is not the offer's region",
  name: 'The customer name is required',
} as const;

/** The webmaster whose key this is; 401 without one or with an unknown one. */
export async function webmasterOfKey(db: Kysely<Database>, key: string | undefined): Promise<number> {
  if (!key) throw unauthorized(INTAKE_MESSAGES.missingKey);
  const row = await db
    .selectFrom('webmasters')
    .select('id')
    .where('api_key_hash', '=', apiKeyHash(key))
    .executeTakeFirst();
  if (!row) throw unauthorized(INTAKE_MESSAGES.badKey);
  return row.id;
}

const firstLead = (db: Kysely<Database>, webmasterId: number, externalId: string) =>
  db
    .selectFrom('lead_intakes')
    .select('lead_id')
    .where('webmaster_id', '=', webmasterId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();

export async function intakeLead(db: Kysely<Database>, webmasterId: number, body: IntakeBody): Promise<IntakeResult> {
  const externalId = body.externalId.trim();
  const known = await firstLead(db, webmasterId, externalId);
  if (known?.lead_id) return { leadId: known.lead_id, duplicate: true };

  const offer = await db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.id', 'o.product_id', 'o.region_id'])
    .where('o.id', '=', body.offerId)
    .where('o.active', '=', true)
    .where('p.active', '=', true)
    .executeTakeFirst();
  if (!offer) throw invalid('offerId', INTAKE_MESSAGES.offer);
  const errors: Record<string, string> = {};
  if (body.regionId && body.regionId !== offer.region_id) errors.regionId = INTAKE_MESSAGES.region;
  const name = body.name.trim();
  if (!name) errors.name = INTAKE_MESSAGES.name;
  const phone = body.phone.trim();
  const phoneError = newLeadPhoneError(phone, offer.region_id);
  if (phoneError) errors.phone = phoneError;
  if (Object.keys(errors).length) throw invalidField(errors);
  await refuseBlacklisted(db, phone);

  return db.transaction().execute(async (trx) => {
    // The key row first: a concurrent retry waits here on the primary key, then finds the lead.
    const claimed = await trx
      .insertInto('lead_intakes')
      .values({ webmaster_id: webmasterId, external_id: externalId })
      .onConflict((oc) => oc.columns(['webmaster_id', 'external_id']).doNothing())
      .returning('webmaster_id')
      .executeTakeFirst();
    if (!claimed) {
      const first = await firstLead(trx, webmasterId, externalId);
      if (first?.lead_id) return { leadId: first.lead_id, duplicate: true };
    }
    const leadId = await receiveLead(trx, {
      regionId: offer.region_id,
      productId: offer.product_id,
      offerId: offer.id,
      webmasterId,
      name,
      phone,
    });
    await trx
      .updateTable('lead_intakes')
      .set({ lead_id: leadId })
      .where('webmaster_id', '=', webmasterId)
      .where('external_id', '=', externalId)
      .execute();
    // Published last: the outbox lock is held from here to the commit (see events/publish.ts).
    await publishEvent(trx, 'task.available', null, { type: 'LEAD' });
    return { leadId, duplicate: false };
  });
}

/** Issues a new key for the webmaster (the old one stops working); the key is shown only here. */
export async function rotateApiKey(db: Kysely<Database>, actor: AuditActor, webmasterId: number): Promise<string> {
  const key = newApiKey();
  // Webmasters work for every region: the entry belongs to every region (decision 1735).
  await withTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('webmasters')
      .set({ api_key_hash: apiKeyHash(key) })
      .where('id', '=', webmasterId)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound(`Webmaster ${webmasterId} not found`);
    await recordAudit(trx, actor, {
      action: 'WEBMASTER_API_KEY_ISSUED',
      targetType: 'webmaster',
      targetId: webmasterId,
    });
  });
  return key;
}
