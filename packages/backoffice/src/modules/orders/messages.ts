/**
 * Customer messages through the outbox (decisions 0706, 1787): written in the order's
 * transaction, delivered afterwards by the configured transport (Twilio, the WhatsApp Cloud API),
 * retried with back-off, and kept with their status. The embedded default's transport stores
 * them as sent, so they can be read back through the messages route instead of being lost.
 */
import { formatMoney } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { MessageChannel, MessageTransport } from '../../platform/message-transport.js';
import { deliverDue } from '../../platform/messaging/outbox-delivery.js';
import { paymentLink } from '../payments/index.js';
import { depositInstructions } from './deposit.js';
import type { OtherModules } from './other-modules.js';
import type { PreparedOrder } from './prepare.js';
import { queueMessageWithEvent } from './repo.js';

export type MessageOrder = {
  id: number;
  shortCode: string;
  regionId: string;
  status: number;
  fullName: string;
  deposit: boolean;
  amountMinor: number;
  currency: string;
  preferredDate: string | null;
  preferredTime: string | null;
  channel: MessageChannel;
  recipient: string;
};

/** The message fields of an order being written from `prepared`. */
export function messageOrderOf(
  id: number,
  shortCode: string,
  status: number,
  prepared: PreparedOrder,
  phone: string,
): MessageOrder {
  return {
    id,
    shortCode,
    regionId: prepared.regionId,
    status,
    fullName: prepared.values.full_name,
    deposit: prepared.values.deposit,
    amountMinor: prepared.values.price_minor,
    currency: prepared.values.currency,
    preferredDate: prepared.values.preferred_date,
    preferredTime: prepared.values.preferred_time,
    channel: prepared.values.notification_type,
    recipient: prepared.values.notification_value ?? phone,
  };
}

/**
 * Queues the payment link (deposit) or the confirmation (pay on delivery) and records the event.
 * Answers the link sent, with its token issued in the same transaction (`others` is bound to it),
 * null for pay on delivery, and the message's id (to send it right after the commit).
 */
export async function queueOrderMessage(
  trx: ModuleDb<'orders'>,
  others: OtherModules,
  order: MessageOrder,
  accountId: number,
  publicUrl: string,
  at: Date,
): Promise<{ link: string | null; messageId: number }> {
  const amount = formatMoney(order.amountMinor, order.currency, { symbol: true });
  const link = order.deposit ? paymentLink(publicUrl, await others.paymentToken(order.id, at)) : null;
  const body = link
    ? `Hola ${order.fullName}, su pedido ${order.shortCode} por ${amount} está reservado. Pague aquí: ${link} . ${await depositInstructions(others, order)}`
    : `Hola ${order.fullName}, su pedido ${order.shortCode} por ${amount} está confirmado. Entrega el ${order.preferredDate ?? ''} entre ${order.preferredTime ?? ''}. Pague al recibir.`;
  const messageId = await queueMessageWithEvent(
    trx,
    {
      order_id: order.id,
      kind: order.deposit ? 'PAYMENT_LINK' : 'ORDER_CONFIRMATION',
      channel: order.channel,
      recipient: order.recipient,
      body,
    },
    {
      orderId: order.id,
      accountId,
      action: order.deposit ? 'SEND_PAYMENT_INSTRUCTION' : 'SEND_NOTIFICATION',
      status: order.status,
      at,
      // The message's id (added by the statement) lets the order's events show its delivery state.
      details: { channel: order.channel },
    },
  );
  return { link, messageId };
}

/** Sends due messages through `transport` (platform/messaging/outbox-delivery.ts); returns how many were sent. */
export async function deliverDueMessages(
  db: Kysely<Database>,
  transport: MessageTransport,
  options: { limit?: number; onlyId?: number } = {},
): Promise<number> {
  return deliverDue(db, 'order_messages', {
    ...options,
    transportName: transport.name,
    payload: ({ id, channel, recipient, body }) => ({ id, channel, recipient, body }),
    send: (message) => transport.send(message),
  });
}
