/**
 * The order page's edit form (ORDER-27..38) and its payment-link SMS (ORDER-61..64). The edit
 * writes the form's fields in one transaction with an UPDATE event naming what changed; the
 * products are priced again (the total the form showed must still be the price) and the
 * preferred date and hour follow the form's rules, not the creation modal's delivery slots.
 */
import {
  type ApiReasonKey,
  type EditOrderBody,
  editDateAllowed,
  findDeliveryProvider,
  findRegion,
  isBlockedTotalQuantity,
  isPersonName,
  localNow,
  type OrderAction,
  type OrderSaved,
  orderActionAllowed,
  type PaymentLinkSent,
  type SendPaymentLinkBody,
  zonedInstant,
} from '@umbrella/contract';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import { conflict, forbidden, invalidField, notFound } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import {
  kickMessages,
  type OrderCaller,
  type OrderServiceDeps,
  orderContext,
  readableOrder,
  savedOrder,
} from './answers.js';
import { queueOrderMessage } from './messages.js';
import { otherModules } from './other-modules.js';
import { listOrderTagValues, lockOrder, type OrderRow, recordOrderEvent, replaceItems, updateOrder } from './repo.js';

async function lockForAction(
  trx: ModuleDb<'orders'>,
  caller: OrderCaller,
  orderId: number,
  action: OrderAction,
): Promise<OrderRow> {
  const order = foundInRegions(caller, await lockOrder(trx, orderId), (o) => o.region_id, {
    key: 'notFoundOrder',
    values: { id: orderId },
  });
  if (!orderActionAllowed(action, order.status, await listOrderTagValues(trx, order.id))) {
    throw conflict({
      key: REFUSED[action] ?? 'orderActionRefused',
      values: { value: order.short_code, orderStatus: order.status },
    });
  }
  return order;
}

const REFUSED: Partial<Record<OrderAction, ApiReasonKey>> = {
  edit: 'orderCannotBeEdited',
  sendLink: 'orderCannotSendLink',
};

const COLUMN_OF: Record<string, keyof OrderRow> = {
  fullName: 'full_name',
  phone: 'phone',
  city: 'city',
  district: 'district',
  postalCode: 'postal_code',
  address: 'address',
  preferredDate: 'preferred_date',
  preferredTime: 'preferred_time',
  deliveryProviderId: 'delivery_provider_id',
  discountId: 'discount_id',
  total: 'price_minor',
};

