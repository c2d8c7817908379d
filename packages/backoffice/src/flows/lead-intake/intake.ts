/**
 * The webmasters' lead intake: a webmaster's server sends a lead for an offer with its own lead
 * id (externalId) and its API key; the lead is created the way the workspace's leads are (new,
 * in the offer's region, for its product, the webmaster's) and agents are told work is
 * available. A retry with the same externalId answers the first lead instead of a second one
 * (lead_intakes, migration 0032), and a blacklisted phone produces no lead (the same check as
 * new-lead and order capture). The key's webmaster and the offer are kept between requests
 * (intake-answers.ts), so a new lead is one transaction and a blacklist read (decision 1873).
 */
import { newLeadPhoneError } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { setWebmasterKeyHash } from '../../modules/catalog/index.js';
import { claimIntake, leadOfIntake, recordIntakeLead } from '../../modules/webmasters/index.js';
import { receiveLead, refuseBlacklisted } from '../../modules/workspace/index.js';
import { apiKeyHash, newApiKey } from '../../platform/api-key.js';
import { type AuditActor, recordAudit } from '../../platform/audit/record.js';
import { publishEvent } from '../../platform/events/publish.js';
import { invalid, invalidField, notFound, unauthorized } from '../../platform/http-error.js';
import { staleAnswersOf } from '../../platform/stale-answers.js';
import { withTransaction } from '../../platform/transaction.js';
import type { IntakeAnswers } from './intake-answers.js';

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
export async function webmasterOfKey(answers: IntakeAnswers, key: string | undefined): Promise<number> {
  if (!key) throw unauthorized(INTAKE_MESSAGES.missingKey);
  const webmasterId = await answers.webmasterOfKeyHash(apiKeyHash(key));
  if (webmasterId === undefined) throw unauthorized(INTAKE_MESSAGES.badKey);
  return webmasterId;
}

export async function intakeLead(
  db: Kysely<Database>,
  answers: IntakeAnswers,
  webmasterId: number,
  body: IntakeBody,
): Promise<IntakeResult> {
  const externalId = body.externalId.trim();
  // A retry answers the first lead even when what it sends would no longer be accepted.
  const refuse = async (error: Error): Promise<IntakeResult> => {
    const known = await leadOfIntake(db, webmasterId, externalId);
    if (known) return { leadId: known, duplicate: true };
    throw error;
  };

  const offer = await answers.activeOffer(body.offerId);
  if (!offer) return refuse(invalid('offerId', INTAKE_MESSAGES.offer));
  const errors: Record<string, string> = {};
  if (body.regionId && body.regionId !== offer.regionId) errors.regionId = INTAKE_MESSAGES.region;
  const name = body.name.trim();
  if (!name) errors.name = INTAKE_MESSAGES.name;
  const phone = body.phone.trim();
  const phoneError = newLeadPhoneError(phone, offer.regionId);
  if (phoneError) errors.phone = phoneError;
  if (Object.keys(errors).length) return refuse(invalidField(errors));

  return db.transaction().execute(async (trx) => {
    // The key first: it answers a retry's first lead, and a concurrent send of it waits here on
    // the primary key until the first commits (decision 1873).
    const first = await claimIntake(trx, webmasterId, externalId);
    if (first !== null) return { leadId: first, duplicate: true };
    // Refused here, the claim rolls back with it.
    await refuseBlacklisted(trx, phone);
    const leadId = await receiveLead(trx, {
      regionId: offer.regionId,
      productId: offer.productId,
      offerId: offer.id,
      webmasterId,
      name,
      phone,
    });
    await recordIntakeLead(trx, webmasterId, externalId, leadId);
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
    if (!(await setWebmasterKeyHash(trx, webmasterId, apiKeyHash(key))))
      throw notFound({ key: 'notFoundWebmaster', values: { id: webmasterId } });
    await recordAudit(trx, actor, {
      action: 'WEBMASTER_API_KEY_ISSUED',
      targetType: 'webmaster',
      targetId: webmasterId,
    });
  });
  // The key's notice left at the commit and reaches this process too, a moment later.
  staleAnswersOf(db).forget('webmaster-keys', [webmasterId]);
  return key;
}
