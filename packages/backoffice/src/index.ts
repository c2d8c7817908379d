export { buildApp } from './app.js';
export {
  type Backoffice,
  type BackofficeOverrides,
  createBackoffice,
  type EventSource,
} from './backoffice.js';
export { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database.js';
export { DatabaseUnreachableError } from './db/unreachable.js';
export { createExternalIdentity } from './identity/external.js';
export type { Caller, TokenVerifier } from './platform/caller.js';
export { type BackofficeConfig, loadBackofficeConfig } from './platform/config.js';
export { publishEvent } from './platform/events/publish.js';
export { FileStoreConfigError } from './platform/file-store/index.js';
export { MessagingConfigError } from './platform/messaging/configured-transports.js';
