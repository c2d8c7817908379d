/**
 * Agency special payouts (AGENCY-*): what an agency is paid per lead of an offer. The spec's
 * form rules hold on the server with its messages (AGENCY-07, -13, -14, -15, -18..21); an offer
 * or payout outside the caller's regions is answered as a missing one.
 */
import {
  AGENCY_MESSAGES,
  AGENCY_PAYOUT_MAX_CENTS,
  AGENCY_PAYOUT_STEP_CENTS,
  type AgencyNameQuery,
  type AgencyOfferChoice,
  type AgencyPayoutDto,
  type CreateAgencyPayoutBody,
  type UpdateAgencyPayoutBody,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { type AuditActor, type AuditEntry, audited } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { invalidField } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import {
  agencyPayoutExists,
  findAgencyPayout,
  insertAgencyPayout,
  listAgencyPayouts,
  offerReads,
  offerRegion,
  offersForAgencies,
  publicPayout,
  updateAgencyPayout,
} from './agency-repo.js';

type RegionCaller = Pick<Caller, 'regionIds'>;
type EditCaller = RegionCaller & AuditActor;

const payoutEntry = (
  action: 'AGENCY_PAYOUT_CREATED' | 'AGENCY_PAYOUT_UPDATED',
  id: number,
  regionId: string,
  payoutMinor: number,
): AuditEntry => ({
  action,
  targetType: 'agency-payout',
  targetId: id,
  regionIds: [regionId],
  details: { payoutMinor },
});

/** The payout rules (AGENCY-18..21): the message of the first broken one. */
function payoutError(payout: number | null | undefined): string | undefined {
  if (payout === undefined || payout === null) return AGENCY_MESSAGES.payoutRequired;
  if (payout < 0) return AGENCY_MESSAGES.payoutMin;
  if (payout > AGENCY_PAYOUT_MAX_CENTS) return AGENCY_MESSAGES.payoutMax;
  if (payout % AGENCY_PAYOUT_STEP_CENTS !== 0) return AGENCY_MESSAGES.payoutStep;
  return undefined;
}

/** The name rules (AGENCY-13, AGENCY-14). */
function nameError(name: string): string | undefined {
  if (!name.trim()) return AGENCY_MESSAGES.nameRequired;
  if (/\s/.test(name)) return AGENCY_MESSAGES.nameSpaces;
  return undefined;
}

export function createAgencyService(appDb: Kysely<Database>) {
  const db = ownTables(appDb, 'offers');
  const reads = offerReads(appDb);
  async function payoutInRegions(caller: RegionCaller, id: number) {
    return foundInRegions(caller, await findAgencyPayout(db, reads, id), (p) => p.regionId, {
      key: 'notFoundAgencyPayout',
      values: { id },
    });
  }

  return {
    list: (caller: RegionCaller): Promise<AgencyPayoutDto[]> => listAgencyPayouts(db, reads, caller.regionIds),

    offers: (caller: RegionCaller): Promise<AgencyOfferChoice[]> => offersForAgencies(db, reads, caller.regionIds),

    /** validateNameForAgency (AGENCY-16): true when the offer already pays this agency. */
    async nameExists(caller: RegionCaller, query: AgencyNameQuery): Promise<boolean> {
      foundInRegions(caller, await offerRegion(db, reads, query.offerId), (o) => o.regionId, {
        key: 'notFoundOffer',
        values: { id: query.offerId },
      });
      return agencyPayoutExists(db, query.offerId, query.agencyName.trim());
    },

    /** createAgencyPayout (AGENCY-23): payout in cents. */
    async create(caller: EditCaller, body: CreateAgencyPayoutBody): Promise<AgencyPayoutDto> {
      const errors: Record<string, string> = {};
      const offerId = body.offerId?.trim() ?? '';
      const agencyName = body.agencyName.trim();
      const offer = offerId ? await offerRegion(db, reads, offerId) : undefined;
      if (!offer || !caller.regionIds.includes(offer.regionId)) errors.offerId = AGENCY_MESSAGES.offerRequired;
      const badName = nameError(body.agencyName);
      if (badName) errors.agencyName = badName;
      else if (offer && (await agencyPayoutExists(db, offerId, agencyName)))
        errors.agencyName = AGENCY_MESSAGES.duplicate;
      const badPayout = payoutError(body.payout);
      if (badPayout) errors.payout = badPayout;
      if (Object.keys(errors).length) throw invalidField(errors);
      let id: number;
      try {
        const payout = body.payout as number;
        const regionId = offer?.regionId ?? '';
        ({ id } = await audited(
          db,
          caller,
          (row: { id: number }) => payoutEntry('AGENCY_PAYOUT_CREATED', row.id, regionId, payout),
          (trx) => insertAgencyPayout(trx, offerId, agencyName, payout),
        ));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidField({ agencyName: AGENCY_MESSAGES.duplicate });
        throw error;
      }
      return publicPayout(await payoutInRegions(caller, id));
    },

    /** An edit changes only the payout (AGENCY-24). */
    async update(caller: EditCaller, id: number, body: UpdateAgencyPayoutBody): Promise<AgencyPayoutDto> {
      const found = await payoutInRegions(caller, id);
      const badPayout = payoutError(body.payout);
      if (badPayout) throw invalidField({ payout: badPayout });
      const payout = body.payout as number;
      await audited(db, caller, payoutEntry('AGENCY_PAYOUT_UPDATED', id, found.regionId, payout), (trx) =>
        updateAgencyPayout(trx, id, payout),
      );
      return publicPayout(await payoutInRegions(caller, id));
    },
  };
}
