/**
 * What a gateway in another process needs from the back-office — verifying tokens, the resource
 * indicator, the event stream's path and the types they speak — without loading the back-office
 * itself: the package's main entry pulls in PGlite, oidc-provider, exceljs and every module, about
 * 3 s of imports on a small machine, which a restarting gateway would wait for (decision 1743).
 */
export { resourceIndicator } from './identity/resource.js';
export { createJwtVerifier, createRemoteVerifier } from './identity/verifier.js';
export { EVENT_STREAM_PATH } from './modules/events/index.js';
export type { Caller, TokenVerifier } from './platform/caller.js';
export type { EventSource } from './platform/events/source.js';
