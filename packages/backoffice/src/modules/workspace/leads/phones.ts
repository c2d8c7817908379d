/**
 * Unmasked lead phones (PHONE-10, PHONE-11) and the lead action log (LEAD-36, LEAD-64). A reveal
 * is allowed to whoever works the lead right now and to lead:details:read; anyone else gets a
 * 403. Every reveal is written to lead_logs (docs/decisions/0505), an order phone's too (the
 * orders module answers getOrderPhone and records it here).
 */
import type { PhoneReveal } from '@umbrella/contract';
import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';
import { type AuditActor, recordAudit } from '../../../platform/audit/record.js';
import type { Caller } from '../../../platform/caller.js';
import { forbidden, invalid } from '../../../platform/http-error.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import { withTransaction } from '../../../platform/transaction.js';

type PhoneCaller = Pick<Caller, 'accountId' | 'regionIds' | 'permissions'>;
type RevealCaller = PhoneCaller & AuditActor;

export const LEAD_PHONE_REVEALED = 'LEAD_PHONE_REVEALED';
export const ORDER_PHONE_REVEALED = 'ORDER_PHONE_REVEALED';

/** Actions only the server writes: a client sending one would forge the record of a reveal. */
const SERVER_LOG_ACTIONS: readonly string[] = [LEAD_PHONE_REVEALED, ORDER_PHONE_REVEALED];

const mayReadAll = (caller: PhoneCaller) => caller.permissions.includes('lead:details:read');

export function createPhoneService(deps: { db: ModuleDb<'workspace'>; clock: Clock }) {
  const { db, clock } = deps;

  async function log(accountId: number, action: string, leadId: number | null, orderId: number | null) {
    await db
      .insertInto('lead_logs')
      .values({ lead_id: leadId, order_id: orderId, account_id: accountId, action, created_at: clock.now() })
      .execute();
  }

  /** A reveal is a lead log row and an audit entry, written together. */
  async function logReveal(
    caller: RevealCaller,
    reveal: { leadId: number | null; orderId: number | null; regionId: string },
  ): Promise<void> {
    const [action, targetType, targetId] =
      reveal.orderId === null
        ? ([LEAD_PHONE_REVEALED, 'lead', reveal.leadId] as const)
        : ([ORDER_PHONE_REVEALED, 'order', reveal.orderId] as const);
    await withTransaction(db, async (trx) => {
      await trx
        .insertInto('lead_logs')
        .values({
          lead_id: reveal.leadId,
          order_id: reveal.orderId,
          account_id: caller.accountId,
          action,
          created_at: clock.now(),
        })
        .execute();
      await recordAudit(trx, caller, {
        action: 'PHONE_REVEALED',
        targetType,
        targetId: targetId ?? 0,
        regionIds: [reveal.regionId],
        details: { leadId: reveal.leadId, orderId: reveal.orderId },
      });
    });
  }

  return {
    /** getLeadPhone(id). */
    async leadPhone(caller: RevealCaller, leadId: number): Promise<PhoneReveal> {
      const lead = foundInRegions(
        caller,
        await db
          .selectFrom('leads')
          .select(['phone', 'region_id', 'holder_account_id'])
          .where('id', '=', leadId)
          .executeTakeFirst(),
        (l) => l.region_id,
        'Lead not found',
      );
      if (!mayReadAll(caller) && lead.holder_account_id !== caller.accountId) {
        throw forbidden('You may see the phone only of a lead you are working on');
      }
      await logReveal(caller, { leadId, orderId: null, regionId: lead.region_id });
      return { phone: lead.phone };
    },

    /** Records an order phone's reveal (getOrderPhone, which the orders module answers). */
    recordOrderReveal: (caller: RevealCaller, order: { id: number; lead_id: number | null; region_id: string }) =>
      logReveal(caller, { leadId: order.lead_id, orderId: order.id, regionId: order.region_id }),

    /** writeLog {leadId, action}. */
    async writeLog(caller: PhoneCaller, leadId: number, action: string): Promise<void> {
      if (SERVER_LOG_ACTIONS.includes(action)) throw invalid('action', 'is recorded by the server only');
      foundInRegions(
        caller,
        await db.selectFrom('leads').select('region_id').where('id', '=', leadId).executeTakeFirst(),
        (l) => l.region_id,
        'Lead not found',
      );
      await log(caller.accountId, action, leadId, null);
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
