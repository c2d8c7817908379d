/**
 * A webmaster's guarantee history for an offer (WEBM-24..26, WEBM-33..40): read newest first, an
 * entry added, changed or removed by its start date, and whether the named webmaster has one.
 */
import type { GuaranteeExistsQuery, GuaranteeKeyQuery, GuaranteeValue, GuaranteeValueBody } from '@umbrella/contract';
import { WEBMASTER_MESSAGES as M } from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';
import { canSeeRegion } from '../../platform/region-scope.js';
import { type CatalogReads, findOfferTerms } from './catalog-reads.js';
import { checkDate, guaranteeMissing, refused } from './form-rules.js';
import {
  deleteGuarantee,
  type GuaranteeKey,
  guaranteeExistsByName,
  insertGuarantee,
  listGuarantees,
  updateGuarantee,
} from './guarantee-rows.js';
import type { OfferScope, RegionCaller } from './offer-scope.js';

export function createGuarantees(deps: { db: ModuleDb<'webmasters'>; reads: CatalogReads; scope: OfferScope }) {
  const { db, reads } = deps;
  const { offerOf, pairOf } = deps.scope;
  return {
    /** WEBM-33, WEBM-34: the pair's history, newest first. */
    async guarantees(caller: RegionCaller, webmasterId: number, offerId: string): Promise<GuaranteeValue[]> {
      await offerOf(caller, offerId);
      return listGuarantees(db, webmasterId, offerId);
    },

    /** WEBM-35..37, WEBM-40. */
    async createGuarantee(caller: RegionCaller, body: GuaranteeValueBody): Promise<GuaranteeValue> {
      checkDate('actualFrom', body.actualFrom);
      await pairOf(caller, body.webmasterId, body.offerId);
      if (!(await insertGuarantee(db, body, body.value))) throw refused(409, 'actualFrom', M.guaranteeExists);
      return body;
    },

    /** WEBM-38: the value of the entry starting that day. */
    async updateGuarantee(caller: RegionCaller, body: GuaranteeValueBody): Promise<GuaranteeValue> {
      checkDate('actualFrom', body.actualFrom);
      await offerOf(caller, body.offerId);
      if (!(await updateGuarantee(db, body, body.value))) throw guaranteeMissing();
      return body;
    },

    /** WEBM-39. */
    async deleteGuarantee(caller: RegionCaller, key: GuaranteeKeyQuery): Promise<void> {
      checkDate('actualFrom', key.actualFrom);
      await offerOf(caller, key.offerId);
      if (!(await deleteGuarantee(db, key satisfies GuaranteeKey))) throw guaranteeMissing();
    },

    /** WEBM-24..26: does the named webmaster have a guarantee for the offer from that day? */
    async guaranteeExists(caller: RegionCaller, query: GuaranteeExistsQuery): Promise<boolean> {
      checkDate('guaranteeActualFrom', query.guaranteeActualFrom);
      const offer = await findOfferTerms(db, reads, query.offerId);
      if (!offer || !canSeeRegion(caller, offer.regionId)) return false;
      return guaranteeExistsByName(db, reads, {
        offerId: query.offerId,
        actualFrom: query.guaranteeActualFrom,
        name: query.webmasterName.trim(),
      });
    },
  };
}
