/**
 * FILE_STORE=s3 and its S3_* variables (docs/operations.md). Problems are collected rather than
 * thrown, so that start-up names every one of them at once (decision 1161).
 */
import { defaultS3Endpoint } from '@umbrella/contract';

/** Where the bucket is and the static keys that sign its requests and links. */
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

export type FileStoreSetting =
  | { kind: 'local' }
  | { kind: 's3'; location: S3Location }
  | { kind: 'invalid'; problems: string[] };

export function loadFileStoreSetting(env: NodeJS.ProcessEnv): FileStoreSetting {
  const kind = (env.FILE_STORE || 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3')
    return { kind: 'invalid', problems: [`FILE_STORE must be "local" or "s3", not "${env.FILE_STORE}"`] };
  const problems: string[] = [];
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is required with FILE_STORE=s3`);
    return value ?? '';
  };
  const bucket = required('S3_BUCKET');
  const accessKeyId = required('S3_ACCESS_KEY_ID');
  const secretAccessKey = required('S3_SECRET_ACCESS_KEY');
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const endpoint = (env.S3_ENDPOINT?.trim() || defaultS3Endpoint(region)).replace(/\/+$/, '');
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    if (url.search || url.hash) throw new Error('query');
  } catch {
    problems.push(`S3_ENDPOINT must be an http(s) URL without query, not "${endpoint}"`);
  }
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').toLowerCase();
  if (!['', '0', '1', 'true', 'false'].includes(pathStyle)) {
    problems.push(`S3_FORCE_PATH_STYLE must be 1/true or 0/false, not "${env.S3_FORCE_PATH_STYLE}"`);
  }
  if (bucket && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`S3_BUCKET "${bucket}" is not a valid bucket name (3–63 of a-z, 0-9, dot, dash)`);
  }
  if (problems.length) return { kind: 'invalid', problems };
  return {
    kind: 's3',
    location: {
      endpoint,
      region,
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: pathStyle === '1' || pathStyle === 'true',
    },
  };
}
