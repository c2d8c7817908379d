/**
 * A real S3-compatible server for tests: s3rver (an npm devDependency, so CI needs nothing else),
 * listening on a free port with one bucket whose CORS rule lets a browser POST and GET. It keeps
 * objects on disk and checks the access key and expiry of pre-signed URLs, but neither computes
 * V4 signatures nor enforces POST policies (decision 1161 says what covers those).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types; the few calls below are its documented API.
import S3rver from 's3rver';
import type { S3Location } from '../platform/file-store/index.js';

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
  </CORSRule>
</CORSConfiguration>`;

export type TestS3Server = { location: S3Location; close(): Promise<void> };

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

export async function startS3Server(bucket = 'umbrella-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'umbrella-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    location: {
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
