import type { Page } from 'playwright-core';
import { storedUser } from './sign-in';

/**
 * Helpers of the order suites: calls made with a signed-in user's own token — the browser tab's
 * (a Page) or one got over plain HTTP (a string, see http-sign-in.ts).
 */
export type Caller = Page | string;

/** The caller's token, and a JSON content type when there is a body (the server refuses an empty JSON body). */
async function headers(who: Caller, init: RequestInit): Promise<Record<string, string>> {
  const token = typeof who === 'string' ? who : (await storedUser(who))?.access_token;
  if (!token) throw new Error('not signed in');
  return { Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) };
}

/** The raw answer of a call, for checking a refusal. */
export async function request(who: Caller, baseUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { ...init, headers: { ...(await headers(who, init)), ...init.headers } });
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

/** A tiny PNG: the back-office checks receipts by their bytes, and this is a real PNG header. */
export const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A Deposit order paid the way the product records it (ORDER_PAID is a system tag, decision
 * 1775): `uploader` sends the customer's receipt with the call (PAY-28), `finance` confirms it for
 * the order's price (PAY-12), which tags the order ORDER_PAID.
 */
export async function payByReceipt(uploader: Caller, finance: Caller, baseUrl: string, orderId: number) {
  const order = await getOrder(uploader, baseUrl, orderId);
  const uploaded = await call<{ paymentDocumentId: number }>(
    uploader,
    baseUrl,
    `/module/payments/api/v1/receipts/upload?orderId=${orderId}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', 'Idempotency-Key': crypto.randomUUID() },
      body: RECEIPT_PNG,
    },
  );
  const providers = await call<{ id: number }[]>(
    finance,
    baseUrl,
    `/module/payments/api/v1/payment-providers/direct?regionId=${order.regionId}`,
  );
  const provider = providers[0];
  if (!provider) throw new Error(`no direct payment provider in ${order.regionId}`);
  await call(finance, baseUrl, '/module/payments/api/v1/receipts/approve', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      paymentDocumentId: uploaded.paymentDocumentId,
      paymentProviderId: provider.id,
      amount: order.price,
      paymentDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      bankTransactionNumber: `E2E-${orderId}-${crypto.randomUUID().slice(0, 8)}`,
    }),
  });
}

type DeliveryOption = {
  providerId: number;
  id: number;
  pickupPoint: string | null;
  schedule: Record<string, string[]>;
};

/** The options order capture offers for a dictionary address (delivery-info by address). */
async function deliveryOptions(who: Caller, baseUrl: string, addressId: number) {
  return call<{ prepay: DeliveryOption[]; payOnDelivery: DeliveryOption[] }>(
    who,
    baseUrl,
    `/module/delivery/api/v1/delivery-info/by-address?addressId=${addressId}`,
  );
}

/** The pay-on-delivery options order capture offers for a dictionary address. */
export async function payOnDeliveryOptions(who: Caller, baseUrl: string, addressId: number) {
  return (await deliveryOptions(who, baseUrl, addressId)).payOnDelivery;
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
 * What the order modal sends for a pay-on-delivery (or, with `deposit`, a Deposit) order of a
 * Peruvian lead in Miraflores with the provider `providerId` (its first offered date and time).
 */
export async function peruOrderBody(
  who: Caller,
  baseUrl: string,
  lead: { leadId: number; productId: number; offerId: string },
  providerId: number,
  deposit = false,
): Promise<Record<string, unknown>> {
  const addressId = await peruAddressId(who, baseUrl, 'Miraflores');
  const options = await deliveryOptions(who, baseUrl, addressId);
  const option = (deposit ? options.prepay : options.payOnDelivery).find((o) => o.providerId === providerId);
  if (!option)
    throw new Error(`provider ${providerId} offers no ${deposit ? 'deposit' : 'pay-on-delivery'} option in Miraflores`);
  const [date, times] = Object.entries(option.schedule)[0] as [string, string[]];
  return {
    leadId: lead.leadId,
    fullName: 'Rosa Pérez Huamán',
    items: [{ id: lead.productId, qty: 1 }],
    address: 'Av. José Larco 812',
    city: 'Lima',
    district: 'Miraflores',
    deposit,
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
  deposit = false,
): Promise<{ id: number; short_code: string }> {
  const saved = await call<{ order: { id: number; short_code: string } }>(
    who,
    baseUrl,
    '/module/orders/api/v1/orders',
    {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(await peruOrderBody(who, baseUrl, lead, providerId, deposit)),
    },
  );
  return saved.order;
}

/**
 * Deposit orders paid (a receipt each, confirmed by `finance`) and then verified by a manager
 * (ORDER-20), as the orders desk does.
 */
export async function payAndVerifyOrders(who: Caller, finance: Caller, baseUrl: string, orderIds: readonly number[]) {
  for (const id of orderIds) await payByReceipt(who, finance, baseUrl, id);
  await call(who, baseUrl, '/module/orders/api/v1/orders/verify', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ ids: [...orderIds] }),
  });
}
