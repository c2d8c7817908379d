import { type Kysely, sql } from 'kysely';

/**
 * The accounts a Deposit customer pays into, per region, as data an administrator edits (they
 * were a constant in orders/deposit.ts). Seeded with the four banks that constant named, plus
 * the wallets Peruvians pay with (Yape, Plin). Region ids, not a foreign key: a fresh database
 * has no regions yet when migrations run (as 0056).
 */
const SEED = [
  [
    'pe-central',
    'bank',
    'BCP',
    'cuenta corriente en soles',
    '191-2345678-0-12 (CCI 002-191-002345678012-55)',
    'Umbrella Perú S.A.C.',
  ],
  ['pe-central', 'wallet', 'Yape', 'celular', '987 654 321', 'Umbrella Perú S.A.C.'],
  ['pe-central', 'wallet', 'Plin', 'celular', '987 654 321', 'Umbrella Perú S.A.C.'],
  [
    'cl-central',
    'bank',
    'Banco de Chile',
    'cuenta corriente',
    '00-123-45678-09',
    'Umbrella Chile SpA, RUT 76.543.210-K',
  ],
  [
    'co-central',
    'bank',
    'Bancolombia',
    'cuenta de ahorros',
    '123-456789-01',
    'Umbrella Colombia S.A.S., NIT 901.234.567-8',
  ],
  ['mx-central', 'bank', 'BBVA México', 'CLABE', '012 180 01234567890 1', 'Umbrella México S.A. de C.V.'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposit_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('region_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'wallet')`))
    .addColumn('institution', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('deposit_accounts_region_position', ['region_id', 'position'])
    .execute();
  const positions = new Map<string, number>();
  await db
    .insertInto('deposit_accounts' as never)
    .values(
      SEED.map(([region_id, kind, institution, label, account_number, holder]) => {
        const position = positions.get(region_id) ?? 0;
        positions.set(region_id, position + 1);
        return { region_id, position, kind, institution, label, account_number, holder };
      }) as never,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deposit_accounts').execute();
}
