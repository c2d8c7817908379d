/**
 * The installation's one file store, from the configuration: a local directory under the data
 * directory (the embedded default), URLs signed with FILES_SECRET. Without FILES_SECRET a secret
 * is drawn once per process, which is enough for one back-office; several back-offices behind one
 * gateway share FILES_SECRET (and FILES_DIR on shared storage) so a link one signs another honours.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../clock.js';
import type { BackofficeConfig } from '../config.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';

const processSecret = randomBytes(32).toString('base64url');
const stores = new Map<string, FileStore>();

export type ConfiguredFileStore = { store: FileStore; secret: string; baseUrl: string };

/** The store whose signed URLs start with `${publicUrl}${path}` (path: where its file route listens). */
export function configuredFileStore(config: BackofficeConfig, path: string): ConfiguredFileStore {
  const secret = config.filesSecret ?? processSecret;
  const dir =
    config.filesDir ??
    (config.dataDir.startsWith('memory://')
      ? join(tmpdir(), `umbrella-files-${process.pid}`)
      : join(config.dataDir, 'files'));
  const baseUrl = `${config.publicUrl}${path}`;
  const id = `${dir}\n${baseUrl}`;
  let store = stores.get(id);
  if (!store) {
    store = createLocalFileStore({ dir, secret, baseUrl, clock: systemClock });
    stores.set(id, store);
  }
  return { store, secret, baseUrl };
}
