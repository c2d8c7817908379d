/**
 * The back-office's outbox as the gateway reads it: in one process straight from the outbox
 * reader, in another over the server-sent stream at this path. Both sides speak this type.
 */
import type { DomainEvent } from '@umbrella/contract';

export const EVENT_STREAM_PATH = '/module/events/api/v1/stream';

export type EventSource = {
  /**
   * Delivers events with id > afterId in id order; `null` means "from now on". Returns the
   * unsubscribe function.
   */
  subscribe(afterId: number | null, listener: (e: DomainEvent) => void): () => void;
};
