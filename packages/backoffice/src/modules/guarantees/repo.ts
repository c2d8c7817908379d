/**
 * The guarantees module's SQL. The list joins each row's offer, partner and webmaster in one
 * statement for one screen (decision 1512): the subqueries the catalog and the webmasters module
 * hand out for it (decision 1823), never their tables by name.
 */
import type { GuaranteeRow, GuaranteeStatus, GuaranteeStatusFilter } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { fetchPage } from '../../platform/pagination.js';
import { containsPattern } from '../../platform/text-filter.js';
import { catalogOffers, catalogWebmasters } from '../catalog/index.js';
import { webmasterPartners } from '../webmasters/index.js';

type Db = ModuleDb<'guarantees'>;

/** The other modules' rows the list and a decision join, bound once to the application's handle. */
export function otherModulesReads(app: Kysely<Database>) {
  return { offers: catalogOffers(app), partners: webmasterPartners(app), webmasters: catalogWebmasters(app) };
}
export type OtherModulesReads = ReturnType<typeof otherModulesReads>;

export type GuaranteeFilter = {
  regionIds: readonly string[];
  status: GuaranteeStatusFilter;
  webmasterName?: string;
  agencyName?: string;
  partner?: string;
  offerId?: string;
  number: number;
  size: number;
  orderBy?: 'guaranteeSetFrom' | 'guaranteeSetTo' | 'offerId' | 'webmasterName';
  /** One row by its id (the answer to approve and decline). */
  rowId?: number;
};

const ORDER_COLUMNS = {
  guaranteeSetFrom: 's.period_from',
  guaranteeSetTo: 's.period_to',
  offerId: 'r.offer_id',
  webmasterName: 'w.name',
} as const;

function listQuery(db: Db, reads: OtherModulesReads, filter: GuaranteeFilter) {
  let query = db
    .selectFrom('guarantee_sets as s')
    .leftJoin('guarantee_set_rows as r', 'r.set_id', 's.id')
    .leftJoin(reads.offers.as('o'), 'o.id', 'r.offer_id')
    .leftJoin(reads.partners.as('pa'), 'pa.id', 'o.partner_id')
    .leftJoin(reads.webmasters.as('w'), 'w.id', 'r.webmaster_id')
    // A computed set shows its rows of the caller's regions; a set still computing shows one
    // placeholder row without an id (GUAR-29).
    .where((eb) =>
      eb.or([
        eb.and([eb('r.id', 'is not', null), eb('o.region_id', 'in', [...filter.regionIds])]),
        eb.and([eb('r.id', 'is', null), eb('s.computed_at', 'is', null)]),
      ]),
    );
  if (filter.rowId !== undefined) query = query.where('r.id', '=', filter.rowId);
  if (filter.status !== 'ANY') query = query.where(sql`coalesce(r.status, 'DRAFT')`, '=', filter.status);
  if (filter.webmasterName) query = query.where('w.name', 'ilike', containsPattern(filter.webmasterName));
  if (filter.partner) query = query.where('pa.name', 'ilike', containsPattern(filter.partner));
  if (filter.offerId) query = query.where('r.offer_id', 'ilike', containsPattern(filter.offerId));
  // No row belongs to an agency yet: agency payouts are per offer, not per webmaster (decision 1511).
  if (filter.agencyName) query = query.where(sql<boolean>`false`);
  return query;
}

export async function listGuarantees(
  db: Db,
  reads: OtherModulesReads,
  filter: GuaranteeFilter,
): Promise<{ content: GuaranteeRow[]; totalSize: number }> {
  if (!filter.regionIds.length) return { content: [], totalSize: 0 };
  const base = listQuery(db, reads, filter);
  let ordered = base.select([
    'r.id',
    's.id as set_id',
    's.period_from',
    's.period_to',
    'r.status',
    'r.offer_id',
    'pa.name as partner',
    'r.webmaster_id',
    'w.name as webmaster_name',
    'o.region_id',
    'r.guarantee_value',
    'r.total_leads',
    'r.approved_leads',
    'r.leads_to_approve',
    'r.decline_comment',
  ]);
  ordered = filter.orderBy
    ? ordered.orderBy(ORDER_COLUMNS[filter.orderBy])
    : ordered.orderBy('s.period_from', 'desc').orderBy('s.id', 'desc');
  const { totalSize, content: rows } = await fetchPage(ordered.orderBy('w.name').orderBy('r.offer_id'), base, {
    page: filter.number,
    size: filter.size,
  });
  return {
    totalSize,
    content: rows.map((r) => ({
      id: r.id,
      setId: r.set_id,
      guaranteeSetFrom: r.period_from,
      guaranteeSetTo: r.period_to,
      status: (r.status ?? 'DRAFT') as GuaranteeStatus,
      offerId: r.offer_id,
      partner: r.partner,
      webmasterId: r.webmaster_id,
      webmasterName: r.webmaster_name,
      regionId: r.region_id,
      guaranteeValue: r.guarantee_value,
      totalLeads: r.total_leads,
      approvedLeads: r.approved_leads,
      actualApproveRate: r.total_leads ? (r.approved_leads ?? 0) / r.total_leads : null,
      leadsToApprove: r.leads_to_approve,
      declineComment: r.decline_comment,
    })),
  };
}

/** GUAR-24, GUAR-25: a set whose period shares a day with this one. */
export async function overlappingSetExists(db: Db, periodFrom: string, periodTo: string): Promise<boolean> {
  const row = await db
    .selectFrom('guarantee_sets')
    .select('id')
    .where('period_from', '<=', periodTo)
    .where('period_to', '>=', periodFrom)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findRow(db: Db, reads: OtherModulesReads, id: number) {
  return db
    .selectFrom('guarantee_set_rows as r')
    .innerJoin(reads.offers.as('o'), 'o.id', 'r.offer_id')
    .select(['r.id', 'r.status', 'o.region_id'])
    .where('r.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
