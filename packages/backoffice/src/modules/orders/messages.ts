/**
 * Customer messages through the outbox (docs/decisions/0706-order-messages-outbox.md): written
 * in the order's transaction, delivered afterwards by a transport, retried with back-off, and
 * kept with their status. The embedded default's transport stores them as sent, so they can
 * be read back through the messages route instead of being lost.
 */
import { formatMoney } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MessageChannel, MessageTransport } from '../../platform/message-transport.js';
import { depositInstructions, paymentLink } from './deposit.js';
import { issuePaymentToken } from './payment-links.js';
import type { PreparedOrder } from './prepare.js';
import { queueMessage, recordOrderEvent } from './repo.js';

const MAX_ATTEMPTS = 8;

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
 * Answers the link sent, with its token issued in the same transaction; null for pay on delivery.
 */
export async function queueOrderMessage(
  trx: Kysely<Database>,
  order: MessageOrder,
  accountId: number,
  publicUrl: string,
  at: Date,
): Promise<string | null> {
  const amount = formatMoney(order.amountMinor, order.currency, { symbol: true });
  const link = order.deposit ? paymentLink(publicUrl, await issuePaymentToken(trx, order.id, at)) : null;
  const body = link
    ? `Hola ${order.fullName}, su pedido ${order.shortCode} por ${amount} está reservado. Pague aquí: ${link} . ${await depositInstructions(trx, order)}`
    : `Hola ${order.fullName}, su pedido ${order.shortCode} por ${amount} está confirmado. Entrega el ${order.preferredDate ?? ''} entre ${order.preferredTime ?? ''}. Pague al recibir.`;
  await queueMessage(trx, {
    order_id: order.id,
    kind: order.deposit ? 'PAYMENT_LINK' : 'ORDER_CONFIRMATION',
    channel: order.channel,
    recipient: order.recipient,
    body,
  });
  await recordOrderEvent(trx, {
    orderId: order.id,
    accountId,
    action: order.deposit ? 'SEND_PAYMENT_INSTRUCTION' : 'SEND_NOTIFICATION',
    status: order.status,
    at,
    details: { channel: order.channel },
  });
  return link;
}

/** Sends due pending messages; each row is taken by one deliverer only. Returns how many were sent. */
export async function deliverDueMessages(
  db: Kysely<Database>,
  transport: MessageTransport,
  limit = 50,
): Promise<number> {
  let sent = 0;
  await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('order_messages')
      .select(['id', 'channel', 'recipient', 'body', 'attempts'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const message of due) {
      try {
        await transport.send(message);
        await trx
          .updateTable('order_messages')
          .set({
            status: 'sent',
            attempts: message.attempts + 1,
            transport: transport.name,
            sent_at: new Date(),
            last_error: null,
          })
          .where('id', '=', message.id)
          .execute();
        sent++;
      } catch (error) {
        const attempts = message.attempts + 1;
        await trx
          .updateTable('order_messages')
          .set({
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            attempts,
            transport: transport.name,
            last_error: error instanceof Error ? error.message : String(error),
            next_attempt_at: new Date(Date.now() + 2 ** attempts * 15_000),
          })
          .where('id', '=', message.id)
          .execute();
      }
    }
  });
  return sent;
}
