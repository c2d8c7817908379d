/** Shared set-up for the order-capture, pricing and delivery route tests: products, offers, leads and claimed tasks. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export async function productId(db: Kysely<Database>, sku: string): Promise<number> {
  return (await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;
}

export async function accountId(db: Kysely<Database>, username: string): Promise<number> {
  return (await db.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** A new lead (its LEAD task is queued by the workspace trigger). */
export async function createLead(
  db: Kysely<Database>,
  lead: { regionId: string; sku: string; offerId?: string | null; phone?: string; name?: string },
): Promise<number> {
  const row = await db
    .insertInto('leads')
    .values({
      region_id: lead.regionId,
      product_id: await productId(db, lead.sku),
      offer_id: lead.offerId ?? null,
      name: lead.name ?? 'Rosa Pérez',
      phone: lead.phone ?? '+51987654321',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Hands the lead's queued task to an agent, as claiming it would (an agent holds one task at a time). */
export async function claimLeadTask(db: Kysely<Database>, leadId: number, username: string): Promise<number> {
  const id = await accountId(db, username);
  await db
    .updateTable('tasks')
    .set({ status: 'open', account_id: null, claimed_at: null })
    .where('account_id', '=', id)
    .where('status', '=', 'claimed')
    .execute();
  const task = await db
    .updateTable('tasks')
    .set({ status: 'claimed', account_id: id, claimed_at: new Date() })
    .where('lead_id', '=', leadId)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('leads').set({ holder_account_id: id }).where('id', '=', leadId).execute();
  return task.id;
}

type InjectApp = {
  app: {
    inject: (options: {
      url: string;
      method?: 'POST';
      headers: Record<string, string>;
      payload?: object;
    }) => Promise<{ statusCode: number; body: string; json(): unknown }>;
  };
};
type Option = {
  providerId: number;
  providerName: string;
  id: number;
  pickupPoint: string | null;
  schedule: Record<string, string[]>;
};

/** The first date and slot of an option the delivery info offers for an address or point. */
export async function pickOption(
  t: InjectApp,
  headers: Record<string, string>,
  where: { addressId: number } | { latitude: number; longitude: number; regionId: string },
  choose: { providerName: string; deposit: boolean; pickup?: boolean },
) {
  const url =
    'addressId' in where
      ? `/module/delivery/api/v1/delivery-info/by-address?addressId=${where.addressId}`
      : `/module/delivery/api/v1/delivery-info/by-coordinates?latitude=${where.latitude}&longitude=${where.longitude}&regionId=${where.regionId}`;
  const info = (await t.app.inject({ url, headers })).json() as { prepay: Option[]; payOnDelivery: Option[] };
  const options = choose.deposit ? info.prepay : info.payOnDelivery;
  const option = options.find(
    (o) =>
      o.providerName === choose.providerName &&
      (choose.pickup === undefined || (o.pickupPoint !== null) === choose.pickup),
  );
  if (!option) throw new Error(`no ${choose.providerName} option`);
  const [date, times] = Object.entries(option.schedule)[0] as [string, string[]];
  return { option, date, time: times[0] as string };
}

export async function addressIdOf(db: Kysely<Database>, country: string, district: string): Promise<number> {
  return (
    await db
      .selectFrom('addresses')
      .select('id')
      .where('country', '=', country)
      .where('district', '=', district)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/**
 * The body bench/floor's agents send for a claimed Colágeno lead task (Miraflores, the first Olva
 * pay-on-delivery slot): what the statement-count tests create an order with.
 */
export async function floorOrderBody(
  t: InjectApp & { db: Kysely<Database> },
  headers: Record<string, string>,
  task: { leadId: number; taskId: number; smsFeatureFlag: boolean },
) {
  const miraflores = await addressIdOf(t.db, 'PE', 'Miraflores');
  const { option, date, time } = await pickOption(
    t,
    headers,
    { addressId: miraflores },
    { providerName: 'Olva Courier', deposit: false },
  );
  return {
    leadId: task.leadId,
    taskId: task.taskId,
    fullName: 'Cliente de prueba',
    items: [{ id: await productId(t.db, 'PE-COLAGENO'), qty: 1 }],
    address: 'Av. José Larco 812',
    deposit: false,
    deliveryProviderId: option.providerId,
    addressReferenceId: miraflores,
    smsFeatureFlag: task.smsFeatureFlag,
    deliveryInfo: {
      preferredDate: date,
      preferredDeliveryTime: time,
      addressIdxDeliveryId: option.id,
      latitude: -12.1211,
      longitude: -77.0297,
    },
  };
}

/** The agent (`headers`) creates a pay-on-delivery Olva order for a Peruvian lead it holds, through the real orders route. */
export async function createPeruOrder(
  t: InjectApp & { db: Kysely<Database> },
  headers: Record<string, string>,
  leadId: number,
): Promise<{ id: number; short_code: string; price: number }> {
  const miraflores = await addressIdOf(t.db, 'PE', 'Miraflores');
  const { option, date, time } = await pickOption(
    t,
    headers,
    { addressId: miraflores },
    { providerName: 'Olva Courier', deposit: false },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/module/orders/api/v1/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      leadId,
      fullName: 'Rosa Pérez Huamán',
      items: [{ id: await productId(t.db, 'PE-COLAGENO'), qty: 1 }],
      address: 'Av. José Larco 812',
      city: 'Lima',
      district: 'Miraflores',
      deposit: false,
      deliveryProviderId: option.providerId,
      addressReferenceId: miraflores,
      addressReferenceType: 'others',
      deliveryInfo: {
        preferredDate: date,
        preferredDeliveryTime: time,
        pickupPoint: option.pickupPoint,
        addressIdxDeliveryId: option.id,
        latitude: -12.1211,
        longitude: -77.0297,
      },
      offerId: 'PE-COLAGENO-LMX',
    },
  });
  if (res.statusCode !== 200) throw new Error(`order not created: ${res.statusCode} ${res.body}`);
  return (res.json() as { order: { id: number; short_code: string; price: number } }).order;
}

let seededOrders = 0;

/**
 * An order written straight to the table in a given status (the desk's tests start from any
 * status), handed to a courier when `providerId` is given.
 */
export async function seedOrder(
  db: Kysely<Database>,
  order: {
    regionId?: string;
    status: number;
    leadId?: number | null;
    createdBy?: number | null;
    providerId?: number | null;
    externalId?: string | null;
  },
): Promise<{ id: number; shortCode: string }> {
  seededOrders += 1;
  const shortCode = `DSK-${String(process.pid % 1000).padStart(3, '0')}-${String(seededOrders).padStart(3, '0')}`;
  const row = await db
    .insertInto('orders')
    .values({
      short_code: shortCode,
      region_id: order.regionId ?? 'pe-central',
      status: order.status,
      lead_id: order.leadId ?? null,
      created_by: order.createdBy ?? null,
      delivery_provider_id: order.providerId ?? null,
      external_id: order.externalId ?? null,
      full_name: 'Rosa Pérez',
      phone: '+51987654321',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, shortCode };
}