export function createDeskEditService(serviceDeps: OrderServiceDeps) {
  const deps = orderContext(serviceDeps);
  const { orders: db, others, clock } = deps;
  const catalog = others.catalog();
  const { mayHandleOrderPhone } = others.workspace().lookup;

  return {
    /** ORDER-27..38: the edit form's update of a Deposit or Confirmed order. */
    async edit(caller: OrderCaller, orderId: number, body: EditOrderBody): Promise<OrderSaved> {
      const now = clock.now();
      // Reads first: PGlite has one connection, so nothing may use `db` inside the transaction.
      const order = await readableOrder(db, caller, orderId);
      const phoneHidden = !(await mayHandleOrderPhone(caller, order));
      if (body.phone !== undefined && phoneHidden)
        throw forbidden('You may change the phone only of an order you are working on');
      if (order.lead_id === null) throw conflict({ key: 'orderHasNoLead', values: { value: order.short_code } });
      const region = findRegion(order.region_id);
      const provider = findDeliveryProvider(body.deliveryProviderId);
      const errors: Record<string, string> = {};
      if (!provider || provider.regionId !== order.region_id)
        errors.deliveryProviderId = `is not a delivery provider of ${order.region_id}`;
      const today = localNow(now, region?.timezone ?? 'UTC').date;
      if (!editDateAllowed(body.preferredDate, today))
        errors.preferredDate = 'must be from yesterday up to 10 days ahead';
      const totalQty = body.items.reduce((sum, item) => sum + item.qty, 0);
      if (isBlockedTotalQuantity(totalQty)) errors.items = 'a total quantity of 2 cannot be ordered';
      for (const field of ['fullName', 'city', 'district', 'postalCode', 'address'] as const) {
        if (!body[field].trim()) errors[field] = 'is required';
      }
      if (!errors.fullName && !isPersonName(body.fullName)) errors.fullName = 'must contain a letter';
      if (Object.keys(errors).length) throw invalidField(errors);
      const priced = await catalog.priceForLead(caller, {
        leadId: order.lead_id,
        discountId: body.discountId ?? null,
        quantities: body.items.map((item, i) => ({ productId: item.id, qty: item.qty, field: `items.${i}.id` })),
      });
      if (priced.total !== body.total)
        throw invalidField({ total: { key: 'totalChanged', values: { total: priced.total } } });
      await db.transaction().execute(async (trx) => {
        const current = await lockForAction(trx, caller, orderId, 'edit');
        const values = {
          full_name: body.fullName.trim(),
          phone: body.phone ?? current.phone,
          city: body.city.trim(),
          district: body.district.trim(),
          postal_code: body.postalCode.trim(),
          address: body.address.trim(),
          preferred_date: body.preferredDate,
          preferred_time: body.preferredTime,
          preferred_at: zonedInstant(body.preferredDate, body.preferredTime, region?.timezone ?? 'UTC'),
          delivery_provider_id: body.deliveryProviderId,
          // The place belonged to the old provider; a new provider's place is chosen when it is sent.
          delivery_place_id:
            body.deliveryProviderId === current.delivery_provider_id ? current.delivery_place_id : null,
          discount_id: priced.discount?.id ?? null,
          subtotal_minor: priced.subtotal,
          price_minor: priced.total,
        };
        const changed = Object.entries(COLUMN_OF)
          .filter(([, column]) => String(current[column] ?? '') !== String(values[column as keyof typeof values] ?? ''))
          .map(([field]) => field);
        await updateOrder(trx, orderId, { ...values, updated_at: now, updated_by: caller.accountId });
        await replaceItems(trx, orderId, priced.lines);
        await recordOrderEvent(trx, {
          orderId,
          accountId: caller.accountId,
          action: 'UPDATE',
          status: current.status,
          at: now,
          details: { mode: 'edit', changed },
        });
      });
      return savedOrder(deps, orderId, caller, { phoneHidden });
    },

    /** ORDER-17, ORDER-61..64: the payment link by SMS, to the given phone or the order's. */
    async sendPaymentLink(caller: OrderCaller, body: SendPaymentLinkBody): Promise<PaymentLinkSent> {
      const now = clock.now();
      const found = await db
        .selectFrom('orders')
        .select('id')
        .where('short_code', '=', body.shortCode)
        .where('region_id', '=', body.regionId)
        .executeTakeFirst();
      if (!found) throw notFound({ key: 'notFoundOrder', values: { id: body.shortCode } });
      // The application's transaction: the payment link's token is the payments module's to write.
      const sent = await deps.db.transaction().execute(async (wide) => {
        const trx = ownTables(wide, 'orders');
        const order = await lockForAction(trx, caller, found.id, 'sendLink');
        const to = body.phone ?? order.phone;
        const { link, messageId } = await queueOrderMessage(
          trx,
          otherModules(wide),
          {
            id: order.id,
            shortCode: order.short_code,
            regionId: order.region_id,
            status: order.status,
            fullName: order.full_name,
            deposit: true,
            amountMinor: order.price_minor,
            currency: order.currency || (findRegion(order.region_id)?.currency ?? 'USD'),
            preferredDate: order.preferred_date,
            preferredTime: order.preferred_time,
            channel: 'Sms',
            recipient: to,
          },
          caller.accountId,
          deps.publicUrl,
          now,
        );
        return { messageId, answer: { recipient: body.phone ?? null, paymentLink: link ?? '' } };
      });
      kickMessages(deps, sent.messageId);
      return { shortCode: body.shortCode, ...sent.answer };
    },
  };
}
