/**
 * What a gateway in another process needs from the back-office — verifying tokens, the resource
 * indicator, the event stream's path and the types they speak — without loading the back-office
 * itself: its package pulls in PGlite, oidc-provider and every module, about 3 s of imports on a
 * small machine, which a restarting gateway would wait for (decision 1743), and a gateway image
 * would carry for nothing. The uploaded-spreadsheet reader is the `./spreadsheet` entry.
 */
export { type Caller, callerFromClaims, type TokenVerifier } from './caller.js';
export { EVENT_STREAM_PATH, type EventSource } from './event-stream.js';
export { resourceIndicator } from './resource.js';
export { createJwtVerifier, createRemoteVerifier, type JwtVerifierOptions } from './verifier.js';
