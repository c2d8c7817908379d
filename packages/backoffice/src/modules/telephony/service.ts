/**
 * The voip configuration of the current user (PHONE-03, AUTH-14) and the resolution of masked
 * dial references for the gateway's SIP relay: agents with the voip feature never receive a
 * customer's number; the relay asks here, with the agent's own token, right before the INVITE
 * reaches the PBX (voip:outbound, region and "works on it" checked as for a reveal, every
 * resolution recorded).
 */
import {
  ERROR_CODES,
  hasVoipFeature,
  parseDialReference,
  type VoipConfig,
  type VoipResolved,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { forbidden, HttpError, notFound } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { relayUrlFor, type TelephonyConfig } from '../../platform/telephony-config.js';
import { type DialTarget, findExtension, leadDialTarget, orderDialTarget, recordDial } from './repo.js';

export const voipNotConfigured = () =>
  new HttpError(409, ERROR_CODES.voipNotConfigured, 'Telephony is not configured on this server');

export async function voipConfigFor(
  db: Kysely<Database>,
  telephony: TelephonyConfig,
  caller: Caller,
  requestOrigin: string,
): Promise<VoipConfig> {
  if (!telephony.enabled) throw voipNotConfigured();
  if (!hasVoipFeature(caller.features)) throw forbidden('The voip feature is not enabled for this account');
  const extension = await findExtension(db, caller.accountId);
  const config: VoipConfig = {
    serverUrl: telephony.serverUrl ?? relayUrlFor(requestOrigin),
    extensionId: extension?.extension ?? null,
    password: extension?.password ?? null,
    testNumber: telephony.testNumber,
  };
  if (telephony.domain) config.domain = telephony.domain;
  return config;
}

export async function resolveDial(
  db: Kysely<Database>,
  telephony: TelephonyConfig,
  caller: Caller,
  reference: string,
): Promise<VoipResolved> {
  if (!telephony.enabled) throw voipNotConfigured();
  const parsed = parseDialReference(reference);
  if (!parsed) throw notFound(`Unknown dial reference ${reference}`);
  const extension = await findExtension(db, caller.accountId);
  if (!extension) throw forbidden('No extension is assigned to this account');
  const target: DialTarget = foundInRegions(
    caller,
    parsed.kind === 'lead'
      ? await leadDialTarget(db, parsed.id, caller.accountId)
      : await orderDialTarget(db, parsed.id, caller.accountId),
    (t) => t.regionId,
    `No ${parsed.kind} ${parsed.id} with a phone to dial`,
  );
  // The same rule as revealing a phone (docs/decisions/0505): only what the agent works on.
  if (!target.workedByCaller && !caller.permissions.includes('lead:details:read')) {
    throw forbidden(`You may call only a ${parsed.kind} you are working on`);
  }
  await recordDial(db, {
    accountId: caller.accountId,
    extension: extension.extension,
    ...(parsed.kind === 'lead' ? { leadId: parsed.id } : { orderId: parsed.id }),
  });
  return { reference, phone: target.phone };
}
