/**
 * The order's payment reminder (ORDER-39..42): one per order, found by the order's short code.
 * Setting one is the set-reminder action (Deposit with WAITING_FOR_PAYMENT, ORDER-19); changing or
 * deleting it is open to whoever may change orders. Region-scoped: another region's order is a 404.
 */
import type { ReminderDto, SetReminderBody, UpdateReminderBody } from '@umbrella/contract';
import { orderActionAllowed } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { conflict, invalid, notFound } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { accountDisplayNameSql, accountNames } from '../accounts/index.js';
import type { OrderCaller } from './answers.js';
import { listOrderTagValues } from './repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The order with this short code in the caller's regions; 404 otherwise. */
export async function orderByShortCode(db: ModuleDb<'orders'>, caller: OrderCaller, shortCode: string) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'short_code', 'status', 'region_id'])
    .where('short_code', '=', shortCode)
    .executeTakeFirst();
  return foundInRegions(caller, order, (o) => o.region_id, { key: 'notFoundOrder', values: { id: shortCode } });
}

async function readReminder(
  db: ModuleDb<'orders'>,
  people: ReturnType<typeof accountNames>,
  orderId: number,
  shortCode: string,
): Promise<ReminderDto | null> {
  const row = await db
    .selectFrom('order_reminders as r')
    .leftJoin(people.as('a'), 'a.id', 'r.account_id')
    .select(['r.id', 'r.call_at', 'r.notes', 'r.updated_at', accountDisplayNameSql('a').as('created_by')])
    .where('r.order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    orderId,
    orderShortCode: shortCode,
    callAt: new Date(row.call_at).toISOString(),
    notes: row.notes,
    createdBy: row.created_by,
    updated: new Date(row.updated_at).toISOString(),
  };
}

/** ORDER-41: a reminder may not be set before yesterday. */
function checkCallAt(callAt: string, now: Date): Date {
  const at = new Date(callAt);
  if (at.getTime() < now.getTime() - DAY_MS) throw invalid('callAt', 'must not be before yesterday');
  return at;
}

export function createReminderService(appDb: Kysely<Database>, clock: Clock) {
  const db = ownTables(appDb, 'orders');
  const people = accountNames(appDb);
  return {
    async get(caller: OrderCaller, shortCode: string): Promise<ReminderDto | null> {
      const order = await orderByShortCode(db, caller, shortCode);
      return readReminder(db, people, order.id, order.short_code);
    },

    async set(caller: OrderCaller, body: SetReminderBody): Promise<ReminderDto> {
      const order = await orderByShortCode(db, caller, body.orderShortCode);
      const tags = await listOrderTagValues(db, order.id);
      if (!orderActionAllowed('setReminder', order.status, tags)) {
        throw conflict({
          key: 'reminderOnlyInDeposit',
          values: { value: order.short_code, orderStatus: order.status },
        });
      }
      const callAt = checkCallAt(body.callAt, clock.now());
      const inserted = await db
        .insertInto('order_reminders')
        .values({ order_id: order.id, call_at: callAt, notes: body.notes ?? '', account_id: caller.accountId })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw conflict({ key: 'reminderExists', values: { value: order.short_code } });
      return (await readReminder(db, people, order.id, order.short_code)) as ReminderDto;
    },

    async update(caller: OrderCaller, shortCode: string, body: UpdateReminderBody): Promise<ReminderDto> {
      const order = await orderByShortCode(db, caller, shortCode);
      const now = clock.now();
      const callAt = checkCallAt(body.callAt, now);
      const changed = await db
        .updateTable('order_reminders')
        .set({ call_at: callAt, ...(body.notes !== undefined ? { notes: body.notes } : {}), updated_at: now })
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      if (!changed.numUpdatedRows) throw notFound({ key: 'reminderMissing', values: { value: order.short_code } });
      return (await readReminder(db, people, order.id, order.short_code)) as ReminderDto;
    },

    async remove(caller: OrderCaller, shortCode: string): Promise<void> {
      const order = await orderByShortCode(db, caller, shortCode);
      const deleted = await db.deleteFrom('order_reminders').where('order_id', '=', order.id).executeTakeFirst();
      if (!deleted.numDeletedRows) throw notFound({ key: 'reminderMissing', values: { value: order.short_code } });
    },
  };
}
