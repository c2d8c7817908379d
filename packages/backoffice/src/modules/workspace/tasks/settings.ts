/** The queue's tunables: how long a reserved follow-up waits for its agent, and the dispatcher's bounds. */
export type QueueSettings = {
  /** A follow-up reserved for an agent opens to everyone this long after it came due. */
  reservationGraceSeconds: number;
  /** Dispatcher bounds (see dispatcher.ts). */
  maxBatch: number;
  maxInFlight: number;
  perKeyInFlight: number;
};

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  reservationGraceSeconds: 15 * 60,
  // Measured in bench/queue: batches up to 250 with two statements per key at a time keep both
  // cores busy without several small statements racing for the same queue head.
  maxBatch: 250,
  maxInFlight: 4,
  perKeyInFlight: 2,
};
