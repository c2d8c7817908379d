import { expect } from 'vitest';
import { type ApiOrder, addLead, getOrder, peruOrderBody, request } from './orders';

/**
 * The durability suites' order burst (issue 17): order creations with Idempotency-Keys, a crash
 * in the middle, and the checks after the restart — every answered order present and whole, and
 * every creation repeated with its key answering the one order that key made.
 */
export type Attempt = {
  key: string;
  body: Record<string, unknown>;
  /** The order the creation answered with, when it was answered before the crash. */
  answered?: { id: number; short_code: string };
};

export const ORDERS_PATH = '/module/orders/api/v1/orders';
/** Olva Courier, a Peruvian provider with pay-on-delivery in Miraflores. */
const OLVA = 1;

/** One creation (as the order modal sends it) with its key. */
export const createOrder = (attempt: Attempt, baseUrl: string, token: string) =>
  request(token, baseUrl, ORDERS_PATH, {
    method: 'POST',
    headers: { 'Idempotency-Key': attempt.key },
    body: JSON.stringify(attempt.body),
  });

/** `count` fresh Peruvian leads of the agent and the order each will get, each with its own key. */
export async function prepareAttempts(token: string, baseUrl: string, count: number, tag = ''): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  const stamp = String(Date.now()).slice(-4);
  let template: Record<string, unknown> | undefined;
  for (let i = 0; i < count; i++) {
    const phone = `+5197${stamp}${String(i).padStart(3, '0')}`;
    const lead = await addLead(token, baseUrl, 'pe-central', `Cliente ${tag}${i}`, phone);
    // The address and delivery option are the same for every lead: looked up once.
    template ??= await peruOrderBody(token, baseUrl, lead, OLVA);
    const body = { ...template, leadId: lead.leadId, items: [{ id: lead.productId, qty: 1 }], offerId: lead.offerId };
    attempts.push({ key: crypto.randomUUID(), body });
  }
  return attempts;
}

/**
 * The burst: `workers` creations at a time; `crash` is called once `killAfter` are answered and
 * no new creation starts after that. Resolves when the crash is over; answered attempts carry their order.
 */
export async function burstUntilCrash(
  attempts: Attempt[],
  baseUrl: string,
  token: string,
  options: { workers: number; killAfter: number; crash: () => Promise<void> },
): Promise<Attempt[]> {
  let next = 0;
  let answered = 0;
  let killed: Promise<void> | undefined;
  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      while (next < attempts.length && !killed) {
        const attempt = attempts[next++] as Attempt;
        const response = await createOrder(attempt, baseUrl, token).catch(() => undefined);
        if (response?.ok) {
          attempt.answered = ((await response.json()) as { order: { id: number; short_code: string } }).order;
          if (++answered === options.killAfter) killed = options.crash();
        }
      }
    }),
  );
  await killed;
  const acknowledged = attempts.filter((a) => a.answered);
  expect(acknowledged.length).toBeGreaterThanOrEqual(options.killAfter);
  expect(acknowledged.length).toBeLessThan(attempts.length);
  return acknowledged;
}

type OrderWithEvents = ApiOrder & { events?: { action: string }[] };

/** The order is there and whole: its item and its creation event. */
export async function expectWholeOrder(token: string, baseUrl: string, id: number): Promise<OrderWithEvents> {
  const order = (await getOrder(token, baseUrl, id)) as OrderWithEvents;
  expect(order.products).toHaveLength(1);
  expect(order.events?.some((e) => e.action === 'CHANGE_STATUS')).toBe(true);
  return order;
}

/** Every answered order is present and whole, with the short code it was answered with. */
export async function expectAnsweredOrdersWhole(attempts: Attempt[], baseUrl: string, token: string): Promise<void> {
  for (const attempt of attempts.filter((a) => a.answered)) {
    const answered = attempt.answered as { id: number; short_code: string };
    expect((await expectWholeOrder(token, baseUrl, answered.id)).short_code).toBe(answered.short_code);
  }
}

/**
 * Every creation repeated with its key: an answered one gives back its order, an unanswered one
 * the order it made before the crash (if it got that far) or a new one — one order per key, each
 * whole. A key whose claim the crash left behind answers 409 until its lease is over
 * (`claimLeaseMs`, decision 1711; 0 on the embedded default, which frees such claims at start-up):
 * the retry is repeated, as the web app repeats it, until then. Answers how many 409s were seen.
 */
export async function expectOneOrderPerKey(
  attempts: Attempt[],
  baseUrl: string,
  token: string,
  options: { claimLeaseMs?: number } = {},
): Promise<{ conflicts: number }> {
  const ids = new Set<number>();
  const deadline = Date.now() + (options.claimLeaseMs ?? 0) + 5_000;
  let conflicts = 0;
  for (const attempt of attempts) {
    let response = await createOrder(attempt, baseUrl, token);
    while (response.status === 409 && options.claimLeaseMs && Date.now() < deadline) {
      conflicts++;
      await new Promise((resolve) => setTimeout(resolve, 500));
      response = await createOrder(attempt, baseUrl, token);
    }
    expect(response.status, await response.clone().text()).toBe(200);
    const { order } = (await response.json()) as { order: { id: number } };
    if (attempt.answered) expect(order.id).toBe(attempt.answered.id);
    await expectWholeOrder(token, baseUrl, order.id);
    ids.add(order.id);
  }
  expect(ids.size).toBe(attempts.length);
  return { conflicts };
}
