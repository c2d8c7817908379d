import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBackofficeConfig } from '../../platform/config.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedOrder } from '../../testing/order-fixtures.js';

/**
 * `npm start` without PUBLIC_URL prints http://localhost:8080, and a person may open
 * http://127.0.0.1:8080 instead: the signed links the back-office hands out must lead back to
 * whichever origin served the app (the CSP allows only that one), so a receipt goes up and
 * comes back from there.
 */
const API = '/module/payments/api/v1';
const APP_ORIGIN = 'http://127.0.0.1:8080';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

let t: TestBackoffice;
let finance: Record<string, string>;

beforeAll(async () => {
  const { publicUrl, fileLinkOrigin } = loadBackofficeConfig({ PORT: '8080' });
  t = await buildTestBackoffice({ config: { publicUrl, fileLinkOrigin } });
  finance = { ...(await t.auth('finance')), host: '127.0.0.1:8080' };
});
afterAll(() => t.close());

/** Where a browser on APP_ORIGIN sends a link it was given: its path, if the link stays on that origin. */
function fromTheApp(link: string): string {
  const url = new URL(link, APP_ORIGIN);
  expect(url.origin).toBe(APP_ORIGIN);
  return `${url.pathname}${url.search}`;
}

describe('signed file links without PUBLIC_URL', () => {
  it('a receipt uploaded from http://127.0.0.1 goes up and is shown from that origin', async () => {
    const order = await seedOrder(t.db, { status: ORDER_STATUS.DEPOSIT, regionId: 'pe-central' });
    const link = await t.app.inject({
      method: 'POST',
      url: `${API}/receipts/upload-link`,
      headers: { ...finance, 'idempotency-key': randomUUID() },
      payload: { orderId: order.id, whodid: 'finance' },
    });
    expect(link.statusCode).toBe(200);
    const { url, headers } = link.json() as { url: string; headers: Record<string, string> };
    const put = await t.app.inject({
      method: 'PUT',
      url: fromTheApp(url),
      headers: { ...headers, 'content-type': 'image/png', host: '127.0.0.1:8080' },
      payload: PNG,
    });
    expect(put.statusCode).toBe(201);

    const list = await t.app.inject({
      url: `${API}/receipts?regionId=pe-central&orderShortCode=${order.shortCode}`,
      headers: finance,
    });
    const [receipt] = (list.json() as { content: { documentLink: string }[] }).content;
    const shown = await t.app.inject({
      url: fromTheApp(String(receipt?.documentLink)),
      headers: { host: '127.0.0.1:8080' },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PNG)).toBe(true);
  });
});
