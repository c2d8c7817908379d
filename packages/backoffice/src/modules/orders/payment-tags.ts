/**
 * The payment tags approving receipts puts on an order (decision 1131): ORDER_PAID when the
 * approved amounts reach the order's price, ORDER_OVERPAID when they exceed it, neither below it.
 * The other payment tag and WAITING_FOR_PAYMENT come off; the change is the order's UPDATE event.
 */
import type { ModuleDb } from '../../db/owners.js';
import { notFound } from '../../platform/http-error.js';
import { recordOrderEvent } from './repo.js';

export type PaymentTag = 'ORDER_PAID' | 'ORDER_OVERPAID';
const PAYMENT_TAGS = ['ORDER_PAID', 'ORDER_OVERPAID', 'WAITING_FOR_PAYMENT'] as const;

/** The tag a paid total earns against the order's price, or null when it falls short. */
export function paymentTagFor(paidMinor: number, priceMinor: number): PaymentTag | null {
  if (paidMinor > priceMinor) return 'ORDER_OVERPAID';
  return paidMinor === priceMinor ? 'ORDER_PAID' : null;
}

/** Sets the order's payment tag from the paid total, inside the caller's transaction; answers the tag. */
export async function applyPaymentTag(
  trx: ModuleDb<'orders'>,
  change: { orderId: number; paidMinor: number; accountId: number; at: Date },
): Promise<PaymentTag | null> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'region_id', 'status', 'price_minor'])
    .where('id', '=', change.orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw notFound({ key: 'notFoundOrder', values: { id: change.orderId } });
  const wanted = paymentTagFor(change.paidMinor, order.price_minor);
  const tags = await trx
    .selectFrom('tags')
    .select(['id', 'value'])
    .where('region_id', '=', order.region_id)
    .where('value', 'in', PAYMENT_TAGS)
    .execute();
  const idOf = (value: string) => tags.find((t) => t.value === value)?.id;
  const removeIds = tags
    .filter((t) => t.value !== wanted && (wanted || t.value !== 'WAITING_FOR_PAYMENT'))
    .map((t) => t.id);
  const removed = removeIds.length
    ? await trx
        .deleteFrom('order_tags')
        .where('order_id', '=', order.id)
        .where('tag_id', 'in', removeIds)
        .returning('tag_id')
        .execute()
    : [];
  const wantedId = wanted ? idOf(wanted) : undefined;
  const added = wantedId
    ? await trx
        .insertInto('order_tags')
        .values({ order_id: order.id, tag_id: wantedId, created_by: change.accountId })
        .onConflict((oc) => oc.columns(['order_id', 'tag_id']).doNothing())
        .returning('tag_id')
        .execute()
    : [];
  if (removed.length || added.length) {
    const valuesOf = (rows: { tag_id: number }[]) => rows.map((r) => tags.find((t) => t.id === r.tag_id)?.value);
    await recordOrderEvent(trx, {
      orderId: order.id,
      accountId: change.accountId,
      action: 'UPDATE',
      status: order.status,
      at: change.at,
      details: { changed: ['tags'], tags: { added: valuesOf(added), removed: valuesOf(removed) } },
    });
  }
  return wanted;
}

/**
 * A Deposit order waits for its payment from the moment it is taken (decision 1109): its region's
 * WAITING_FOR_PAYMENT tag goes on in the creating transaction, and approving a receipt takes it off.
 */
export async function tagAwaitingPayment(
  trx: ModuleDb<'orders'>,
  order: { orderId: number; regionId: string; accountId: number },
): Promise<void> {
  await trx
    .insertInto('order_tags')
    .columns(['order_id', 'tag_id', 'created_by'])
    .expression((eb) =>
      eb
        .selectFrom('tags')
        .select([eb.val(order.orderId).as('order_id'), 'id', eb.val(order.accountId).as('created_by')])
        .where('region_id', '=', order.regionId)
        .where('value', '=', 'WAITING_FOR_PAYMENT'),
    )
    .onConflict((oc) => oc.columns(['order_id', 'tag_id']).doNothing())
    .execute();
}

/** Orders by short code (upper-case) within these regions: what a payment report's rows match against. */
export async function findOrdersByShortCodes(
  db: ModuleDb<'orders'>,
  codes: readonly string[],
  regionIds: readonly string[],
) {
  if (!codes.length || !regionIds.length) return [];
  return db
    .selectFrom('orders')
    .select(['id', 'short_code', 'region_id', 'price_minor'])
    .where((eb) => eb(eb.fn('upper', ['short_code']), 'in', [...codes]))
    .where('region_id', 'in', [...regionIds])
    .execute();
}
