import type { Page } from 'playwright-core';
import { storedUser } from './sign-in';

/**
 * Helpers of the order suites: calls made with a signed-in user's own token — the browser tab's
 * (a Page) or one got over plain HTTP (a string, see http-sign-in.ts).
 */
export type Caller = Page | string;

async function headers(who: Caller): Promise<Record<string, string>> {
  const token = typeof who === 'string' ? who : (await storedUser(who))?.access_token;
  if (!token) throw new Error('not signed in');
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

/** The raw answer of a call, for checking a refusal. */
export async function request(who: Caller, baseUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { ...init, headers: { ...(await headers(who)), ...init.headers } });
}

export async function call<T>(who: Caller, baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await request(who, baseUrl, path, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type ApiOrder = {
  id: number;
  short_code: string;
  status: number;
  lead_id: number;
  regionId: string;
  price: number;
  deposit: boolean;
  delivery_provider_id: number;
  address: string;
  products: { productId: number; qty: number; price: number }[];
  deliveryInfo: {
    preferredDate: string;
    preferredDeliveryTime: string;
    latitude: number | null;
    longitude: number | null;
  };
  addr: { id: number } | null;
};

/** A lead the agent adds by hand (LEAD-37): the region's first internal offer, a fresh phone. */
export async function addLead(
  page: Caller,
  baseUrl: string,
  region: 'pe-central' | 'cl-central',
  name: string,
  phone = `${region === 'pe-central' ? '+519' : '+569'}${String(Date.now()).slice(-8)}`,
) {
  const offers = await call<{ id: string; productId: number; productName: string }[]>(
    page,
    baseUrl,
    `/module/leads/api/v1/offers?regionId=${region}`,
  );
  const offer = offers[0];
  if (!offer) throw new Error(`no internal offer in ${region}`);
  const lead = await call<{ id: number }>(page, baseUrl, '/module/leads/leads/new-lead', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ region, name, phone, offerId: offer.id, productId: offer.productId }),
  });
  return { leadId: lead.id, productId: offer.productId, productName: offer.productName, offerId: offer.id };
}

export const getOrder = (page: Caller, baseUrl: string, orderId: number) =>
  call<ApiOrder>(page, baseUrl, `/module/orders/api/v1/orders/${orderId}`);

/** Puts a tag of the order's region on it (as payments will put ORDER_PAID), with the signed-in user's token. */
export async function tagOrder(page: Caller, baseUrl: string, orderId: number, regionId: string, value: string) {
  const tags = await call<{ id: number; value: string }[]>(
    page,
    baseUrl,
    `/module/orders/api/v1/tags?regionId=${regionId}`,
  );
  const tag = tags.find((t) => t.value === value);
  if (!tag) throw new Error(`no ${value} tag in ${regionId}`);
  await call(page, baseUrl, '/module/orders/api/v1/tags/assign', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ orderIds: [orderId], tagIds: [tag.id] }),
  });
}

type DeliveryOption = {
  providerId: number;
  id: number;
  pickupPoint: string | null;
  schedule: Record<string, string[]>;
};

/** The pay-on-delivery options order capture offers for a dictionary address (delivery-info by address). */
export async function payOnDeliveryOptions(who: Caller, baseUrl: string, addressId: number) {
  const info = await call<{ payOnDelivery: DeliveryOption[] }>(
    who,
    baseUrl,
    `/module/delivery/api/v1/delivery-info/by-address?addressId=${addressId}`,
  );
  return info.payOnDelivery;
}

/** The first dictionary address of Peru matching `district`. */
export async function peruAddressId(who: Caller, baseUrl: string, district: string): Promise<number> {
  const found = await call<{ id: number; district: string }[]>(
    who,
    baseUrl,
    `/module/delivery/api/v1/addresses/search?query=${encodeURIComponent(district)}&country=PE&withDeliveryOnly=true`,
  );
  const address = found.find((a) => a.district === district);
  if (!address) throw new Error(`no ${district} in the dictionary`);
  return address.id;
}

/**
 * What the order modal sends for a pay-on-delivery order of a Peruvian lead in Miraflores with the
 * provider `providerId` (its first offered date and time).
 */
export async function peruOrderBody(
  who: Caller,
  baseUrl: string,
  lead: { leadId: number; productId: number; offerId: string },
  providerId: number,
): Promise<Record<string, unknown>> {
  const addressId = await peruAddressId(who, baseUrl, 'Miraflores');
  const option = (await payOnDeliveryOptions(who, baseUrl, addressId)).find((o) => o.providerId === providerId);
  if (!option) throw new Error(`provider ${providerId} offers no pay-on-delivery option in Miraflores`);
  const [date, times] = Object.entries(option.schedule)[0] as [string, string[]];
  return {
    leadId: lead.leadId,
    fullName: 'Rosa Pérez Huamán',
    items: [{ id: lead.productId, qty: 1 }],
    address: 'Av. José Larco 812',
    city: 'Lima',
    district: 'Miraflores',
    deposit: false,
    deliveryProviderId: providerId,
    addressReferenceId: addressId,
    addressReferenceType: 'others',
    deliveryInfo: {
      preferredDate: date,
      preferredDeliveryTime: times[0],
      pickupPoint: option.pickupPoint,
      addressIdxDeliveryId: option.id,
      latitude: -12.1211,
      longitude: -77.0297,
    },
    offerId: lead.offerId,
  };
}

/** The agent creates that order through the same route the order modal calls; answers id and short code. */
export async function createPeruOrderOverHttp(
  who: Caller,
  baseUrl: string,
  lead: { leadId: number; productId: number; offerId: string },
  providerId: number,
): Promise<{ id: number; short_code: string }> {
  const saved = await call<{ order: { id: number; short_code: string } }>(
    who,
    baseUrl,
    '/module/orders/api/v1/orders',
    {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(await peruOrderBody(who, baseUrl, lead, providerId)),
    },
  );
  return saved.order;
}

/** A manager verifies paid orders (ORDER_PAID tag, then verify), as the orders desk does. */
export async function verifyOrders(who: Caller, baseUrl: string, orderIds: readonly number[]) {
  for (const id of orderIds) await tagOrder(who, baseUrl, id, 'pe-central', 'ORDER_PAID');
  await call(who, baseUrl, '/module/orders/api/v1/orders/verify', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ ids: [...orderIds] }),
  });
}
