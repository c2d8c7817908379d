/**
 * Events pushed from the back-office (through its outbox) and the gateway to browsers over
 * /gateway/events. Each event is addressed to one account, or to everyone when accountId is null.
 */
export type EventMap = {
  'task.available': { taskId?: number; type?: string };
  'task.assigned': { taskId: number };
  'shift.ending': { shiftId: number; endsAt: string; secondsLeft: number };
  'shift.ended': { shiftId: number };
  'version.available': { version: string; build: number };
  /** A script version was published: agents selling the product have a new script to confirm. */
  'script.published': { scriptId: number; versionId: number; productId: number };
  /** The supervisor wallboard's figures of these regions changed (decision 1421): fetch them again. */
  'wallboard.changed': { regionIds: string[] };
};

export type EventType = keyof EventMap;
export const EVENT_TYPES = [
  'task.available',
  'task.assigned',
  'shift.ending',
  'shift.ended',
  'version.available',
  'script.published',
  'wallboard.changed',
] as const satisfies readonly EventType[];

export type DomainEvent<T extends EventType = EventType> = {
  /** Monotonic id; a client resumes with the last id it saw. */
  id: number;
  type: T;
  accountId: number | null;
  payload: EventMap[T];
  createdAt: string;
};
