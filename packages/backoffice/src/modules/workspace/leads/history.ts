/**
 * The add-lead form's offers (internal offers by region, LEAD-44, LEAD-62) and the agent's own
 * order history (LEAD-63, CONST-40: type APPROVED, start/end within 30 days, default the last 7,
 * deposit flag).
 */
import {
  AGENT_HISTORY_DEFAULT_DAYS,
  AGENT_HISTORY_MAX_DAYS,
  type AgentHistoryItem,
  type AgentHistoryQuery,
  type InternalOffer,
  ORDER_STATUS,
  statusName,
} from '@umbrella/contract';
import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';
import type { Caller } from '../../../platform/caller.js';
import { invalid } from '../../../platform/http-error.js';
import { visiblePhone } from '../../../platform/phone-mask.js';
import { assertRegion } from '../../../platform/region-scope.js';
import type { WorkspaceReads } from '../reads.js';

/** Orders an agent "approved": confirmed and every later delivery step (docs/decisions/0506). */
export const APPROVED_STATUSES: readonly number[] = [
  ORDER_STATUS.CONFIRMED,
  ORDER_STATUS.TRANSIT,
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.VERIFIED,
  ORDER_STATUS.DEPOSIT,
  ORDER_STATUS.SCHEDULED,
  ORDER_STATUS.ON_THE_WAY,
  ORDER_STATUS.RECEIVED_BY_CLIENT,
];

const DAY_MS = 86_400_000;

/** The prefix as a LIKE pattern that matches it literally (`_` and `%` are wildcards otherwise). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function createHistoryService(deps: {
  db: ModuleDb<'workspace'>;
  reads: Pick<WorkspaceReads, 'offers' | 'products' | 'orders'>;
  clock: Clock;
  offerPrefix?: string;
}) {
  const { db, reads, clock } = deps;

  return {
    async internalOffers(caller: Pick<Caller, 'regionIds'>, regionId: string): Promise<InternalOffer[]> {
      assertRegion(caller, regionId);
      const rows = await db
        .selectFrom(reads.offers.as('o'))
        .innerJoin(reads.products.as('p'), 'p.id', 'o.product_id')
        .select([
          'o.id',
          'o.name',
          'o.product_id',
          'p.name as product_name',
          'o.price_minor',
          'p.currency',
          'o.webmaster_id',
        ])
        .where('o.region_id', '=', regionId)
        .where('o.active', '=', true)
        .where('p.active', '=', true)
        .where('o.id', 'like', `${likeLiteral(deps.offerPrefix ?? '')}%`)
        .orderBy('p.name')
        .orderBy('o.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        productId: r.product_id,
        productName: r.product_name,
        priceMinor: r.price_minor,
        currency: r.currency,
        webmasterId: r.webmaster_id,
      }));
    },

    async agentHistory(
      caller: Pick<Caller, 'accountId' | 'regionIds' | 'features'>,
      query: AgentHistoryQuery,
    ): Promise<AgentHistoryItem[]> {
      const end = query.end ? new Date(query.end) : clock.now();
      const start = query.start ? new Date(query.start) : new Date(end.getTime() - AGENT_HISTORY_DEFAULT_DAYS * DAY_MS);
      if (start > end) throw invalid('start', 'must not be after end');
      if (end.getTime() - start.getTime() > AGENT_HISTORY_MAX_DAYS * DAY_MS) {
        throw invalid('start', { key: 'rangeAtMostDays', values: { limit: AGENT_HISTORY_MAX_DAYS } });
      }
      if (!caller.regionIds.length) return [];
      let q = db
        .selectFrom(reads.orders.as('o'))
        .leftJoin('leads as l', 'l.id', 'o.lead_id')
        .select(['o.id', 'o.short_code', 'o.lead_id', 'o.status', 'o.updated_at', 'l.name', 'l.phone'])
        .where('o.created_by', '=', caller.accountId)
        .where('o.region_id', 'in', caller.regionIds)
        .where('o.created_at', '>=', start)
        .where('o.created_at', '<=', end);
      if ((query.type ?? 'APPROVED') === 'APPROVED') q = q.where('o.status', 'in', [...APPROVED_STATUSES]);
      if (query.deposit) q = q.where('o.status', '=', ORDER_STATUS.DEPOSIT);
      const rows = await q.orderBy('o.updated_at', 'desc').orderBy('o.id', 'desc').limit(500).execute();
      return rows.map((r) => ({
        id: r.id,
        shortCode: r.short_code,
        leadId: r.lead_id,
        name: r.name ?? '',
        status: r.status,
        status_name: statusName(r.status),
        lastdate: new Date(r.updated_at).toISOString(),
        phone: r.phone ? visiblePhone(caller, r.phone) : '',
      }));
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
