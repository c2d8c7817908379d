/**
 * The order page's delivery-provider comment history (ORDER-54..56) and the Bluex tracking
 * number change (ORDER-57..60). The tracking number is the order's external id, the number the
 * provider's emission gave it; a change is written with an UPDATE event naming from and to.
 */
import {
  findDeliveryProvider,
  PROVIDER_COMMENTS_PAGE_SIZE,
  type ProviderCommentsPage,
  type ProviderCommentsQuery,
  type TrackingNumberBody,
  trackingNumberChangeable,
} from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { conflict, invalidField } from '../../platform/http-error.js';
import { fetchPage } from '../../platform/pagination.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { type OrderCaller, readableOrder } from './answers.js';
import { lockOrder, recordOrderEvent, updateOrder } from './repo.js';

const SORT_COLUMN = { dateTime: 'date_time', status: 'status' } as const;

export function createProviderCommentService(appDb: Kysely<Database>, clock: Clock) {
  const db = ownTables(appDb, 'orders');
  return {
    async page(caller: OrderCaller, orderId: number, query: ProviderCommentsQuery): Promise<ProviderCommentsPage> {
      await readableOrder(db, caller, orderId);
      const page = query.page ?? 0;
      const size = query.size ?? PROVIDER_COMMENTS_PAGE_SIZE;
      const column = SORT_COLUMN[query.property ?? 'dateTime'];
      const direction = query.direction === 'ASC' ? sql`asc` : sql`desc`;
      const key = query.ignoreCase && column === 'status' ? sql`lower(${sql.ref(column)})` : sql.ref(column);
      const comments = db.selectFrom('provider_comments').where('order_id', '=', orderId);
      const { totalSize, content } = await fetchPage(
        comments
          .select(['provider_id', 'status', 'external_id', 'date_time'])
          .orderBy(sql`${key} ${direction}`)
          .orderBy('id', query.direction === 'ASC' ? 'asc' : 'desc'),
        comments,
        { page, size },
      );
      return {
        totalSize,
        content: content.map((row) => ({
          deliveryProviderName: findDeliveryProvider(row.provider_id)?.name ?? String(row.provider_id),
          status: row.status,
          dateTime: new Date(row.date_time).toISOString(),
          externalId: row.external_id,
          providerId: row.provider_id,
        })),
      };
    },

    async changeTrackingNumber(caller: OrderCaller, orderId: number, body: TrackingNumberBody): Promise<void> {
      const newNumber = body.newNumber.trim();
      if (!newNumber) throw invalidField({ newNumber: 'must not be empty' });
      if (newNumber === body.oldNumber.trim()) throw invalidField({ newNumber: 'must differ from the old number' });
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const order = foundInRegions(caller, await lockOrder(trx, orderId), (o) => o.region_id, {
          key: 'notFoundOrder',
          values: { id: orderId },
        });
        const provider = order.delivery_provider_id ? findDeliveryProvider(order.delivery_provider_id) : undefined;
        if (!trackingNumberChangeable(provider?.code, order.external_id)) {
          throw conflict({ key: 'trackingNumberFixed', values: { value: order.short_code } });
        }
        if (order.external_id !== body.oldNumber.trim()) {
          throw conflict({ key: 'trackingNumberMoved', values: { value: order.short_code, number: body.oldNumber } });
        }
        await updateOrder(trx, orderId, { external_id: newNumber, updated_at: now, updated_by: caller.accountId });
        await recordOrderEvent(trx, {
          orderId,
          accountId: caller.accountId,
          action: 'UPDATE',
          status: order.status,
          at: now,
          details: { changed: ['externalId'], externalId: { from: order.external_id, to: newNumber } },
        });
      });
    },
  };
}
