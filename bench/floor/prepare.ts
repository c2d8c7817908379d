/**
 * The simulated floor's data, written into a PGlite data directory (or the PostgreSQL of the
 * `postgres` shape) before the product starts on it (the product's own start-up then finds it, as a restored database would be found): the demo
 * data set, `agents` agents copied from the demo `agent` (its role and password, Peru only) in a
 * sales group of their own for one product, `leads` due leads of that product (the queue trigger
 * gives each its task), and `receipts` pending receipts on Peru's demo orders for finance to
 * review. Bulk SQL, so that thousands of rows take a second.
 */
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../../packages/backoffice/src/db/database.js';
import { seedDemo } from '../../packages/backoffice/src/seed/demo.js';

export const FLOOR_REGION = 'pe-central';
export const FLOOR_PRODUCT_SKU = 'PE-COLAGENO';
export const FLOOR_OFFER = 'PE-COLAGENO-LMX';
export const floorUsername = (i: number) => `floor-${String(i).padStart(4, '0')}`;

export type FloorData = { productId: number; addressId: number; receipts: number };

export async function prepareFloor(
  database: { dataDir: string } | { databaseUrl: string },
  size: { agents: number; leads: number; receipts: number },
): Promise<FloorData> {
  const handle = await openDatabase(database);
  const db = handle.db;
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const agent = await db
      .selectFrom('accounts')
      .select(['id', 'password_hash'])
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', FLOOR_PRODUCT_SKU)
      .executeTakeFirstOrThrow();
    const group = await db
      .insertInto('groups')
      .values({ name: 'Piso de prueba', region_id: FLOOR_REGION, task_type: 'LEAD' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('group_products').values({ group_id: group.id, product_id: product.id }).execute();
    await sql`insert into group_webmasters (group_id, webmaster_id) select ${group.id}, id from webmasters`.execute(db);
    await sql`insert into accounts (username, password_hash, name, surname, email, timezone, position)
      select 'floor-' || lpad(i::text, 4, '0'), ${agent.password_hash}, 'Agente', 'Piso ' || i,
             'floor-' || lpad(i::text, 4, '0') || '@umbrella.example', 'America/Lima', 'Agent'
      from generate_series(1, ${size.agents}) i`.execute(db);
    const floor = sql`(select id from accounts where username like 'floor-%')`;
    await sql`insert into account_roles (account_id, role_id)
      select a.id, r.role_id from ${floor} a, account_roles r where r.account_id = ${agent.id}`.execute(db);
    await sql`insert into account_regions (account_id, region_id) select id, ${FLOOR_REGION} from ${floor} a`.execute(
      db,
    );
    await sql`insert into account_groups (account_id, group_id) select id, ${group.id} from ${floor} a`.execute(db);
    // They have read the product's script (the read gate of decision 1201), as the demo accounts have.
    await sql`insert into script_confirmations (account_id, script_id, script_version_id)
      select a.id, v.script_id, v.id from ${floor} a
      join scripts s on s.product_id = ${product.id}
      join script_versions v on v.script_id = s.id and v.published_at is not null`.execute(db);
    await sql`insert into leads (region_id, product_id, offer_id, webmaster_id, name, phone, created_at)
      select ${FLOOR_REGION}, ${product.id}, o.id, o.webmaster_id, 'Cliente ' || i, '+5196' || lpad(i::text, 7, '0'),
             now() - interval '1 hour' + i * interval '1 millisecond'
      from generate_series(1, ${size.leads}) i, offers o where o.id = ${FLOOR_OFFER}`.execute(db);
    const receipts = await sql`insert into payment_documents (order_id, order_short_code, region_id, source, created_at)
      select o.id, o.short_code, o.region_id, 'upload', now() - i * interval '1 second'
      from generate_series(1, ${size.receipts}) i
      join lateral (select id, short_code, region_id from orders where region_id = ${FLOOR_REGION}
                    order by id offset (i % greatest(1, (select count(*) from orders where region_id = ${FLOOR_REGION})::int)) limit 1) o on true`.execute(
      db,
    );
    const address = await db
      .selectFrom('addresses')
      .select('id')
      .where('country', '=', 'PE')
      .where('district', '=', 'Miraflores')
      .executeTakeFirstOrThrow();
    await sql`analyze`.execute(db);
    return { productId: product.id, addressId: address.id, receipts: Number(receipts.numAffectedRows ?? 0) };
  } finally {
    await handle.close();
  }
}
