/**
 * Demo data of the agent workspace: per region a rescue group (RECALL tasks) and a returns group
 * (CALL_BACK tasks) joined by that region's sales agents, and — once — a little work in every
 * region: a refused order (its CALL_BACK task comes from the queue trigger), two orders on the
 * way whose delivery failed (RECALL tasks with the courier's reason), all due half an hour after
 * seeding, and a lead to call back in a quarter of an hour.
 */
import { findRegion, ORDER_STATUS, REGIONS, type RegionId } from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { demoPhone } from './phones.js';

type Trx = Transaction<Database>;

const FOLLOW_UP_GROUPS = [
  { prefix: 'Rescate', taskType: 'RECALL' },
  { prefix: 'Devoluciones', taskType: 'CALL_BACK' },
] as const;

const CUSTOMERS = ['María Huamán', 'José Ramírez', 'Carmen Rojas', 'Luis Fernández', 'Ana Castillo', 'Jorge Torres'];

export const followUpGroupName = (prefix: string, regionId: RegionId) =>
  `${prefix} ${findRegion(regionId)?.fullName ?? regionId}`;

async function seedFollowUpGroups(trx: Trx): Promise<void> {
  for (const region of REGIONS) {
    const products = await trx.selectFrom('products').select('id').where('region_id', '=', region.id).execute();
    const members = await trx
      .selectFrom('account_groups as ag')
      .innerJoin('groups as g', 'g.id', 'ag.group_id')
      .select('ag.account_id')
      .distinct()
      .where('g.region_id', '=', region.id)
      .where('g.task_type', '=', 'LEAD')
      .execute();
    for (const { prefix, taskType } of FOLLOW_UP_GROUPS) {
      const name = followUpGroupName(prefix, region.id);
      const created = await trx
        .insertInto('groups')
        .values({ name, region_id: region.id, task_type: taskType })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Only a new group is filled: an administrator's later changes are left alone.
      if (!created) continue;
      if (products.length) {
        await trx
          .insertInto('group_products')
          .values(products.map((p) => ({ group_id: created.id, product_id: p.id })))
          .execute();
      }
      if (members.length) {
        await trx
          .insertInto('account_groups')
          .values(members.map((m) => ({ account_id: m.account_id, group_id: created.id })))
          .execute();
      }
    }
  }
}

async function seedSampleWork(trx: Trx): Promise<void> {
  const done = await trx.selectFrom('orders').select('id').where('short_code', 'like', 'DEMO-%').executeTakeFirst();
  if (done) return;
  const now = new Date();
  for (const region of REGIONS) {
    const offers = await trx
      .selectFrom('offers')
      .select(['id', 'product_id', 'webmaster_id'])
      .where('region_id', '=', region.id)
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    if (!offers.length) continue;
    let n = 0;
    const lead = async (status: number, callAt: Date | null = null) => {
      const offer = offers[n % offers.length] ?? offers[0];
      const name = CUSTOMERS[n % CUSTOMERS.length] ?? 'Cliente';
      n++;
      const row = await trx
        .insertInto('leads')
        .values({
          region_id: region.id,
          product_id: offer?.product_id ?? 0,
          offer_id: offer?.id ?? null,
          webmaster_id: offer?.webmaster_id ?? null,
          name,
          phone: demoPhone(region.id),
          status,
          call_at: callAt,
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'product_id', 'webmaster_id'])
        .executeTakeFirstOrThrow();
      return row;
    };
    const order = async (leadId: number, status: number, code: string, comment: string | null = null) =>
      trx
        .insertInto('orders')
        .values({
          short_code: `DEMO-${region.country}-${code}`,
          lead_id: leadId,
          region_id: region.id,
          status,
          status_comment: comment,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

    const refused = await lead(ORDER_STATUS.CONFIRMED);
    await order(refused.id, ORDER_STATUS.REFUSED, '1', 'Rechazó el pedido en la puerta');

    for (const [index, reason] of (['NO_RESPONDE', 'NO_ESTA_EN_LA_DIRECCION'] as const).entries()) {
      const customer = await lead(ORDER_STATUS.CONFIRMED);
      const onTheWay = await order(customer.id, ORDER_STATUS.ON_THE_WAY, String(index + 2));
      await trx
        .insertInto('tasks')
        .values({
          type: 'RECALL',
          lead_id: customer.id,
          order_id: onTheWay.id,
          region_id: region.id,
          product_id: customer.product_id,
          webmaster_id: customer.webmaster_id,
          status: 'open',
          due_at: now,
          reason,
          comment: 'El courier no pudo entregar',
          created_at: now,
        })
        .execute();
    }

    await lead(ORDER_STATUS.RECALL, new Date(now.getTime() + 15 * 60_000));
  }
  // Due half an hour after seeding, so that a fresh demo (and its end-to-end tests) starts with
  // new leads; moving the test clock or waiting brings these on.
  const later = new Date(now.getTime() + 30 * 60_000);
  await trx
    .updateTable('tasks')
    .set({ due_at: later })
    .where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('short_code', 'like', 'DEMO-%'))
    .execute();
}

/** Seeds the workspace demo data; safe to run at every start. */
export async function seedWorkspace(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedFollowUpGroups(trx);
    await seedSampleWork(trx);
  });
}
