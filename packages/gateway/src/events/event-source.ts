/**
 * Where domain events come from: the back-office's outbox reader in embedded mode, an SSE client
 * of the back-office's stream (./sse-source.ts) in remote mode.
 */
export type { EventSource } from '@umbrella/edge';
