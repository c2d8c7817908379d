/**
 * The file store on S3-compatible storage (FILE_STORE=s3, decision 1161): objects in one bucket
 * through the AWS SDK v3. Direct downloads are pre-signed GETs from the bucket; direct uploads are
 * pre-signed POST forms whose policy bounds the size (content-length-range) and fixes the key,
 * content type and metadata. `signedUrl` stays the back-office's HMAC-signed route, as with the
 * local store (its routes check, name and generate files), which reads and writes the bucket.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../../clock.js';
import { assertFileKey, type FileStore } from './file-store.js';
import type { S3Location } from './s3-config.js';
import { signUrlFor } from './signed-url.js';
import { sniffContentType } from './sniff.js';

export type S3FileStoreOptions = {
  location: S3Location;
  /** Secret and URL prefix of the back-office's own signed upload route (as the local store's). */
  secret: string;
  baseUrl: string;
  clock: Pick<Clock, 'now'>;
};

/** The type the bucket serves a file with: by its bytes, else by its name, else opaque bytes. */
function contentTypeOf(key: string, data: Buffer): string {
  return sniffContentType(data) ?? (key.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/octet-stream');
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

export function s3ClientFor(location: S3Location): S3Client {
  return new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible servers differ in the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails the start-up check instead of hanging it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/** Resolves when the bucket answers with these credentials; rejects with S3's reason otherwise. */
export async function checkBucket(location: S3Location): Promise<void> {
  const client = s3ClientFor(location);
  try {
    await client.send(new HeadBucketCommand({ Bucket: location.bucket }));
  } finally {
    client.destroy();
  }
}

export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const { location, secret, baseUrl, clock } = options;
  if (secret.length < 32) throw new Error('file store secret must be at least 32 characters');
  const client = s3ClientFor(location);
  const Bucket = location.bucket;

  async function getObject(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: assertFileKey(key) }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertFileKey(key), Body: data, ContentType: contentTypeOf(key, data) }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return undefined;
      const data = Buffer.from(await object.Body.transformToByteArray());
      return { data, size: data.length };
    },
    async read(key) {
      const object = await getObject(key);
      if (!object?.Body) return undefined;
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertFileKey(key) }));
    },
    signedUrl(key, method, expiresInSeconds) {
      return signUrlFor(secret, baseUrl, clock.now(), { key: assertFileKey(key), method, expiresInSeconds });
    },
    directDownloadUrl(key, expiresInSeconds) {
      const command = new GetObjectCommand({ Bucket, Key: assertFileKey(key), ResponseContentDisposition: 'inline' });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: clock.now() });
    },
    async directUpload(key, { maxBytes, expiresInSeconds, metadata = {} }) {
      const fields: Record<string, string> = { 'Content-Type': 'application/octet-stream' };
      for (const [name, value] of Object.entries(metadata)) fields[`x-amz-meta-${name.toLowerCase()}`] = value;
      const post = await createPresignedPost(client, {
        Bucket,
        Key: assertFileKey(key),
        Conditions: [['content-length-range', 1, maxBytes]],
        Fields: fields,
        Expires: expiresInSeconds,
      });
      const expiresAt = new Date(clock.now().getTime() + expiresInSeconds * 1000).toISOString();
      return { method: 'POST', url: post.url, fields: post.fields, expiresAt };
    },
  };
}
