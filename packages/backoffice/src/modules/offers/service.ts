/**
 * The offers' service (OFFER-*): the page, creating and updating an offer with the spec's rules
 * and messages, and the choices of its form. The caller's regions bound everything: a list
 * covers only them, another region's offer is answered as a missing one, and a region the caller
 * names that is not its own is a 403.
 */
import {
  type CreateOfferBody,
  OFFER_ID_PATTERN,
  OFFER_MESSAGES,
  OFFER_PAGE_SIZE,
  OFFER_TYPES,
  type OfferDiscountChoice,
  type OfferDto,
  type OfferPage,
  type OfferPageQuery,
  type OfferScriptChoice,
  type OfferType,
  type UpdateOfferBody,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { type AuditActor, type AuditEntry, audited } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { invalidField } from '../../platform/http-error.js';
import { assertRegion, foundInRegions, scopedRegionIds } from '../../platform/region-scope.js';
import { staleAnswersOf } from '../../platform/stale-answers.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { type OfferValues, offerRecords } from '../catalog/index.js';
import { findPublishedScript, publishedScripts } from '../scripts/index.js';
import { findPartner, listPartners } from '../webmasters/index.js';

type RegionCaller = Pick<Caller, 'regionIds'>;
type EditCaller = RegionCaller & AuditActor;

/** An offer edit's audit entry: the offer in its region, with the payout it now has. */
const offerEntry = (action: 'OFFER_CREATED' | 'OFFER_UPDATED', id: string, values: OfferValues): AuditEntry => ({
  action,
  targetType: 'offer',
  targetId: id,
  regionIds: [values.regionId],
  details: { payoutMinor: values.payoutMinor },
});
type Fields = UpdateOfferBody;

const idPattern = new RegExp(OFFER_ID_PATTERN);

/**
 * The offers are the catalog's, their partners the webmasters module's and their scripts the
 * scripts module's (decision 1816): this service asks each face, with the application's handle or
 * the audited write's transaction.
 */
export function createOffersService(db: Kysely<Database>) {
  const offers = offerRecords(db);
  /** The offer in one of the caller's regions; 404 otherwise (decision 1034). */
  async function offerInRegions(caller: RegionCaller, id: string): Promise<OfferDto> {
    return foundInRegions(caller, await offers.find(id), (o) => o.regionId, { key: 'notFoundOffer', values: { id } });
  }

  /**
   * The spec's form rules (OFFER-11..21) on the server, every broken one named with its message;
   * the region the caller names must be its own (403).
   */
  async function checked(caller: RegionCaller, body: Fields, errors: Record<string, string>) {
    const payout = body.defaultPayoutCents;
    if (payout === undefined || payout === null) errors.defaultPayoutCents = OFFER_MESSAGES.payoutRequired;
    else if (payout < 0) errors.defaultPayoutCents = OFFER_MESSAGES.payoutMin;
    const regionId = body.regionId || undefined;
    if (!regionId) errors.regionId = OFFER_MESSAGES.regionRequired;
    if (!body.type || !(OFFER_TYPES as readonly string[]).includes(body.type))
      errors.type = OFFER_MESSAGES.typeRequired;

    const product = body.productId ? await offers.product(body.productId) : undefined;
    if (!product || (regionId && product.region_id !== regionId)) errors.productId = OFFER_MESSAGES.productRequired;
    const partner = body.partnerId ? await findPartner(db, body.partnerId) : undefined;
    if (!partner) errors.partnerId = OFFER_MESSAGES.partnerRequired;
    // OFFER-19: only a script with a published version, of the offer's product.
    const script = body.scriptId ? await findPublishedScript(db, body.scriptId) : undefined;
    if (!script || (product && script.productId !== product.id)) errors.scriptId = OFFER_MESSAGES.scriptRequired;
    const discountIds = body.discountIds ?? [];
    const discounts = await offers.discountsByIds(discountIds);
    if (
      !discountIds.length ||
      discounts.length !== discountIds.length ||
      discounts.some((d) => !d.active || (regionId && d.region_id !== regionId))
    ) {
      errors.discountIds = OFFER_MESSAGES.discountRequired;
    }
    if (Object.keys(errors).length) throw invalidField(errors);
    assertRegion(caller, regionId as string);
    const values: OfferValues = {
      payoutMinor: payout as number,
      regionId: regionId as string,
      type: body.type as OfferType,
      productId: (product as { id: number }).id,
      partnerId: (partner as { id: number }).id,
      scriptId: (script as { id: number }).id,
      resale: body.resale ?? false,
      discountIds,
    };
    const name = `${product?.name} – ${partner?.name}`;
    return { values, name, priceMinor: (product as { price_minor: number }).price_minor };
  }

  return {
    /** OFFER-06: a page of the caller's offers; a region filter outside them lists nothing. */
    page(caller: RegionCaller, query: OfferPageQuery): Promise<OfferPage> {
      return offers.page({
        regionIds: scopedRegionIds(caller, query.regionId ? [query.regionId] : undefined),
        resale: query.resale,
        partnerId: query.partnerId,
        productId: query.productId,
        number: query.number ?? 0,
        size: query.size ?? OFFER_PAGE_SIZE,
      });
    },

    get: offerInRegions,

    /** OFFER-09: whether no offer in any region has this id yet (OFFER-08). */
    isUniqueId: async (id: string): Promise<boolean> => !(await offers.idTaken(id.trim())),

    /** createOffer (OFFER-25) with the id unique across the system (OFFER-07, OFFER-08). */
    async create(caller: EditCaller, body: CreateOfferBody): Promise<OfferDto> {
      const id = body.id?.trim() ?? '';
      const errors: Record<string, string> = {};
      if (!id) errors.id = OFFER_MESSAGES.idRequired;
      else if (!idPattern.test(id)) errors.id = OFFER_MESSAGES.idFormat;
      else if (await offers.idTaken(id)) errors.id = OFFER_MESSAGES.idNotUnique;
      const { values, name, priceMinor } = await checked(caller, body, errors);
      try {
        await audited(db, caller, offerEntry('OFFER_CREATED', id, values), (trx) =>
          offerRecords(trx).insert(id, values, name, priceMinor),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidField({ id: OFFER_MESSAGES.idNotUnique });
        throw error;
      }
      return offerInRegions(caller, id);
    },

    /** updateOffer (OFFER-25): every field but the id (OFFER-10), in the caller's regions only. */
    async update(caller: EditCaller, id: string, body: UpdateOfferBody): Promise<OfferDto> {
      await offerInRegions(caller, id);
      const { values, name, priceMinor } = await checked(caller, body, {});
      await audited(db, caller, offerEntry('OFFER_UPDATED', id, values), (trx) =>
        offerRecords(trx).update(id, values, name, priceMinor),
      );
      // The update's notice reaches this process too, a moment after the commit.
      staleAnswersOf(db).forget('offers', null);
      return offerInRegions(caller, id);
    },

    partners: () => listPartners(db),

    /** OFFER-19: the caller's scripts with a published version, of one product when given. */
    scripts(caller: RegionCaller, query: { regionId?: string; productId?: number }): Promise<OfferScriptChoice[]> {
      return publishedScripts(
        db,
        scopedRegionIds(caller, query.regionId ? [query.regionId] : undefined),
        query.productId,
      );
    },

    /** getCurrentDiscounts (OFFER-26): the active discounts an offer of these regions may carry. */
    currentDiscounts: (caller: RegionCaller, regionId?: string): Promise<OfferDiscountChoice[]> =>
      offers.regionDiscounts(scopedRegionIds(caller, regionId ? [regionId] : undefined)),

    /** getActualDiscounts (OFFER-26): the active general discounts, what a lead gets without its offer's own. */
    actualDiscounts: (caller: RegionCaller, regionId?: string): Promise<OfferDiscountChoice[]> =>
      offers.regionDiscounts(scopedRegionIds(caller, regionId ? [regionId] : undefined), { generalOnly: true }),

    /** getDiscountsByOfferId (OFFER-26). */
    async offerDiscounts(caller: RegionCaller, offerId: string): Promise<OfferDiscountChoice[]> {
      await offerInRegions(caller, offerId);
      return offers.discountsOfOffer(offerId);
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
