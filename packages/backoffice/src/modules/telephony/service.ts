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
import { ownTables } from '../../db/owners.js';
import type { Caller } from '../../platform/caller.js';
import { forbidden, HttpError, invalid, notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { relayUrlFor, TELEPHONY_OFF, type TelephonyConfig } from '../../platform/telephony-config.js';
import { accountLookup } from '../accounts/index.js';
import { orderLookup } from '../orders/index.js';
import { workspaceFor } from '../workspace/index.js';
import { findExtension, recordDial, registerAccountExtensions } from './repo.js';

export const voipNotConfigured = () =>
  new HttpError(409, ERROR_CODES.voipNotConfigured, 'Telephony is not configured on this server');

export type TelephonyServiceDeps = Pick<ModuleDeps, 'db'> & { telephony?: TelephonyConfig };

/** The real phone behind a dial reference, with what the caller's checks need. */
type DialTarget = {
  phone: string;
  regionId: string;
  /** The caller works this lead or order right now (holds it, holds a task of it, wrote the order). */
  workedByCaller: boolean;
};

export function createTelephonyService({ db: appDb, telephony = TELEPHONY_OFF }: TelephonyServiceDeps) {
  const db = ownTables(appDb, 'telephony');
  const leads = workspaceFor(appDb).lookup;
  const accounts = accountLookup(appDb);
  const orders = orderLookup(appDb);

  async function leadDialTarget(leadId: number, accountId: number): Promise<DialTarget | undefined> {
    const lead = await leads.lead(leadId);
    if (!lead) return undefined;
    return { phone: lead.phone, regionId: lead.regionId, workedByCaller: await leads.worksOnLead(accountId, lead) };
  }

  /** An order's phone is its lead's (orders keep the customer's phone on the lead). */
  async function orderDialTarget(orderId: number, accountId: number): Promise<DialTarget | undefined> {
    const order = await orders.find(orderId);
    const lead = order?.lead_id ? await leads.lead(order.lead_id) : undefined;
    if (!order || !lead) return undefined;
    return { phone: lead.phone, regionId: order.region_id, workedByCaller: await leads.worksOnOrder(accountId, order) };
  }

  return {
    async voipConfig(caller: Caller, requestOrigin: string): Promise<VoipConfig> {
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
    },

    async resolveDial(caller: Caller, reference: string): Promise<VoipResolved> {
      if (!telephony.enabled) throw voipNotConfigured();
      const parsed = parseDialReference(reference);
      if (!parsed) throw notFound({ key: 'unknownDialReference', values: { reference } });
      const extension = await findExtension(db, caller.accountId);
      if (!extension) throw forbidden('No extension is assigned to this account');
      const target = foundInRegions(
        caller,
        parsed.kind === 'lead'
          ? await leadDialTarget(parsed.id, caller.accountId)
          : await orderDialTarget(parsed.id, caller.accountId),
        (t) => t.regionId,
        `No ${parsed.kind} ${parsed.id} with a phone to dial`,
      );
      // The same rule as revealing a phone (docs/decisions/0505): only what the agent works on.
      if (!target.workedByCaller && !caller.permissions.includes('lead:details:read')) {
        throw forbidden(
          parsed.kind === 'lead'
            ? 'You may call only a lead you are working on'
            : 'You may call only an order you are working on',
        );
      }
      await recordDial(db, {
        accountId: caller.accountId,
        extension: extension.extension,
        ...(parsed.kind === 'lead' ? { leadId: parsed.id } : { orderId: parsed.id }),
      });
      return { reference, phone: target.phone };
    },

    /** Gives each listed account without one the next free extension; every listed account's extension. */
    /** Extensions for existing accounts only: an unknown id is a 400 naming it (found by the schema fuzzer, 1721). */
    async registerExtensions(accountIds: readonly number[]) {
      const known = await accounts.summaries(accountIds);
      const unknown = accountIds.findIndex((id) => !known.has(id));
      if (unknown >= 0) throw invalid(`accountIds.${unknown}`, 'is not an account');
      return registerAccountExtensions(db, accountIds);
    },
  };
}

export type TelephonyService = ReturnType<typeof createTelephonyService>;
