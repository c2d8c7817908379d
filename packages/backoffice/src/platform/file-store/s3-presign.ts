/**
 * AWS Signature Version 4 query signing of one S3 request (a pre-signed URL), synchronously.
 * `FileStore.signedUrl` is synchronous (lists map rows to links), while the SDK's presigner is
 * async; the algorithm is small and fixed (AWS "Authenticating Requests: Using Query Parameters"),
 * and the S3 store's tests check that a real S3-compatible server honours these URLs and refuses
 * tampered or expired ones (decision 1161).
 */
import { createHash, createHmac } from 'node:crypto';
import { s3BucketOrigin } from '@umbrella/contract';

export type S3Location = {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (https://host/bucket/key) instead of the host name (https://bucket.host/key). */
  forcePathStyle: boolean;
};

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/** The URL of `key` in the bucket (path style or virtual-hosted), without a query. */
export function objectUrl(location: S3Location, key: string): URL {
  const prefix = new URL(location.endpoint).pathname.replace(/\/+$/, '');
  const path = key.split('/').map(encode).join('/');
  const bucket = location.forcePathStyle ? `/${encode(location.bucket)}` : '';
  return new URL(`${s3BucketOrigin(location)}${prefix}${bucket}/${path}`);
}

/** A pre-signed URL for `method` on `key`, valid `expiresInSeconds` from `now`. */
export function presignS3Url(
  location: S3Location,
  request: { method: 'GET' | 'PUT'; key: string; expiresInSeconds: number; now: Date; query?: Record<string, string> },
): string {
  const url = objectUrl(location, request.key);
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${location.region}/s3/aws4_request`;
  const params: Record<string, string> = {
    ...request.query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    'X-Amz-Credential': `${location.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(request.expiresInSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const query = Object.keys(params)
    .sort()
    .map((name) => `${encode(name)}=${encode(params[name] as string)}`)
    .join('&');
  const canonical = [request.method, url.pathname, query, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join(
    '\n',
  );
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key: Buffer = hmac(`AWS4${location.secretAccessKey}`, day);
  for (const part of [location.region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `${url.origin}${url.pathname}?${query}&X-Amz-Signature=${signature}`;
}
