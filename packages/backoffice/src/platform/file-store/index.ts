/** The signed-URL file store payments and documents use (decision 1014). */

export {
  type ConfiguredFileStore,
  checkFileStoreAtStart,
  configuredFileStore,
  FileStoreConfigError,
} from './configured.js';
export { assertFileKey, type DirectUpload, type FileStore, type StoredFile } from './file-store.js';
export { inspectStoredFile } from './inspect.js';
export { createLocalFileStore, type LocalFileStoreOptions } from './local-file-store.js';
export type { S3Location } from './s3-config.js';
export { createS3FileStore, type S3FileStoreOptions } from './s3-file-store.js';
export {
  acceptRawBodies,
  type SignedDownload,
  signedDownloadRoute,
  signedUploadRoute,
} from './signed-file-route.js';
export { type FileMethod, type SignedRequest, signUrl, verifySignedRequest } from './signed-url.js';
export { sniffContentType } from './sniff.js';
