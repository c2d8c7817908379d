/**
 * Bench data: one region's product and group, `accounts` agents in it with running shifts, and
 * `leads` due leads (the queue trigger gives each its task). Bulk SQL, so that a few hundred
 * thousand rows take seconds.
 */
import { type Kysely, sql } from 'kysely';
import { migrateToLatest } from '../../packages/backoffice/src/db/database.js';
import type { Database } from '../../packages/backoffice/src/db/types.js';
import { seedReferenceData } from '../../packages/backoffice/src/seed/reference.js';

export type Arena = { regionId: string; productId: number; offerId: string; groupId: number; firstAccountId: number };

export async function prepare(db: Kysely<Database>, size: { accounts: number; leads: number }): Promise<Arena> {
  await migrateToLatest(db);
  await seedReferenceData(db);
  const regionId = 'pe-central';
  const product = await db
    .insertInto('products')
    .values({ region_id: regionId, sku: 'BENCH', name: 'Bench product', price_minor: 1000, currency: 'PEN' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const offerId = 'BENCH-OFFER';
  await db
    .insertInto('offers')
    .values({ id: offerId, product_id: product.id, region_id: regionId, name: 'Bench', price_minor: 1000 })
    .execute();
  const group = await db
    .insertInto('groups')
    .values({ name: 'Bench', region_id: regionId, task_type: 'LEAD' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('group_products').values({ group_id: group.id, product_id: product.id }).execute();
  await db.insertInto('scripts').values({ product_id: product.id, title: 'Bench script' }).execute();

  await sql`insert into accounts (username, password_hash, name, email)
    select 'bench-' || i, 'x', 'Bench', 'bench-' || i || '@bench.example' from generate_series(1, ${size.accounts}) i`.execute(
    db,
  );
  const first = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.min('id').as('id'))
    .executeTakeFirstOrThrow();
  await sql`insert into account_regions (account_id, region_id) select id, ${regionId} from accounts`.execute(db);
  await sql`insert into account_groups (account_id, group_id) select id, ${group.id} from accounts`.execute(db);
  await sql`insert into shifts (account_id, started_at, ends_at) select id, now(), now() + interval '8 hours' from accounts`.execute(
    db,
  );
  await sql`insert into leads (region_id, product_id, offer_id, name, phone, created_at)
    select ${regionId}, ${product.id}, ${offerId}, 'Cliente ' || i, '+519' || lpad(i::text, 8, '0'),
           now() - interval '1 day' + i * interval '1 millisecond'
    from generate_series(1, ${size.leads}) i`.execute(db);
  await sql`analyze`.execute(db);
  return { regionId, productId: product.id, offerId, groupId: group.id, firstAccountId: Number(first.id) };
}

/** Puts every claimed task back in the queue, so that each scenario starts from the same state. */
export async function reset(db: Kysely<Database>): Promise<void> {
  await sql`update tasks set status = 'open', account_id = null, claimed_at = null, announced_at = null where status <> 'open'`.execute(
    db,
  );
  await sql`update leads set holder_account_id = null where holder_account_id is not null`.execute(db);
  await sql`truncate task_executions`.execute(db);
  await sql`update shifts set ends_at = now() + interval '8 hours', ending_notified_at = null`.execute(db);
  await sql`vacuum analyze tasks`.execute(db);
  await sql`vacuum analyze leads`.execute(db);
  await sql`vacuum analyze shifts`.execute(db);
}

/** Duplicates as the table sees them: leads or agents holding more than one claimed task. */
export async function tableDuplicates(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select (select count(*) - count(distinct lead_id) from tasks where status = 'claimed')
         + (select count(*) - count(distinct account_id) from tasks where status = 'claimed') as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
