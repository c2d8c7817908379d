/**
 * Demo payment work (DEMO=1, decision 1780): once, in every region, two Deposit orders taken by
 * the region's demo agent and waiting for payment, each with the receipt the customer sent — a
 * photo (PNG) and a PDF — uploaded by the manager and pending on /payments. Finance has receipts
 * to review, the order page a payment to follow. Same rows and bytes at every seeding.
 */
import { formatMoney, ORDER_STATUS, REGIONS, type RegionId } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { orderChanges } from '../modules/orders/index.js';
import type { FileStore } from '../platform/file-store/index.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { demoPhone } from './phones.js';
import { demoReceiptPdf, demoReceiptPng } from './receipt-files.js';

const CUSTOMERS: Record<RegionId, { city: string; district: string; street: string; names: [string, string] }> = {
  'pe-central': {
    city: 'Lima',
    district: 'Miraflores',
    street: 'Av. José Larco 345',
    names: ['Rosa Quispe', 'Pedro Salas'],
  },
  'cl-central': {
    city: 'Santiago',
    district: 'Providencia',
    street: 'Av. Providencia 1208',
    names: ['Camila Muñoz', 'Felipe Soto'],
  },
  'co-central': {
    city: 'Bogotá',
    district: 'Chapinero',
    street: 'Carrera 13 # 54-20',
    names: ['Laura Gómez', 'Andrés Ruiz'],
  },
  'mx-central': {
    city: 'Ciudad de México',
    district: 'Coyoacán',
    street: 'Av. Miguel Ángel de Quevedo 520',
    names: ['Guadalupe Hernández', 'Jorge Ramírez'],
  },
};

/** Short codes of the demo Deposit orders: `DEMO-<country>-D<n>`. */
export const demoDepositCode = (country: string, n: number) => `DEMO-${country}-D${n}`;

/** A fixed sequence in [0, 1): the same phone numbers at every seeding. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

/** A receipt key the payments module's own uploads also use: order, uploader and a fixed uuid. */
const receiptKey = (orderId: number, accountId: number, n: number) =>
  `receipts/o${orderId}-a${accountId}-00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export async function seedDemoReceipts(db: Kysely<Database>, files: FileStore): Promise<void> {
  const accounts = await db.selectFrom('accounts').select(['id', 'username']).execute();
  const idOf = (username: string) => accounts.find((a) => a.username === username)?.id;
  const manager = idOf('manager');
  if (!manager) return;
  const now = new Date();
  const stored: { key: string; data: Buffer }[] = [];
  await db.transaction().execute(async (trx) => {
    // Back-offices starting together on one database: the first to lock the uploader seeds, the
    // others then find its orders.
    await trx.selectFrom('accounts').select('id').where('id', '=', manager).forUpdate().execute();
    const done = await trx
      .selectFrom('orders')
      .select('id')
      .where('short_code', 'like', 'DEMO-%-D_')
      .executeTakeFirst();
    if (done) return;
    for (const [r, region] of REGIONS.entries()) {
      const agentName = DEMO_ACCOUNTS.find((a) => a.role === 'agent' && a.regionIds.includes(region.id))?.username;
      const agent = (agentName && idOf(agentName)) || manager;
      const offer = await trx
        .selectFrom('offers as o')
        .innerJoin('products as p', 'p.id', 'o.product_id')
        .select(['o.id', 'o.product_id', 'o.webmaster_id', 'p.price_minor', 'p.name'])
        .where('o.region_id', '=', region.id)
        .where('o.active', '=', true)
        .orderBy('o.id')
        .executeTakeFirst();
      const provider = await trx
        .selectFrom('delivery_providers')
        .select('id')
        .where('region_id', '=', region.id)
        .orderBy('id')
        .executeTakeFirst();
      if (!offer) continue;
      const place = CUSTOMERS[region.id];
      const random = sequence(r + 1);
      for (const [i, fullName] of place.names.entries()) {
        const n = i + 1;
        const qty = n;
        const price = offer.price_minor * qty;
        const phone = demoPhone(region.id, random);
        const lead = await trx
          .insertInto('leads')
          .values({
            region_id: region.id,
            product_id: offer.product_id,
            offer_id: offer.id,
            webmaster_id: offer.webmaster_id,
            name: fullName,
            phone,
            status: ORDER_STATUS.DEPOSIT,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const shortCode = demoDepositCode(region.country, n);
        const order = await trx
          .insertInto('orders')
          .values({
            short_code: shortCode,
            lead_id: lead.id,
            region_id: region.id,
            status: ORDER_STATUS.DEPOSIT,
            created_by: agent,
            created_at: now,
            updated_at: now,
            phone,
            full_name: fullName,
            address: place.street,
            city: place.city,
            district: place.district,
            deposit: true,
            delivery_provider_id: provider?.id ?? null,
            subtotal_minor: price,
            price_minor: price,
            delivery_price_minor: 0,
            currency: region.currency,
            offer_id: offer.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('order_items')
          .values({ order_id: order.id, product_id: offer.product_id, qty, unit_price_minor: offer.price_minor })
          .execute();
        await orderChanges(trx).tagAwaitingPayment({ orderId: order.id, regionId: region.id, accountId: agent });
        const pdf = n === 2;
        const key = receiptKey(order.id, manager, r * 2 + n);
        const amount = formatMoney(price, region.currency);
        stored.push({
          key,
          data: pdf
            ? demoReceiptPdf(['Comprobante de deposito', `Pedido ${shortCode}`, `Monto ${amount}`])
            : demoReceiptPng(),
        });
        await trx
          .insertInto('payment_documents')
          .values({
            order_id: order.id,
            order_short_code: shortCode,
            region_id: region.id,
            source: 'upload',
            file_key: key,
            content_type: pdf ? 'application/pdf' : 'image/png',
            created_by: manager,
            created_at: now,
          })
          .execute();
      }
    }
    // The files go in before the rows commit: a receipt on /payments always has its file.
    for (const file of stored) await files.put(file.key, file.data);
  });
}
