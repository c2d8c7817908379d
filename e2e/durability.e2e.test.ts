import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from './harness/http-sign-in';
import { type ApiOrder, addLead, getOrder, peruOrderBody, request } from './harness/orders';
import { type Product, startProduct } from './harness/product';

/**
 * Durability of the embedded default (issue 17): the product on PGlite is killed with SIGKILL in
 * the middle of a burst of order creations, then started again on the same data directory. Every
 * order whose creation was answered is there, whole (its item and its creation event), and
 * repeating any creation with its Idempotency-Key answers the one order that key made — none lost,
 * none doubled, none half-written.
 */
const ORDERS = 40;
const KILL_AFTER = 12;
const WORKERS = 6;
const OLVA = 1;

let product: Product | undefined;
afterAll(async () => {
  await product?.stop();
});

type Attempt = { key: string; body: Record<string, unknown>; answered?: { id: number; short_code: string } };

describe('durability of the embedded default', () => {
  it('issue 17: kill -9 during a burst of order creations loses no answered order and half-writes none', async () => {
    const first = await startProduct();
    product = first;
    const agent = await signInOverHttp(first.baseUrl, 'agent');
    const attempts: Attempt[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const lead = await addLead(
        agent,
        first.baseUrl,
        'pe-central',
        `Cliente ${i}`,
        `+5197${String(i).padStart(7, '0')}`,
      );
      attempts.push({ key: crypto.randomUUID(), body: await peruOrderBody(agent, first.baseUrl, lead, OLVA) });
    }

    // The burst: WORKERS creations at a time; the process is killed once KILL_AFTER are answered.
    let next = 0;
    let answered = 0;
    let killed: Promise<void> | undefined;
    const create = (attempt: Attempt, baseUrl: string, token: string) =>
      request(token, baseUrl, '/module/orders/api/v1/orders', {
        method: 'POST',
        headers: { 'Idempotency-Key': attempt.key },
        body: JSON.stringify(attempt.body),
      });
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < attempts.length && !killed) {
          const attempt = attempts[next++] as Attempt;
          const response = await create(attempt, first.baseUrl, agent).catch(() => undefined);
          if (response?.ok) {
            attempt.answered = ((await response.json()) as { order: { id: number; short_code: string } }).order;
            if (++answered === KILL_AFTER) killed = first.crash();
          }
        }
      }),
    );
    await killed;
    const acknowledged = attempts.filter((a) => a.answered);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(ORDERS);

    // Started again on what the killed process left on disk.
    product = await startProduct({}, { dataDir: first.dataDir });
    const { baseUrl } = product;
    const again = await signInOverHttp(baseUrl, 'agent');

    const whole = async (id: number): Promise<ApiOrder & { events?: { action: string }[] }> => {
      const order = (await getOrder(again, baseUrl, id)) as ApiOrder & { events?: { action: string }[] };
      expect(order.products).toHaveLength(1);
      expect(order.events?.some((e) => e.action === 'CHANGE_STATUS')).toBe(true);
      return order;
    };
    for (const attempt of acknowledged) {
      const answered = attempt.answered as { id: number; short_code: string };
      expect((await whole(answered.id)).short_code).toBe(answered.short_code);
    }

    // Every creation repeated with its key: an answered one gives back its order, an unanswered one
    // the order it made before the kill (if it got that far) or a new one — one order per key.
    const ids = new Set<number>();
    for (const attempt of attempts) {
      const response = await create(attempt, baseUrl, again);
      expect(response.status, await response.clone().text()).toBe(200);
      const { order } = (await response.json()) as { order: { id: number } };
      if (attempt.answered) expect(order.id).toBe(attempt.answered.id);
      await whole(order.id);
      ids.add(order.id);
    }
    expect(ids.size).toBe(ORDERS);
  });
});
