import { type Kysely, sql } from 'kysely';

/**
 * Payment providers belong to countries: a Peruvian receipt is paid through a Peruvian
 * bank, so the receipt review offers, and approving accepts, only the providers of the order's
 * region. A provider may serve several regions (BBVA), so it holds a list of region ids; the list
 * is reference data like the providers themselves (a fresh database has no regions yet when
 * migrations run, hence ids and not a foreign key). Mexico and Chile each get a second bank.
 */
const REGIONS_OF: Record<string, string[]> = {
  BCP: ['pe-central'],
  Interbank: ['pe-central'],
  Yape: ['pe-central'],
  BBVA: ['pe-central', 'co-central', 'mx-central'],
  Bancolombia: ['co-central'],
  'Banco de Chile': ['cl-central'],
  BancoEstado: ['cl-central'],
  Banorte: ['mx-central'],
  'Olva Courier': ['pe-central'],
  Servientrega: ['co-central'],
  'Blue Express': ['cl-central'],
  'Card processor': ['pe-central', 'cl-central', 'co-central', 'mx-central'],
};
const ADDED = ['BancoEstado', 'Banorte'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_providers')
    .addColumn('region_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await db
    .insertInto('payment_providers' as never)
    .values(ADDED.map((name) => ({ name, kind: 'direct' })) as never)
    .onConflict((oc) => oc.column('name' as never).doNothing())
    .execute();
  for (const [name, regionIds] of Object.entries(REGIONS_OF)) {
    await sql`update payment_providers set region_ids = ${sql.val(regionIds)}::text[] where name = ${name}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from payment_providers p where p.name in (${sql.join(ADDED)})
    and not exists (select 1 from payment_documents d where d.payment_provider_id = p.id)`.execute(db);
  await db.schema.alterTable('payment_providers').dropColumn('region_ids').execute();
}
