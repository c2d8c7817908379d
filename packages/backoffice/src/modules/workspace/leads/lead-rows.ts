/** Reading leads in the shape of the lead view (LEAD-01..04), shared by the leads and tasks modules. */
import { dialReference, type LeadDto, statusName } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types.js';
import { type PhoneViewer, visiblePhone } from '../../../platform/phone-mask.js';

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

const iso = (value: Date | string) => new Date(value).toISOString();

export async function loadLeadRows(db: Kysely<Database>, ids: readonly number[]): Promise<LeadRow[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('leads as l')
    .innerJoin('regions as r', 'r.id', 'l.region_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.id',
      'l.name',
      'l.phone',
      'l.status',
      'l.comment',
      'l.region_id',
      'r.country',
      'r.phone_prefix',
      'r.timezone',
      'l.product_id',
      'p.name as product_name',
      'l.offer_id',
      'l.webmaster_id',
      'l.holder_account_id',
      'l.call_at',
      'l.attempts',
      'l.created_at',
      // The product's sales script; the scripts module serves its published version.
      sql<number | null>`(select s.id from scripts s where s.product_id = l.product_id order by s.id limit 1)`.as(
        'script_id',
      ),
    ])
    .where('l.id', 'in', [...ids])
    .execute();
}

export async function loadLeadRow(db: Kysely<Database>, id: number): Promise<LeadRow | undefined> {
  const [row] = await loadLeadRows(db, [id]);
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
