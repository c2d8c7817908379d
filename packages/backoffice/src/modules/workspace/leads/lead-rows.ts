/** Reading leads in the shape of the lead view (LEAD-01..04), shared by the lead and task actions. */
import { dialReference, type LeadDto, statusName } from '@umbrella/contract';
import { sql } from 'kysely';
import type { ModuleDb } from '../../../db/owners.js';
import { type PhoneViewer, visiblePhone } from '../../../platform/phone-mask.js';
import { accountDisplayNameSql } from '../../accounts/index.js';
import type { WorkspaceReads } from '../reads.js';

type Db = ModuleDb<'workspace'>;

/** The other modules' rows the lead view shows: its region, product and sales script. */
export type LeadReads = Pick<WorkspaceReads, 'regions' | 'products' | 'scripts'>;

export type LeadRow = {
  id: number;
  name: string;
  phone: string;
  status: number;
  comment: string | null;
  region_id: string;
  country: string;
  phone_prefix: string;
  timezone: string;
  product_id: number;
  product_name: string;
  offer_id: string | null;
  webmaster_id: number | null;
  holder_account_id: number | null;
  call_at: Date | null;
  attempts: number;
  created_at: Date;
  script_id: number | null;
};

/**
 * A lead's columns as every joined query names them (the claim statement, the task bundle and
 * the lead view): lead_*, region_*, product_name and script_id, null where the join found none.
 */
export type JoinedLead = {
  lead_name: string | null;
  lead_phone: string | null;
  lead_status: number | null;
  lead_comment: string | null;
  lead_region_id: string | null;
  region_country: string | null;
  region_phone_prefix: string | null;
  region_timezone: string | null;
  lead_product_id: number | null;
  product_name: string | null;
  lead_offer_id: string | null;
  lead_webmaster_id: number | null;
  lead_call_at: Date | null;
  lead_attempts: number | null;
  lead_created_at: Date | null;
  script_id: number | null;
};

/** The one mapping of joined lead columns to a lead row; `context` fills what the join may lack. */
export function leadRowOf(
  id: number,
  row: JoinedLead,
  context: { regionId: string; holderAccountId: number | null; createdAt: Date },
): LeadRow {
  return {
    id,
    name: row.lead_name ?? '',
    phone: row.lead_phone ?? '',
    status: row.lead_status ?? 0,
    comment: row.lead_comment,
    region_id: row.lead_region_id ?? context.regionId,
    country: row.region_country ?? '',
    phone_prefix: row.region_phone_prefix ?? '',
    timezone: row.region_timezone ?? '',
    product_id: row.lead_product_id ?? 0,
    product_name: row.product_name ?? '',
    offer_id: row.lead_offer_id,
    webmaster_id: row.lead_webmaster_id,
    holder_account_id: context.holderAccountId,
    call_at: row.lead_call_at,
    attempts: row.lead_attempts ?? 0,
    created_at: row.lead_created_at ?? context.createdAt,
    script_id: row.script_id,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function loadLeadRows(db: Db, reads: LeadReads, ids: readonly number[]): Promise<LeadRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('leads as l')
    .innerJoin(reads.regions.as('r'), 'r.id', 'l.region_id')
    .innerJoin(reads.products.as('p'), 'p.id', 'l.product_id')
    .select([
      'l.id',
      'l.holder_account_id',
      'l.name as lead_name',
      'l.phone as lead_phone',
      'l.status as lead_status',
      'l.comment as lead_comment',
      'l.region_id as lead_region_id',
      'r.country as region_country',
      'r.phone_prefix as region_phone_prefix',
      'r.timezone as region_timezone',
      'l.product_id as lead_product_id',
      'p.name as product_name',
      'l.offer_id as lead_offer_id',
      'l.webmaster_id as lead_webmaster_id',
      'l.call_at as lead_call_at',
      'l.attempts as lead_attempts',
      'l.created_at as lead_created_at',
      // The product's sales script; the scripts module serves its published version.
      sql<
        number | null
      >`(select s.id from (${reads.scripts}) s where s.product_id = l.product_id order by s.id limit 1)`.as(
        'script_id',
      ),
    ])
    .where('l.id', 'in', [...ids])
    .execute();
  return rows.map((row) =>
    leadRowOf(row.id, row, {
      regionId: row.lead_region_id,
      holderAccountId: row.holder_account_id,
      createdAt: row.lead_created_at,
    }),
  );
}

export async function loadLeadRow(db: Db, reads: LeadReads, id: number): Promise<LeadRow | undefined> {
  const [row] = await loadLeadRows(db, reads, [id]);
  return row;
}

export function toLeadDto(row: LeadRow, viewer: PhoneViewer): LeadDto {
  return {
    id: row.id,
    name: row.name,
    phone: visiblePhone(viewer, row.phone),
    encryptedPhone: dialReference('lead', row.id),
    status: row.status,
    status_name: statusName(row.status),
    region: { id: row.region_id, countryCode: row.country, phonePrefix: row.phone_prefix, timezone: row.timezone },
    call_from: row.call_at ? iso(row.call_at) : null,
    product: { id: row.product_id, name: row.product_name },
    offerId: row.offer_id,
    scriptId: row.script_id,
    webmasterId: row.webmaster_id,
    attempts: row.attempts,
    comment: row.comment,
    createdAt: iso(row.created_at),
  };
}

export type LeadLogRow = {
  id: number;
  action: string;
  order_id: number | null;
  account_id: number | null;
  account_name: string | null;
  created_at: Date;
};

/** The lead action log (writeLog, phone reveals) of one lead, newest first. */
export async function listLeadLogs(
  db: Db,
  accounts: WorkspaceReads['accounts'],
  leadId: number,
  limit = 200,
): Promise<LeadLogRow[]> {
  return db
    .selectFrom('lead_logs as g')
    .leftJoin(accounts.as('a'), 'a.id', 'g.account_id')
    .select([
      'g.id',
      'g.action',
      'g.order_id',
      'g.account_id',
      accountDisplayNameSql('a').as('account_name'),
      'g.created_at',
    ])
    .where('g.lead_id', '=', leadId)
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}
