/**
 * Handing orders to a delivery provider (DREP-35..39, DREP-45), through a pluggable dispatch: the
 * couriers' gateway when COURIER_DISPATCH_URL is set (POST {url}/{providerCode}/orders with the
 * orders; any answer but 2xx fails the send), else the embedded default, which records what would
 * have been sent (the delivery_provider_sends table). It runs inside the send's transaction: a
 * failed dispatch leaves every order as it was: the flow hands its transaction to this face.
 */
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

export type DispatchedOrder = { id: number; shortCode: string; fullName: string | null; phone: string | null };
export type CourierProvider = { id: number; code: string };
export type CourierDispatch = {
  send<DB extends ModuleTables<'delivery'>>(
    trx: Kysely<DB> | Transaction<DB>,
    provider: CourierProvider,
    orders: readonly DispatchedOrder[],
    accountId: number,
  ): Promise<void>;
};

export const localCourierDispatch: CourierDispatch = {
  async send(trx, provider, orders, accountId) {
    await ownTables(trx, 'delivery')
      .insertInto('delivery_provider_sends')
      .values({
        provider_id: provider.id,
        account_id: accountId,
        orders: JSON.stringify(orders.map((o) => ({ id: o.id, shortCode: o.shortCode }))),
      })
      .execute();
  },
};

export function httpCourierDispatch(baseUrl: string, fetchImpl: typeof fetch = fetch): CourierDispatch {
  return {
    async send(_trx, provider, orders) {
      const url = `${baseUrl.replace(/\/$/, '')}/${encodeURIComponent(provider.code.toLowerCase())}/orders`;
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orders }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`The courier dispatch answered ${response.status}`);
    },
  };
}

export function courierDispatch(url: string | undefined): CourierDispatch {
  return url ? httpCourierDispatch(url) : localCourierDispatch;
}
