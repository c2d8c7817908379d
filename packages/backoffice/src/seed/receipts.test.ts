import { REGIONS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_FILES } from '../modules/payments/index.js';
import { configuredFileStore, sniffContentType } from '../platform/file-store/index.js';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';
import { seedDemoReceipts } from './receipts.js';

let t: TestBackoffice;
let finance: Record<string, string>;
const API = '/module/payments/api/v1';

beforeAll(async () => {
  t = await buildTestBackoffice();
  // As a DEMO=1 start does after the demo data: through the payments module's own file store.
  await seedDemoReceipts(t.db, configuredFileStore(t.backoffice.config, PAYMENT_FILES).store);
  finance = await t.auth('finance');
});
afterAll(() => t.close());

type Receipt = { orderId: number; orderShortCode: string; documentLink: string; contentType: string; status: string };

describe('demo receipts', () => {
  it('give finance two pending receipts in every region, a photo and a PDF that open', async () => {
    for (const region of REGIONS) {
      const counters = await t.app.inject({ url: `${API}/receipts/counters?regionId=${region.id}`, headers: finance });
      expect(counters.json()).toMatchObject({ pendingCount: 2 });
      const page = await t.app.inject({ url: `${API}/receipts?regionId=${region.id}`, headers: finance });
      const receipts = (page.json() as { content: Receipt[] }).content;
      expect(receipts.map((r) => r.contentType).sort()).toEqual(['application/pdf', 'image/png']);
      for (const receipt of receipts) {
        expect(receipt.status).toBe('pending');
        const link = new URL(receipt.documentLink);
        const file = await t.app.inject({ url: `${link.pathname}${link.search}` });
        expect(file.statusCode).toBe(200);
        expect(sniffContentType(file.rawPayload)).toBe(receipt.contentType);
      }
    }
  });

  it('hang on Deposit orders waiting for payment, taken by the region’s demo agent', async () => {
    const manager = await t.auth('manager');
    const page = await t.app.inject({ url: `${API}/receipts?regionId=pe-central`, headers: finance });
    const [receipt] = (page.json() as { content: Receipt[] }).content;
    const order = await t.app.inject({ url: `/module/orders/api/v1/orders/${receipt?.orderId}`, headers: manager });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ status: 40, short_code: expect.stringMatching(/^DEMO-PE-D\d$/) });
    expect(JSON.stringify(order.json().tags)).toContain('WAITING_FOR_PAYMENT');
  });

  it('are seeded once: a second start adds nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('payment_documents')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    const before = await count();
    await seedDemoReceipts(t.db, configuredFileStore(t.backoffice.config, PAYMENT_FILES).store);
    expect(await count()).toBe(before);
  });
});
