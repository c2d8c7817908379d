/**
 * Which offers and webmasters a caller may touch: an offer in one of the caller's regions, or
 * the answer of a missing one (decision 1034), and a pair whose webmaster exists.
 */
import type { ModuleDb } from '../../db/owners.js';
import type { Caller } from '../../platform/caller.js';
import { notFound } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { type CatalogReads, findOfferTerms, webmasterExists } from './catalog-reads.js';

export type RegionCaller = Pick<Caller, 'regionIds'>;

export function createOfferScope(db: ModuleDb<'webmasters'>, reads: CatalogReads) {
  /** The offer when it is in one of the caller's regions; 404 otherwise (decision 1034). */
  async function offerOf(caller: RegionCaller, offerId: string) {
    return foundInRegions(caller, await findOfferTerms(db, reads, offerId), (o) => o.regionId, {
      key: 'notFoundOffer',
      values: { id: offerId },
    });
  }

  async function pairOf(caller: RegionCaller, webmasterId: number, offerId: string) {
    await offerOf(caller, offerId);
    if (!(await webmasterExists(db, reads, webmasterId)))
      throw notFound({ key: 'notFoundWebmaster', values: { id: webmasterId } });
  }

  return { offerOf, pairOf };
}

export type OfferScope = ReturnType<typeof createOfferScope>;
