/**
 * The catalog's service: regions, products, offers, discounts and pricing a selection for a
 * lead. The lead itself is the workspace's: read through its lookup.
 */
import type { DiscountDto, ProductDto, RegionDto } from '@umbrella/contract';
import { ownTables } from '../../db/owners.js';
import type { Caller } from '../../platform/caller.js';
import { notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { assertRegion, foundInRegions } from '../../platform/region-scope.js';
import { type LeadFacts, workspaceFor } from '../workspace/index.js';
import {
  type DiscountRow,
  discountsOfLead,
  discountsOfOffer,
  findOfferRegion,
  findProducts,
  listRegionProducts,
  loadPricedLead,
  type PricedLead,
} from './pricing/repo.js';
import { type PricedSelection, priceForLead, type SelectionRequest } from './pricing/service.js';
import { findOfferSummary, findRegion, findWebmaster, listProductsWithOffers, listRegions } from './repo.js';

export type CatalogServiceDeps = Pick<ModuleDeps, 'db'>;

type RegionCaller = Pick<Caller, 'regionIds'>;

const publicDiscount = ({ regionId: _region, ...discount }: DiscountRow): DiscountDto => discount;

export function createCatalogService({ db: appDb }: CatalogServiceDeps) {
  const leads = workspaceFor(appDb).lookup;
  const db = ownTables(appDb, 'catalog');

  async function pricedLead(leadId: number): Promise<PricedLead | undefined> {
    const lead = await leads.lead(leadId);
    return lead && loadPricedLead(db, lead);
  }

  return {
    /** The regions with these ids, in id order. */
    regions: (ids: readonly string[]): Promise<RegionDto[]> => listRegions(db, ids),

    /** The region of a lead; 404 when it is missing or not in one of the caller's regions. */
    async regionOfLead(caller: RegionCaller, leadId: number): Promise<RegionDto> {
      const regionId = foundInRegions(caller, (await leads.lead(leadId))?.regionId, (id) => id, {
        key: 'notFoundLead',
        values: { id: leadId },
      });
      const region = await findRegion(db, regionId);
      if (!region) throw notFound({ key: 'notFoundRegion', values: { id: regionId } });
      return region;
    },

    /** Active products of one of the caller's regions (ONEW-13). */
    async regionProducts(caller: RegionCaller, regionId: string): Promise<ProductDto[]> {
      assertRegion(caller, regionId);
      return listRegionProducts(db, regionId);
    },

    /** Products by id, active or not, with their regions and list prices. */
    products: (ids: readonly number[]) => findProducts(db, ids),

    /** Discounts of an offer (ONEW-21, ONEW-31). */
    async offerDiscounts(caller: RegionCaller, offerId: string): Promise<DiscountDto[]> {
      foundInRegions(caller, await findOfferRegion(db, offerId), (id) => id, {
        key: 'notFoundOffer',
        values: { id: offerId },
      });
      return (await discountsOfOffer(db, offerId)).map(publicDiscount);
    },

    /** Discounts for a lead: its offer's, or the region's general ones (ONEW-21, ONEW-31). */
    async leadDiscounts(caller: RegionCaller, leadId: number): Promise<DiscountDto[]> {
      const lead = foundInRegions(caller, await pricedLead(leadId), (l) => l.regionId, {
        key: 'notFoundLead',
        values: { id: leadId },
      });
      return (await discountsOfLead(db, lead)).map(publicDiscount);
    },

    /**
     * Prices a selection for a lead, shared by calculate and order creation so that the total an
     * agent saw is the total the order gets.
     */
    priceForLead: async (
      caller: RegionCaller,
      request: SelectionRequest,
      /** The lead as the caller has already read it through the workspace's lookup (null: none). */
      known?: LeadFacts | null,
    ): Promise<PricedSelection> =>
      priceForLead(
        db,
        caller,
        known === undefined ? await pricedLead(request.leadId) : known ? await loadPricedLead(db, known) : undefined,
        request,
      ),

    /** An offer with its price, the currency of its product and its webmaster, for the lead page. */
    offerSummary: (offerId: string) => findOfferSummary(db, offerId),
    webmaster: (webmasterId: number) => findWebmaster(db, webmasterId),

    /** Products of the given regions with their offer ids (the scripts list and editor). */
    productsWithOffers: (filter: Parameters<typeof listProductsWithOffers>[1]) => listProductsWithOffers(db, filter),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
