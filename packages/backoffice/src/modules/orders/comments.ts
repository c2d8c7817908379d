/**
 * Order comments (ORDER-43..48): read with order.comments:read, written with
 * order.comments:modify; only the author changes or deletes a comment (403 for anyone else).
 * Region-scoped through the order: another region's order or comment is a 404.
 */
import type { OrderCommentDto } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { forbidden } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { accountDisplayNameSql, accountNames } from '../accounts/index.js';
import { type OrderCaller, readableOrder } from './answers.js';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function selectComments(db: ModuleDb<'orders'>, people: ReturnType<typeof accountNames>) {
  return db
    .selectFrom('order_comments as c')
    .leftJoin(people.as('a'), 'a.id', 'c.account_id')
    .select([
      'c.id',
      'c.order_id',
      'c.text',
      'c.account_id',
      accountDisplayNameSql('a').as('created_by'),
      'c.created_at',
      'c.updated_at',
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

const toDto = (row: CommentRow): OrderCommentDto => ({
  id: row.id,
  orderId: row.order_id,
  text: row.text,
  createdBy: row.created_by,
  authorId: row.account_id,
  created: iso(row.created_at) as string,
  updated: iso(row.updated_at),
});

export function createCommentService(appDb: Kysely<Database>, clock: Clock) {
  const db = ownTables(appDb, 'orders');
  const people = accountNames(appDb);
  /** The comment if the caller may see its order; 404 otherwise. */
  async function visibleComment(caller: OrderCaller, commentId: number) {
    const row = await db
      .selectFrom('order_comments as c')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .select(['c.id', 'c.account_id', 'o.region_id'])
      .where('c.id', '=', commentId)
      .executeTakeFirst();
    return foundInRegions(caller, row, (r) => r.region_id, { key: 'notFoundComment', values: { id: commentId } });
  }

  async function ownComment(caller: OrderCaller, commentId: number) {
    const row = await visibleComment(caller, commentId);
    if (row.account_id !== caller.accountId) throw forbidden('Only the author can change or delete a comment');
    return row;
  }

  const byId = async (id: number) =>
    toDto(await selectComments(db, people).where('c.id', '=', id).executeTakeFirstOrThrow());

  return {
    async list(caller: OrderCaller, orderId: number): Promise<OrderCommentDto[]> {
      await readableOrder(db, caller, orderId);
      const rows = await selectComments(db, people).where('c.order_id', '=', orderId).orderBy('c.id', 'desc').execute();
      return rows.map(toDto);
    },

    async add(caller: OrderCaller, orderId: number, text: string): Promise<OrderCommentDto> {
      await readableOrder(db, caller, orderId);
      const row = await db
        .insertInto('order_comments')
        .values({ order_id: orderId, account_id: caller.accountId, text: text.trim(), created_at: clock.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return byId(row.id);
    },

    async update(caller: OrderCaller, commentId: number, text: string): Promise<OrderCommentDto> {
      await ownComment(caller, commentId);
      await db
        .updateTable('order_comments')
        .set({ text: text.trim(), updated_at: clock.now() })
        .where('id', '=', commentId)
        .execute();
      return byId(commentId);
    },

    async remove(caller: OrderCaller, commentId: number): Promise<void> {
      await ownComment(caller, commentId);
      await db.deleteFrom('order_comments').where('id', '=', commentId).execute();
    },
  };
}
