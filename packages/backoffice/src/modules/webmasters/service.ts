/**
 * Webmasters' special payouts and guarantee history (WEBM-01..41). Every rule of the create,
 * edit and guarantee forms holds here too, with the specification's messages; the pairs are those
 * of offers in the caller's regions (another region's offer answers as a missing one).
 */
import {
  type CreateWebmasterBody,
  type EditWebmasterBody,
  ERROR_CODES,
  type GuaranteeExistsQuery,
  type GuaranteeKeyQuery,
  type GuaranteeValue,
  type GuaranteeValueBody,
  isCalendarDate,
  WEBMASTER_MESSAGES as M,
  WEBMASTER_PAYOUT_STEP,
  WEBMASTERS_PAGE_SIZE,
  type WebmasterOfferChoice,
  type WebmasterRate,
  type WebmasterRatePage,
  type WebmasterRatesQuery,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { HttpError, invalidField, notFound } from '../../platform/http-error.js';
import { canSeeRegion, foundInRegions } from '../../platform/region-scope.js';
import { textFilter } from '../../platform/text-filter.js';
import {
  deleteGuarantee,
  ensureWebmaster,
  findOfferTerms,
  findRate,
  type GuaranteeKey,
  guaranteeExistsByName,
  insertGuarantee,
  insertRate,
  listGuarantees,
  listOfferChoices,
  listRates,
  rateExistsByName,
  updateGuarantee,
  updateRatePayout,
  upsertGuarantee,
  webmasterExists,
  webmasterPage,
} from './repo.js';

type RegionCaller = Pick<Caller, 'regionIds'>;

/** A 400 or 409 carrying the specification's text for one field, so the form shows it there. */
const refused = (status: 400 | 409, field: string, message: string) =>
  new HttpError(status, status === 400 ? ERROR_CODES.validation : ERROR_CODES.conflict, message, {
    [field]: message,
  });

const notADate = (field: string) => invalidField({ [field]: 'must be a date YYYY-MM-DD' });

function checkDate(field: string, value: string | null | undefined): void {
  if (value && !isCalendarDate(value)) throw notADate(field);
}

/** WEBM-17: payouts move in steps of 5 currency units (500 cents). */
function checkPayoutStep(field: string, cents: number): void {
  if (cents % (WEBMASTER_PAYOUT_STEP * 100) !== 0) {
    throw invalidField({ [field]: `must move in steps of ${WEBMASTER_PAYOUT_STEP}` });
  }
}

const guaranteeMissing = () => notFound('No guarantee for this offer, webmaster and date');

export function createWebmasterService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const today = () => clock.now().toISOString().slice(0, 10);

  /** The offer when it is in one of the caller's regions; 404 otherwise (decision 1034). */
  async function offerOf(caller: RegionCaller, offerId: string) {
    return foundInRegions(caller, await findOfferTerms(db, offerId), (o) => o.regionId, `Offer ${offerId} not found`);
  }

  async function pairOf(caller: RegionCaller, webmasterId: number, offerId: string) {
    await offerOf(caller, offerId);
    if (!(await webmasterExists(db, webmasterId))) throw notFound(`Webmaster ${webmasterId} not found`);
  }

  async function row(caller: RegionCaller, webmasterName: string, offerId: string): Promise<WebmasterRate> {
    const page = await listRates(db, {
      regionIds: caller.regionIds,
      webmasterName,
      offerId,
      number: 0,
      size: 100,
      today: today(),
    });
    const found = page.content.find((r) => r.webmasterName === webmasterName);
    if (!found) throw notFound(`Offer ${offerId} not found`);
    return found;
  }

  return {
    /** WEBM-07: the pairs of the caller's regions, filtered (each text filter trimmed) and paged. */
    rates: (caller: RegionCaller, query: WebmasterRatesQuery): Promise<WebmasterRatePage> =>
      listRates(db, {
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
    offers: (caller: RegionCaller): Promise<WebmasterOfferChoice[]> => listOfferChoices(db, caller.regionIds),

    webmasters: (number: number, size: number) => webmasterPage(db, number, size),

    /** WEBM-11, WEBM-12: true when the named webmaster already has a special payout for the offer. */
    async exists(caller: RegionCaller, offerId: string, name: string): Promise<boolean> {
      const offer = await findOfferTerms(db, offerId);
      if (!offer || !canSeeRegion(caller, offer.regionId)) return false;
      return rateExistsByName(db, offerId, name.trim());
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
      await db.transaction().execute(async (trx) => {
        const webmasterId = await ensureWebmaster(trx, name);
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
        name = (
          await trx.selectFrom('webmasters').select('name').where('id', '=', body.webmasterId).executeTakeFirstOrThrow()
        ).name;
      });
      return row(caller, name, body.offerId);
    },

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
      const offer = await findOfferTerms(db, query.offerId);
      if (!offer || !canSeeRegion(caller, offer.regionId)) return false;
      return guaranteeExistsByName(db, query.offerId, query.guaranteeActualFrom, query.webmasterName.trim());
    },
  };
}

export type WebmasterService = ReturnType<typeof createWebmasterService>;
