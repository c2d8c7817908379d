/** Tags and the tags orders carry: rows in, rows out (SEARCH-39..45). */
import type { TagDto } from '@umbrella/contract';
import type { Selectable } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { TagsTable } from '../../db/types.js';

type Db = ModuleDb<'orders'>;

export type TagRow = Selectable<TagsTable>;

export const toTagDto = (
  row: Pick<TagRow, 'id' | 'value' | 'title' | 'color' | 'category' | 'type' | 'region_id'>,
): TagDto => ({
  id: row.id,
  value: row.value,
  title: row.title,
  color: row.color,
  category: row.category,
  type: row.type,
  regionId: row.region_id,
});

const TAG_COLUMNS = ['t.id', 't.value', 't.title', 't.color', 't.category', 't.type', 't.region_id'] as const;

/** A region's tags: system tags first, then user tags, each by name. */
export async function listRegionTags(db: Db, regionId: string): Promise<TagRow[]> {
  return db
    .selectFrom('tags')
    .selectAll()
    .where('region_id', '=', regionId)
    .orderBy('type', 'desc')
    .orderBy('value')
    .execute();
}

export async function findTags(db: Db, ids: readonly number[]): Promise<TagRow[]> {
  if (!ids.length) return [];
  return db.selectFrom('tags').selectAll().where('id', 'in', ids).execute();
}

/** Inserts the tag unless the region already has one of that name; undefined then. */
export async function insertTag(
  db: Db,
  tag: { regionId: string; value: string; color: string; createdBy: number },
): Promise<TagRow | undefined> {
  return db
    .insertInto('tags')
    .values({
      region_id: tag.regionId,
      value: tag.value,
      title: tag.value,
      color: tag.color,
      category: 'user',
      type: 'user',
      created_by: tag.createdBy,
    })
    .onConflict((oc) => oc.constraint('tags_region_value').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Adds each (order, tag) pair not yet there; answers the pairs added. */
export async function addOrderTags(
  trx: Db,
  pairs: readonly { orderId: number; tagId: number }[],
  accountId: number,
): Promise<{ order_id: number; tag_id: number }[]> {
  if (!pairs.length) return [];
  return trx
    .insertInto('order_tags')
    .values(pairs.map((p) => ({ order_id: p.orderId, tag_id: p.tagId, created_by: accountId })))
    .onConflict((oc) => oc.columns(['order_id', 'tag_id']).doNothing())
    .returning(['order_id', 'tag_id'])
    .execute();
}

export async function deleteOrderTags(
  trx: Db,
  orderIds: readonly number[],
  tagIds: readonly number[],
): Promise<{ order_id: number; tag_id: number }[]> {
  return trx
    .deleteFrom('order_tags')
    .where('order_id', 'in', orderIds)
    .where('tag_id', 'in', tagIds)
    .returning(['order_id', 'tag_id'])
    .execute();
}

/** The tags of each of these orders, system tags first then by name; an order without tags is absent. */
export async function listOrderTags(db: Db, orderIds: readonly number[]): Promise<Map<number, TagDto[]>> {
  const byOrder = new Map<number, TagDto[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .selectFrom('order_tags as ot')
    .innerJoin('tags as t', 't.id', 'ot.tag_id')
    .select(['ot.order_id', ...TAG_COLUMNS])
    .where('ot.order_id', 'in', orderIds)
    .orderBy('ot.order_id')
    .orderBy('t.type', 'desc')
    .orderBy('t.value')
    .execute();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push(toTagDto(row));
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}
