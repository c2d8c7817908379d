/**
 * The receipt flow on the S3-compatible store (FILE_STORE=s3, decision 1161), against a real
 * S3-compatible server (s3rver): the browser posts the form of the upload link straight to the
 * bucket, tells the back-office, which checks the file by its first bytes and size where it lies,
 * records it, and hands out a pre-signed download link to the bucket.
 */
import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedOrder } from '../../testing/order-fixtures.js';
import { startS3Server, type TestS3Server } from '../../testing/s3-server.js';

let s3: TestS3Server;
let t: TestBackoffice;
let finance: Record<string, string>;
const API = '/module/payments/api/v1';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestBackoffice({ config: { fileStore: { kind: 's3', location: s3.location } } });
  finance = await t.auth('finance');
}, 60_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

function call(method: 'GET' | 'POST', url: string, headers = finance, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
    payload,
  });
}

type Link = { url: string; method: string; fields: Record<string, string>; uploadId: string };

/** What the browser does with a POST link: the form's fields, then the file, to the bucket. */
async function postToBucket(link: Link, data: Buffer, name = 'receipt.png') {
  const form = new FormData();
  for (const [field, value] of Object.entries(link.fields)) form.append(field, value);
  form.append('file', new Blob([data]), name);
  return fetch(link.url, { method: 'POST', body: form });
}

async function uploadLink(orderId: number): Promise<Link> {
  const response = await call('POST', `${API}/receipts/upload-link`, finance, { orderId, whodid: 'finance' });
  expect(response.statusCode).toBe(200);
  return response.json() as Link;
}

async function objectExists(key: string) {
  return (await fetch(`${s3.location.endpoint}/${s3.location.bucket}/${key}`, { method: 'HEAD' })).status === 200;
}

async function receipts(orderShortCode: string) {
  const page = await call('GET', `${API}/receipts?documentStatus=ALL&orderShortCode=${orderShortCode}`);
  expect(page.statusCode).toBe(200);
  return (page.json() as { content: { status: string; documentLink: string }[] }).content;
}

const depositOrder = () => seedOrder(t.db, { status: ORDER_STATUS.DEPOSIT, regionId: 'pe-central' });

describe('receipts on the S3-compatible store', () => {
  it('the receipt goes straight to the bucket, is recorded when told, and downloads from the bucket', async () => {
    const order = await depositOrder();
    const link = await uploadLink(order.id);
    expect(link.method).toBe('POST');
    expect(new URL(link.url).origin).toBe(s3.location.endpoint);
    expect(link.fields).toMatchObject({
      key: `receipts/${link.uploadId}`,
      'x-amz-meta-doctype': 'DIRECT_PAYMENT_RECEIPT',
    });
    expect((await postToBucket(link, PNG)).ok).toBe(true);

    const done = await call('POST', `${API}/receipts/uploaded`, finance, { uploadId: link.uploadId });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ contentType: 'image/png' });

    const documents = await receipts(order.shortCode);
    expect(documents).toHaveLength(1);
    expect(documents[0]?.status).toBe('pending');
    const download = await fetch(documents[0]?.documentLink ?? '');
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

    const again = await call('POST', `${API}/receipts/uploaded`, finance, { uploadId: link.uploadId });
    expect(again.statusCode).toBe(409);
  });

  it('PAY-25 a file that is not an image or PDF by its bytes is refused and removed from the bucket', async () => {
    const order = await depositOrder();
    const link = await uploadLink(order.id);
    expect((await postToBucket(link, Buffer.from('MZ\x90\x00 not a picture'), 'receipt.pdf')).ok).toBe(true);
    expect(await objectExists(`receipts/${link.uploadId}`)).toBe(true);

    const done = await call('POST', `${API}/receipts/uploaded`, finance, { uploadId: link.uploadId });
    expect(done.statusCode).toBe(400);
    expect(done.json()).toMatchObject({ errors: { file: expect.stringContaining('image') } });
    expect(await objectExists(`receipts/${link.uploadId}`)).toBe(false);
    expect(await receipts(order.shortCode)).toEqual([]);
  });

  it('PAY-25 a receipt over 10 MB is refused even where the server does not enforce the policy', async () => {
    const order = await depositOrder();
    const link = await uploadLink(order.id);
    await postToBucket(link, Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]));
    const done = await call('POST', `${API}/receipts/uploaded`, finance, { uploadId: link.uploadId });
    expect(done.statusCode).toBe(400);
    expect(done.json()).toMatchObject({ errors: { file: expect.stringContaining('at most') } });
    expect(await objectExists(`receipts/${link.uploadId}`)).toBe(false);
  });

  it('only the account the link was made for can record it; nothing uploaded is a 400 naming uploadId', async () => {
    const order = await depositOrder();
    const link = await uploadLink(order.id);
    const other = await call('POST', `${API}/receipts/uploaded`, await t.auth('admin'), { uploadId: link.uploadId });
    expect(other.statusCode).toBe(404);
    const nothing = await call('POST', `${API}/receipts/uploaded`, finance, { uploadId: link.uploadId });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ errors: { uploadId: expect.any(String) } });
  });
});
