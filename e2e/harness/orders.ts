import type { Page } from 'playwright-core';
import { storedUser } from './sign-in';

/** Helpers of the order-capture suite: calls made with the signed-in agent's own token. */
async function headers(page: Page): Promise<Record<string, string>> {
  const user = await storedUser(page);
  if (!user) throw new Error('not signed in');
  return { Authorization: `Bearer ${user.access_token}`, 'Content-Type': 'application/json' };
}

async function call<T>(page: Page, baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { ...(await headers(page)), ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
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
export async function addLead(page: Page, baseUrl: string, region: 'pe-central' | 'cl-central', name: string) {
  const offers = await call<{ id: string; productId: number; productName: string }[]>(
    page,
    baseUrl,
    `/module/leads/api/v1/offers?regionId=${region}`,
  );
  const offer = offers[0];
  if (!offer) throw new Error(`no internal offer in ${region}`);
  const prefix = region === 'pe-central' ? '+519' : '+569';
  const phone = `${prefix}${String(Date.now()).slice(-8)}`;
  const lead = await call<{ id: number }>(page, baseUrl, '/module/leads/leads/new-lead', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ region, name, phone, offerId: offer.id, productId: offer.productId }),
  });
  return { leadId: lead.id, productId: offer.productId, productName: offer.productName };
}

export const getOrder = (page: Page, baseUrl: string, orderId: number) =>
  call<ApiOrder>(page, baseUrl, `/module/orders/api/v1/orders/${orderId}`);

/** Puts a tag of the order's region on it (as payments will put ORDER_PAID), with the signed-in user's token. */
export async function tagOrder(page: Page, baseUrl: string, orderId: number, regionId: string, value: string) {
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
