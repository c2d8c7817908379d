import type { DomainEvent, EventMap, EventType } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

/** Events are kept this long; a gateway that was away longer resumes from what is left. */
export const OUTBOX_RETENTION_HOURS = 24;

export async function readEventsAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<DomainEvent[]> {
  const rows = await db
    .selectFrom('outbox_events')
    .select(['id', 'type', 'account_id', 'payload', 'created_at'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type as EventType,
    accountId: row.account_id,
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as DomainEvent['payload'],
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function lastEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** The payloads of the events of one type after `afterId` up to `upToId` (both ids of lastEventId). */
export async function payloadsBetween<T extends EventType>(
  db: Kysely<Database>,
  type: T,
  afterId: number,
  upToId: number,
): Promise<EventMap[T][]> {
  if (upToId <= afterId) return [];
  const rows = await db
    .selectFrom('outbox_events')
    .select('payload')
    .where('id', '>', afterId)
    .where('id', '<=', upToId)
    .where('type', '=', type)
    .execute();
  return rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as EventMap[T]);
}

export async function pruneOutbox(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('outbox_events')
    .where(sql<boolean>`created_at < now() - make_interval(hours => ${OUTBOX_RETENTION_HOURS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
