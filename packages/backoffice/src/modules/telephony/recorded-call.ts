/** One recorded call as a reviewer sees it: whose, which product, when and where its recording is. */
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { accountNames } from '../accounts/index.js';
import { catalogProducts } from '../catalog/index.js';

export type RecordedCall = {
  id: number;
  regionId: string;
  productId: number;
  productName: string;
  leadId: number;
  agentId: number;
  agentName: string;
  callDate: Date;
  billSec: number;
  audioSrc: string;
};

/** The call when it has a recording and an agent; undefined otherwise (nothing to review). */
export async function findRecordedCall(db: Kysely<Database>, id: number): Promise<RecordedCall | undefined> {
  const row = await ownTables(db, 'telephony')
    .selectFrom('call_records as c')
    .innerJoin(catalogProducts(db).as('p'), 'p.id', 'c.product_id')
    .innerJoin(accountNames(db).as('a'), 'a.id', 'c.account_id')
    .select([
      'c.id',
      'c.region_id',
      'c.product_id',
      'p.name as product_name',
      'c.lead_id',
      'c.account_id',
      'a.name',
      'a.surname',
      'c.call_date',
      'c.bill_sec',
      'c.audio_src',
    ])
    .where('c.id', '=', id)
    .where('c.audio_src', 'is not', null)
    .executeTakeFirst();
  if (!row?.audio_src || row.account_id === null) return undefined;
  return {
    id: row.id,
    regionId: row.region_id,
    productId: row.product_id,
    productName: row.product_name,
    leadId: row.lead_id,
    agentId: row.account_id,
    agentName: [row.name, row.surname].filter(Boolean).join(' '),
    callDate: new Date(row.call_date),
    billSec: row.bill_sec,
    audioSrc: row.audio_src,
  };
}
