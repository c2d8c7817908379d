/**
 * The installation's one file store, from the configuration: a local directory under the data
 * directory (the embedded default) or, with FILE_STORE=s3, a bucket (decision 1161); URLs of the
 * back-office's own file routes are signed with FILES_SECRET. Without FILES_SECRET a secret is
 * drawn once per process, which is enough for one back-office; several back-offices behind one
 * gateway share FILES_SECRET (and FILES_DIR on shared storage, or one bucket) so a link one signs
 * another honours.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../clock.js';
import type { BackofficeConfig } from '../config.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';
import { checkBucket, createS3FileStore } from './s3-file-store.js';

const processSecret = randomBytes(32).toString('base64url');
const stores = new Map<string, FileStore>();

export type ConfiguredFileStore = { store: FileStore; secret: string; baseUrl: string };

/** FILE_STORE and S3_* cannot be used: the start-up stops with this message (decision 1161). */
export class FileStoreConfigError extends Error {
  override name = 'FileStoreConfigError';
}

/**
 * The store whose signed URLs start with `${fileLinkOrigin}${path}` (path: where its file route
 * listens): PUBLIC_URL's origin, or only the path when PUBLIC_URL is not set.
 */
export function configuredFileStore(config: BackofficeConfig, path: string): ConfiguredFileStore {
  const secret = config.filesSecret ?? processSecret;
  const baseUrl = `${config.fileLinkOrigin ?? config.publicUrl}${path}`;
  const setting = config.fileStore ?? { kind: 'local' };
  if (setting.kind === 'invalid') throw new FileStoreConfigError(setting.problems.join('\n'));
  if (setting.kind === 's3') {
    const { location } = setting;
    const id = `s3\n${location.endpoint}\n${location.bucket}\n${location.accessKeyId}\n${baseUrl}`;
    let store = stores.get(id);
    if (!store) {
      store = createS3FileStore({ location, secret, baseUrl, clock: systemClock });
      stores.set(id, store);
    }
    return { store, secret, baseUrl };
  }
  const dir =
    config.filesDir ??
    (config.dataDir.startsWith('memory://')
      ? join(tmpdir(), `umbrella-files-${process.pid}`)
      : join(config.dataDir, 'files'));
  const id = `${dir}\n${baseUrl}`;
  let store = stores.get(id);
  if (!store) {
    store = createLocalFileStore({ dir, secret, baseUrl, clock: systemClock });
    stores.set(id, store);
  }
  return { store, secret, baseUrl };
}

/**
 * At start-up, before listening: the FILE_STORE settings are complete and the bucket answers with
 * these credentials; otherwise a FileStoreConfigError naming the variables and S3's answer.
 */
export async function checkFileStoreAtStart(config: BackofficeConfig): Promise<void> {
  const setting = config.fileStore ?? { kind: 'local' };
  if (setting.kind === 'invalid') {
    throw new FileStoreConfigError(`The file store is misconfigured:\n  ${setting.problems.join('\n  ')}`);
  }
  if (setting.kind !== 's3') return;
  const { endpoint, bucket } = setting.location;
  try {
    await checkBucket(setting.location);
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new FileStoreConfigError(
      `FILE_STORE=s3: bucket "${bucket}" at ${endpoint} cannot be reached with S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY (${reason}).\n` +
        'Check S3_ENDPOINT, S3_REGION, S3_BUCKET (it must exist), the credentials and S3_FORCE_PATH_STYLE.',
    );
  }
}
