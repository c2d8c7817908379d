/**
 * Webmasters' special payouts per offer (WEBM-07..32): the paged list, the offer choices, the
 * create form (a new webmaster through the catalog's face, its payout and a first guarantee in
 * one transaction) and the edit form (payout and the guarantee from a date).
 */
import {
  type CreateWebmasterBody,
  type EditWebmasterBody,
  WEBMASTER_MESSAGES as M,
  WEBMASTERS_PAGE_SIZE,
  type WebmasterOfferChoice,
  type WebmasterRate,
  type WebmasterRatePage,
  type WebmasterRatesQuery,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../platform/http-error.js';
import { canSeeRegion } from '../../platform/region-scope.js';
import { textFilter } from '../../platform/text-filter.js';
import { ensureWebmaster } from '../catalog/index.js';
import { type CatalogReads, findOfferTerms, webmasterName, webmasterPage } from './catalog-reads.js';
import { checkDate, checkPayoutStep, refused } from './form-rules.js';
import { insertGuarantee, upsertGuarantee } from './guarantee-rows.js';
import type { OfferScope, RegionCaller } from './offer-scope.js';
import { findRate, insertRate, listOfferChoices, listRates, rateExistsByName, updateRatePayout } from './rate-rows.js';

export function createRates(deps: {
  db: ModuleDb<'webmasters'>;
  /** The application's handle: a new webmaster is the catalog's, written in the same transaction. */
  appDb: Kysely<Database>;
  reads: CatalogReads;
  scope: OfferScope;
  today: () => string;
}) {
  const { db, appDb, reads, today } = deps;
  const { offerOf } = deps.scope;

  async function row(caller: RegionCaller, webmasterName: string, offerId: string): Promise<WebmasterRate> {
    const page = await listRates(db, reads, {
      regionIds: caller.regionIds,
      webmasterName,
      offerId,
      number: 0,
      size: 100,
      today: today(),
    });
    const found = page.content.find((r) => r.webmasterName === webmasterName);
    if (!found) throw notFound({ key: 'notFoundOffer', values: { id: offerId } });
    return found;
  }

  return {
    /** WEBM-07: the pairs of the caller's regions, filtered (each text filter trimmed) and paged. */
    rates: (caller: RegionCaller, query: WebmasterRatesQuery): Promise<WebmasterRatePage> =>
      listRates(db, reads, {
        regionIds: caller.regionIds,
        webmasterName: textFilter(query.webmasterName),
        offerId: textFilter(query.offerId),
        productName: textFilter(query.productName),
        partner: textFilter(query.partner),
        number: query.number ?? 0,
        size: query.size ?? WEBMASTERS_PAGE_SIZE,
        today: today(),
      }),

    /** WEBM-08. */
    offers: (caller: RegionCaller): Promise<WebmasterOfferChoice[]> => listOfferChoices(db, reads, caller.regionIds),

    webmasters: (number: number, size: number) => webmasterPage(db, reads, number, size),

    /** WEBM-11, WEBM-12: true when the named webmaster already has a special payout for the offer. */
    async exists(caller: RegionCaller, offerId: string, name: string): Promise<boolean> {
      const offer = await findOfferTerms(db, reads, offerId);
      if (!offer || !canSeeRegion(caller, offer.regionId)) return false;
      return rateExistsByName(db, reads, offerId, name.trim());
    },

    /** WEBM-09..28: creates the webmaster when new, its special payout and, when given, a guarantee. */
    async create(caller: RegionCaller, body: CreateWebmasterBody): Promise<WebmasterRate> {
      const offerId = body.offerId.trim();
      const name = body.name.trim();
      const guarantee = body.guarantee ?? null;
      const actualFrom = body.guaranteeActualFrom ?? null;
      if (!offerId) throw refused(400, 'offerId', M.offerRequired);
      if (!name) throw refused(400, 'name', M.nameRequired);
      if (/\s/.test(body.name)) throw refused(400, 'name', M.nameSpaces);
      checkPayoutStep('payoutCents', body.payoutCents);
      if (actualFrom !== null && guarantee === null) throw refused(400, 'guarantee', M.guaranteeRequired);
      if (guarantee !== null && actualFrom === null) throw refused(400, 'guaranteeActualFrom', M.dateRequired);
      checkDate('guaranteeActualFrom', actualFrom);
      const offer = await offerOf(caller, offerId);
      if (body.payoutCents === offer.payout && guarantee === null) {
        throw refused(400, 'payoutCents', M.payoutDefault);
      }
      await appDb.transaction().execute(async (appTrx) => {
        // The webmaster is the catalog's: its face writes it in this transaction.
        const webmasterId = await ensureWebmaster(appTrx, name);
        const trx = ownTables(appTrx, 'webmasters');
        const comment = body.comment?.trim() || null;
        if (!(await insertRate(trx, { webmasterId, offerId, payout: body.payoutCents, comment }))) {
          throw refused(409, 'name', M.rateExists);
        }
        if (guarantee !== null && actualFrom !== null) {
          if (!(await insertGuarantee(trx, { webmasterId, offerId, actualFrom }, guarantee))) {
            throw refused(409, 'guaranteeActualFrom', M.guaranteeExists);
          }
        }
      });
      return row(caller, name, offerId);
    },

    /** WEBM-29..32: a new payout and the guarantee from a date (set, or changed when that date has one). */
    async edit(caller: RegionCaller, body: EditWebmasterBody): Promise<WebmasterRate> {
      checkPayoutStep('payout', body.payout);
      checkDate('guaranteeActualFrom', body.guaranteeActualFrom);
      await offerOf(caller, body.offerId);
      if (!(await findRate(db, body.webmasterId, body.offerId))) {
        throw notFound('No special payout for this offer and webmaster');
      }
      const key = { webmasterId: body.webmasterId, offerId: body.offerId, actualFrom: body.guaranteeActualFrom };
      let name = '';
      await db.transaction().execute(async (trx) => {
        await updateRatePayout(trx, body.webmasterId, body.offerId, body.payout);
        await upsertGuarantee(trx, key, body.guarantee);
        name = await webmasterName(trx, reads, body.webmasterId);
      });
      return row(caller, name, body.offerId);
    },
  };
}
