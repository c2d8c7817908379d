/**
 * Tags (SEARCH-39..45, docs/decisions/1121-order-tags.md): a region's tags, user tags created
 * from the lists, and tags put on or taken off orders. Everything is region-scoped: the caller's
 * regions hold the tag and every order, and a tag goes only on orders of its own region. Only user
 * tags are put on or taken off by hand; system tags are the system's (SEARCH-42, decision 1775),
 * which sets them through its own paths (`applyPaymentTag`). Each order whose tags
 * changed gets an UPDATE event naming the tags, in the same transaction.
 */
import type { CreateTagBody, OrderTagsBody, TagDto } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { conflict, invalid, notFound } from '../../platform/http-error.js';
import { assertRegion } from '../../platform/region-scope.js';
import { recordOrderEvent } from './repo.js';
import {
  addOrderTags,
  deleteOrderTags,
  findTags,
  insertTag,
  listRegionTags,
  type TagRow,
  toTagDto,
} from './tags-repo.js';

export type TagCaller = Pick<Caller, 'accountId' | 'regionIds'>;
type Change = 'added' | 'removed';

export function createTagService({ db: appDb, clock }: { db: Kysely<Database>; clock: Clock }) {
  const db = ownTables(appDb, 'orders');
  /** The orders and tags of a call, checked: all exist, all in the caller's regions, tags of the orders' regions. */
  async function checked(caller: TagCaller, body: OrderTagsBody) {
    const [orders, tags] = await Promise.all([
      db.selectFrom('orders').select(['id', 'region_id', 'status']).where('id', 'in', body.orderIds).execute(),
      findTags(db, body.tagIds),
    ]);
    const missingOrder = body.orderIds.find((id) => !orders.some((o) => o.id === id));
    if (missingOrder) throw notFound({ key: 'notFoundOrder', values: { id: missingOrder } });
    const missingTag = body.tagIds.find((id) => !tags.some((t) => t.id === id));
    if (missingTag) throw notFound({ key: 'notFoundTag', values: { id: missingTag } });
    for (const order of orders) assertRegion(caller, order.region_id);
    for (const tag of tags) assertRegion(caller, tag.region_id);
    const foreign = tags.find((tag) => orders.some((o) => o.region_id !== tag.region_id));
    if (foreign) throw invalid('tagIds', { key: 'tagOfOtherRegion', values: { value: foreign.value } });
    return { orders, tags };
  }

  async function change(
    caller: TagCaller,
    change: Change,
    write: (trx: ModuleDb<'orders'>) => Promise<{ order_id: number; tag_id: number }[]>,
    orders: { id: number; status: number }[],
    tags: TagRow[],
  ): Promise<number> {
    const at = clock.now();
    return db.transaction().execute(async (trx) => {
      const pairs = await write(trx);
      for (const order of orders) {
        const values = pairs
          .filter((p) => p.order_id === order.id)
          .map((p) => tags.find((t) => t.id === p.tag_id)?.value);
        if (!values.length) continue;
        await recordOrderEvent(trx, {
          orderId: order.id,
          accountId: caller.accountId,
          action: 'UPDATE',
          status: order.status,
          at,
          details: { changed: ['tags'], tags: { [change]: values } },
        });
      }
      return pairs.length;
    });
  }

  return {
    /** Available tags by region (SEARCH-45). */
    async available(caller: TagCaller, regionId: string): Promise<TagDto[]> {
      assertRegion(caller, regionId);
      return (await listRegionTags(db, regionId)).map(toTagDto);
    },

    /** Create a user tag (SEARCH-44, SEARCH-45): a name not blank and new in its region. */
    async create(caller: TagCaller, body: CreateTagBody): Promise<TagDto> {
      assertRegion(caller, body.regionId);
      const value = body.value.trim();
      if (!value) throw invalid('value', 'must not be empty');
      const row = await insertTag(db, {
        regionId: body.regionId,
        value,
        color: body.color,
        createdBy: caller.accountId,
      });
      if (!row) throw conflict({ key: 'tagNameTaken', values: { value, regionId: body.regionId } });
      return toTagDto(row);
    },

    /**
     * Put user tags on orders (SEARCH-45); a pair already there is left as it is. A system tag is
     * refused (decision 1775): only the system sets it (payments, delivery), and a person could
     * not take it off again (SEARCH-42).
     */
    async assign(caller: TagCaller, body: OrderTagsBody): Promise<number> {
      const { orders, tags } = await checked(caller, body);
      const system = tags.find((t) => t.type === 'system');
      if (system) throw invalid('tagIds', { key: 'systemTagSet', values: { value: system.value } });
      const pairs = orders.flatMap((o) => tags.map((t) => ({ orderId: o.id, tagId: t.id })));
      return change(caller, 'added', (trx) => addOrderTags(trx, pairs, caller.accountId), orders, tags);
    },

    /** Take user tags off orders (SEARCH-43); a system tag is refused (SEARCH-42). */
    async remove(caller: TagCaller, body: OrderTagsBody): Promise<number> {
      const { orders, tags } = await checked(caller, body);
      const system = tags.find((t) => t.type === 'system');
      if (system) throw invalid('tagIds', { key: 'systemTagRemoved', values: { value: system.value } });
      return change(caller, 'removed', (trx) => deleteOrderTags(trx, body.orderIds, body.tagIds), orders, tags);
    },
  };
}

export type TagService = ReturnType<typeof createTagService>;
