/** One recorded call as a reviewer sees it: whose, which product, when and where its recording is. */
import type { Kysely, Transaction } from 'kysely';
import { ownTables, type ReachesEveryTable, wholeHandle } from '../../db/owners.js';
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

/**
 * The call when it has a recording and an agent; undefined otherwise (nothing to review). Its
 * product and agent are the catalog's and the accounts' subqueries on the same handle, so the
 * handle reaches every table: the application's, not the caller module's own.
 */
export async function findRecordedCall<DB>(
  handle: Kysely<DB> | Transaction<DB>,
  id: number,
  ...whole: ReachesEveryTable<DB>
): Promise<RecordedCall | undefined> {
  const db = wholeHandle(handle, ...whole);
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
