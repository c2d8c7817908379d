/**
 * Where browsers reach an S3-compatible file store (decision 1161): the back-office signs URLs
 * there, the gateway allows that origin in its Content-Security-Policy. Both read the same
 * FILE_STORE and S3_* variables through these functions.
 */

/** AWS's own endpoint of a region, the default of S3_ENDPOINT. */
export function defaultS3Endpoint(region: string): string {
  return `https://s3.${region}.amazonaws.com`;
}

/** The origin of the bucket's URLs: the endpoint's (path style) or bucket.endpoint-host (virtual-hosted). */
export function s3BucketOrigin(location: { endpoint: string; bucket: string; forcePathStyle: boolean }): string {
  const url = new URL(location.endpoint);
  return location.forcePathStyle ? url.origin : `${url.protocol}//${location.bucket}.${url.host}`;
}

/** The bucket's origin when FILE_STORE=s3 and the variables make one; undefined otherwise (the local store). */
export function fileStoreOriginFromEnv(env: Record<string, string | undefined>): string | undefined {
  if ((env.FILE_STORE ?? '').toLowerCase() !== 's3' || !env.S3_BUCKET) return undefined;
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const forcePathStyle = ['1', 'true'].includes((env.S3_FORCE_PATH_STYLE ?? '').toLowerCase());
  try {
    return s3BucketOrigin({
      endpoint: env.S3_ENDPOINT?.trim() || defaultS3Endpoint(region),
      bucket: env.S3_BUCKET.trim(),
      forcePathStyle,
    });
  } catch {
    return undefined;
  }
}
