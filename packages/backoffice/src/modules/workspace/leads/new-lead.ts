/**
 * Adding a lead by hand (LEAD-37..42, LEAD-47): in one of the caller's regions, assigned to the
 * caller, refused naming each field — name, phone (its region's format, not blacklisted) and the
 * product (an active offer of it in that region, with the configured offer prefix).
 */
import {
  type ApiReason,
  BLACKLISTED_PHONE_MESSAGE,
  ERROR_CODES,
  findRegion,
  type LeadDto,
  NEW_LEAD_MESSAGES,
  type NewLeadBody,
  newLeadPhoneError,
  ORDER_STATUS,
  phonePrefixMessage,
} from '@umbrella/contract';
import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';
import { HttpError, notFound } from '../../../platform/http-error.js';
import { assertRegion } from '../../../platform/region-scope.js';
import { isBlacklisted } from '../blacklist/blacklist.js';
import type { WorkspaceReads } from '../reads.js';
import type { TaskCaller } from '../tasks/service.js';
import { type LeadReads, loadLeadRow, toLeadDto } from './lead-rows.js';
import type { LeadSettings } from './settings.js';

export function createNewLead(deps: {
  db: ModuleDb<'workspace'>;
  reads: LeadReads & Pick<WorkspaceReads, 'activeOffer'>;
  clock: Clock;
  settings: Pick<LeadSettings, 'newLeadOfferPrefix'>;
}) {
  const { db, reads, clock, settings } = deps;
  return {
    /** new-lead (LEAD-37..42, LEAD-47): a lead in the caller's region, assigned to the caller. */
    async newLead(caller: TaskCaller, body: NewLeadBody): Promise<LeadDto> {
      const errors: Record<string, string> = {};
      const name = body.name.trim();
      if (!name) errors.name = NEW_LEAD_MESSAGES.nameRequired;
      const phone = body.phone.trim();
      const phoneError =
        newLeadPhoneError(phone, body.region) ??
        ((await isBlacklisted(db, phone)) ? BLACKLISTED_PHONE_MESSAGE : undefined);
      if (phoneError) errors.phone = phoneError;
      // The region's prefix carries values, so the error handler cannot key it from its words.
      const region = findRegion(body.region);
      const reasons: Record<string, ApiReason> | undefined =
        region && phoneError === phonePrefixMessage(body.region)
          ? { phone: { key: 'leadPhonePrefix', values: { prefix: region.phonePrefix, country: region.name } } }
          : undefined;
      const offer = await reads.activeOffer(body.offerId);
      if (
        !offer ||
        offer.productId !== body.productId ||
        offer.regionId !== body.region ||
        !offer.id.startsWith(settings.newLeadOfferPrefix)
      ) {
        errors.productId = NEW_LEAD_MESSAGES.productRequired;
      }
      if (Object.keys(errors).length) {
        throw new HttpError(400, ERROR_CODES.validation, Object.values(errors).join('; '), errors, reasons);
      }
      assertRegion(caller, body.region);
      const now = clock.now();
      const inserted = await db
        .insertInto('leads')
        .values({
          region_id: body.region,
          product_id: body.productId,
          offer_id: body.offerId,
          webmaster_id: offer?.webmasterId ?? null,
          name,
          phone,
          status: ORDER_STATUS.SUBMIT,
          holder_account_id: caller.accountId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await loadLeadRow(db, reads, inserted.id);
      if (!row) throw notFound('Lead not found');
      return toLeadDto(row, caller);
    },
  };
}
