import { afterAll, describe, it } from 'vitest';
import { signInOverHttp } from './harness/http-sign-in';
import {
  burstUntilCrash,
  expectAnsweredOrdersWhole,
  expectOneOrderPerKey,
  prepareAttempts,
} from './harness/order-burst';
import { type Product, startProduct } from './harness/product';

/**
 * Durability of the embedded default (issue 17): the product on PGlite is killed with SIGKILL in
 * the middle of a burst of order creations, then started again on the same data directory. Every
 * order whose creation was answered is there, whole (its item and its creation event), and
 * repeating any creation with its Idempotency-Key answers the one order that key made — none lost,
 * none doubled, none half-written. The same on PostgreSQL: durability-postgres.e2e.test.ts.
 */
const ORDERS = 40;
const KILL_AFTER = 12;
const WORKERS = 6;

let product: Product | undefined;
afterAll(async () => {
  await product?.stop();
});

describe('durability of the embedded default', { timeout: 180_000 }, () => {
  it('issue 17: kill -9 during a burst of order creations loses no answered order and half-writes none', async () => {
    const first = await startProduct();
    product = first;
    const agent = await signInOverHttp(first.baseUrl, 'agent');
    const attempts = await prepareAttempts(agent, first.baseUrl, ORDERS);

    await burstUntilCrash(attempts, first.baseUrl, agent, {
      workers: WORKERS,
      killAfter: KILL_AFTER,
      crash: first.crash,
    });

    // Started again on what the killed process left on disk.
    product = await startProduct({}, { dataDir: first.dataDir });
    const { baseUrl } = product;
    const again = await signInOverHttp(baseUrl, 'agent');
    await expectAnsweredOrdersWhole(attempts, baseUrl, again);
    // The embedded default frees the killed process's claims at start-up: no retry waits (decision 1711).
    await expectOneOrderPerKey(attempts, baseUrl, again);
  });
});
