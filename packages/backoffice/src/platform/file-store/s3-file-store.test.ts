import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/config.js';
import { startS3Server, type TestS3Server } from '../../testing/s3-server.js';
import { loadBackofficeConfig } from '../config.js';
import { describeFileStoreContract } from './file-store-contract.js';
import { checkFileStoreAtStart, createS3FileStore, FileStoreConfigError, verifySignedRequest } from './index.js';
import { s3ClientFor } from './s3-file-store.js';

const SECRET = 'a-file-store-secret-of-32-characters!';
let server: TestS3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.close());

describeFileStoreContract('S3-compatible bucket (s3rver)', async ({ clock, secret, baseUrl }) => ({
  store: createS3FileStore({ location: server.location, secret, baseUrl, clock }),
  async close() {},
}));

describe('S3 file store', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const store = () =>
    createS3FileStore({
      location: server.location,
      secret: SECRET,
      baseUrl: 'https://umbrella.test/files',
      clock: { now: () => now },
    });

  it("keeps the back-office's own HMAC-signed route for the uploads and downloads that pass through it", () => {
    const url = new URL(store().signedUrl('receipts/r-1', 'PUT', 600));
    expect(url.origin + url.pathname).toBe('https://umbrella.test/files/receipts/r-1');
    const signed = {
      key: 'receipts/r-1',
      method: 'PUT' as const,
      expires: Number(url.searchParams.get('expires')),
      signature: url.searchParams.get('signature') ?? '',
    };
    expect(verifySignedRequest(SECRET, signed, Math.floor(now.getTime() / 1000))).toBe(true);
  });

  it('a direct upload is a form posted to the bucket; its policy bounds size, key, type and metadata', async () => {
    const s3 = createS3FileStore({
      location: server.location,
      secret: SECRET,
      baseUrl: 'https://umbrella.test/files',
      clock: { now: () => new Date() },
    });
    const upload = await s3.directUpload('receipts/o5-a6-x', {
      maxBytes: 1000,
      expiresInSeconds: 600,
      metadata: { orderId: '5', doctype: 'DIRECT_PAYMENT_RECEIPT' },
    });
    expect(upload?.method).toBe('POST');
    const fields = upload?.fields ?? {};
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 1000],
        { key: 'receipts/o5-a6-x' },
        { bucket: server.location.bucket },
        { 'Content-Type': 'application/octet-stream' },
        { 'x-amz-meta-orderid': '5' },
        { 'x-amz-meta-doctype': 'DIRECT_PAYMENT_RECEIPT' },
      ]),
    );

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([Buffer.from('%PDF-1.4 receipt')]), 'receipt.pdf');
    const response = await fetch(upload?.url ?? '', {
      method: 'POST',
      body: form,
      headers: { origin: 'https://umbrella.test' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();

    expect((await s3.get('receipts/o5-a6-x'))?.data.toString()).toBe('%PDF-1.4 receipt');
    const head = await s3ClientFor(server.location).send(
      new HeadObjectCommand({ Bucket: server.location.bucket, Key: 'receipts/o5-a6-x' }),
    );
    expect(head.Metadata).toMatchObject({ orderid: '5', doctype: 'DIRECT_PAYMENT_RECEIPT' });
    expect(head.ContentType).toBe('application/octet-stream');
  });

  it('serves a stored file with the type its bytes show, inline', async () => {
    const s3 = createS3FileStore({
      location: server.location,
      secret: SECRET,
      baseUrl: 'https://umbrella.test/files',
      clock: { now: () => new Date() },
    });
    await s3.put('receipts/typed', Buffer.from('%PDF-1.4 x'));
    await s3.put('report-errors/r1-errors.csv', Buffer.from('row,error\n'));
    const pdf = await fetch((await s3.directDownloadUrl('receipts/typed', 60)) ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('inline');
    const csv = await fetch((await s3.directDownloadUrl('report-errors/r1-errors.csv', 60)) ?? '');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  });
});

describe('FILE_STORE=s3 configuration, checked at start', () => {
  it('reads FILE_STORE and the S3_* variables', () => {
    const config = loadBackofficeConfig({
      FILE_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'eu-west-1',
      S3_BUCKET: 'umbrella-files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.fileStore).toEqual({
      kind: 's3',
      location: {
        endpoint: 'http://minio:9000',
        region: 'eu-west-1',
        bucket: 'umbrella-files',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(loadBackofficeConfig({}).fileStore).toEqual({ kind: 'local' });
  });

  it('names every missing or malformed variable before anything starts', async () => {
    const config = testConfig({
      fileStore: loadBackofficeConfig({ FILE_STORE: 's3', S3_ENDPOINT: 'ftp://x', S3_FORCE_PATH_STYLE: 'yes' })
        .fileStore,
    });
    const error = await checkFileStoreAtStart(config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileStoreConfigError);
    const message = (error as Error).message;
    for (const name of [
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
    ]) {
      expect(message).toContain(name);
    }
    expect(loadBackofficeConfig({ FILE_STORE: 'disk' }).fileStore).toEqual({
      kind: 'invalid',
      problems: ['FILE_STORE must be "local" or "s3", not "disk"'],
    });
  });

  it('refuses to start when the bucket does not answer, and starts when it does', async () => {
    const missing = testConfig({
      fileStore: { kind: 's3', location: { ...server.location, bucket: 'no-such-bucket' } },
    });
    await expect(checkFileStoreAtStart(missing)).rejects.toThrow(/bucket "no-such-bucket" .* cannot be reached/);
    await expect(
      checkFileStoreAtStart(testConfig({ fileStore: { kind: 's3', location: server.location } })),
    ).resolves.toBeUndefined();
  });
});
