/**
 * Demo data of the staff screens (decisions 1602, 1605): payslip tariffs per region and currency,
 * the USD rate table, staff positions, legal entities, the demo accounts' employee records, and
 * — once — last month's delivered, paid and refused orders of the demo agents, so that a draft
 * for last month on /payment-sheet has something to show.
 */
import { COMPUTED_CHARGE_TYPES, type ComputedChargeType, ORDER_STATUS, REGIONS } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';

/** Units of each currency per US dollar. */
export const DEMO_USD_RATES: Record<string, number> = { USD: 1, PEN: 3.75, CLP: 950, COP: 4000, MXN: 17.5 };
/** What each charge type is worth, in US cents, before conversion to the region's currency. */
export const DEMO_TARIFF_USD_CENTS: Record<ComputedChargeType, number> = {
  COD_ORDER_DELIVERED_BONUS: 150,
  COD_ORDER_CANCELLED_FEE: 50,
  PREPAID_ORDER_PAID_BONUS: 180,
  SIX_PACK_BONUS: 300,
  NINE_PACK_BONUS: 600,
  RESALE_ORDER_DELIVERED_BONUS: 100,
};
const POSITIONS = [
  'Agent',
  'Team lead',
  'Manager',
  'Administrator',
  'Finance officer',
  'Support specialist',
  'Delivery coordinator',
];
const LEGAL_ENTITIES = [
  { name: 'Umbrella Perú S.A.C.', country: 'PE' },
  { name: 'Umbrella Chile SpA', country: 'CL' },
  { name: 'Umbrella Colombia S.A.S.', country: 'CO' },
  { name: 'Umbrella México S.A. de C.V.', country: 'MX' },
];
const EMPLOYEES: Record<
  string,
  { position: string; entity: number; form: 'PAYROLL' | 'CONTRACT_AGREEMENT'; since: string }
> = {
  agent: { position: 'Agent', entity: 0, form: 'CONTRACT_AGREEMENT', since: '2025-03-03' },
  agent2: { position: 'Agent', entity: 2, form: 'CONTRACT_AGREEMENT', since: '2025-06-02' },
  manager: { position: 'Manager', entity: 0, form: 'PAYROLL', since: '2024-09-02' },
  admin: { position: 'Administrator', entity: 0, form: 'PAYROLL', since: '2024-01-15' },
  finance: { position: 'Finance officer', entity: 0, form: 'PAYROLL', since: '2024-05-06' },
};

export async function seedStaff(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('payslip_usd_rates')
    .values(Object.entries(DEMO_USD_RATES).map(([currency, rate]) => ({ currency, units_per_usd: rate })))
    .onConflict((oc) => oc.column('currency').doNothing())
    .execute();
  await db
    .insertInto('payslip_tariffs')
    .values(
      REGIONS.flatMap((region) =>
        COMPUTED_CHARGE_TYPES.map((chargeType) => ({
          region_id: region.id,
          currency: region.currency,
          charge_type: chargeType,
          amount_minor: Math.round(DEMO_TARIFF_USD_CENTS[chargeType] * (DEMO_USD_RATES[region.currency] ?? 1)),
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['region_id', 'currency', 'charge_type']).doNothing())
    .execute();
  await db
    .insertInto('staff_positions')
    .values(POSITIONS.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await db
    .insertInto('legal_entities')
    .values(LEGAL_ENTITIES)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const positions = new Map(
    (await db.selectFrom('staff_positions').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
  );
  const entities = new Map(
    (await db.selectFrom('legal_entities').select(['id', 'name']).execute()).map((e) => [e.name, e.id]),
  );
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'username'])
    .where('username', 'in', Object.keys(EMPLOYEES))
    .execute();
  if (accounts.length) {
    await db
      .insertInto('employee_info')
      .values(
        accounts.map((a) => {
          const e = EMPLOYEES[a.username] as (typeof EMPLOYEES)[string];
          return {
            account_id: a.id,
            position_id: positions.get(e.position) ?? null,
            legal_entity_id: entities.get(LEGAL_ENTITIES[e.entity]?.name ?? '') ?? null,
            employment_form: e.form,
            assignment_date: `${e.since}T00:01:00.000Z`,
          };
        }),
      )
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
  }
  await seedLastMonthOutcomes(db);
}

/** Mid-month days of the previous calendar month (UTC). */
function lastMonthDay(day: number, now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day, 15, 0, 0));
}

/**
 * Per demo agent and region: COD orders delivered (one of six units), one refused at the door, a
 * prepaid order paid, and a resale order delivered, each with its status history.
 */
/** Any fixed key no other advisory lock uses: the demo's payslip orders are seeded under it. */
const PAYSLIP_SEED_LOCK = 0x756d62_70736c;

/**
 * Back-offices starting together on one database: the first to take the lock seeds, the others
 * then find its orders (without it, both inserted DEMO-PS-1 and the second start failed).
 */
async function seedLastMonthOutcomes(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PAYSLIP_SEED_LOCK})`.execute(trx);
    await seedLastMonthOutcomesIn(trx);
  });
}

async function seedLastMonthOutcomesIn(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('orders').select('id').where('short_code', 'like', 'DEMO-PS-%').executeTakeFirst();
  if (done) return;
  const agents = await db
    .selectFrom('accounts as a')
    .innerJoin('account_regions as ar', 'ar.account_id', 'a.id')
    .select(['a.id', 'a.username', 'ar.region_id'])
    .where('a.username', 'in', ['agent', 'agent2'])
    .orderBy('a.id')
    .orderBy('ar.region_id')
    .execute();
  let n = 0;
  for (const agent of agents) {
    const region = REGIONS.find((r) => r.id === agent.region_id);
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('region_id', '=', agent.region_id)
      .executeTakeFirst();
    const resaleOffer = await db
      .selectFrom('offers')
      .select('id')
      .where('region_id', '=', agent.region_id)
      .where(sql<boolean>`resale`)
      .executeTakeFirst();
    if (!region || !product) continue;
    const plan: { statuses: number[]; deposit?: boolean; qty?: number; resale?: boolean }[] = [
      { statuses: [ORDER_STATUS.TRANSIT, ORDER_STATUS.DELIVERED] },
      { statuses: [ORDER_STATUS.TRANSIT, ORDER_STATUS.DELIVERED], qty: 6 },
      { statuses: [ORDER_STATUS.TRANSIT, ORDER_STATUS.RECEIVED_BY_CLIENT] },
      { statuses: [ORDER_STATUS.TRANSIT, ORDER_STATUS.REFUSED_BY_CLIENT] },
      { statuses: [ORDER_STATUS.VERIFIED], deposit: true },
      ...(resaleOffer ? [{ statuses: [ORDER_STATUS.TRANSIT, ORDER_STATUS.DELIVERED], resale: true }] : []),
    ];
    for (const [i, step] of plan.entries()) {
      n++;
      const at = lastMonthDay(3 + i * 4);
      const final = step.statuses[step.statuses.length - 1] ?? ORDER_STATUS.CONFIRMED;
      const order = await db
        .insertInto('orders')
        .values({
          short_code: `DEMO-PS-${String(n).padStart(3, '0')}`,
          region_id: agent.region_id,
          status: final,
          created_by: agent.id,
          created_at: at,
          updated_at: at,
          currency: region.currency,
          deposit: step.deposit ?? false,
          offer_id: step.resale ? (resaleOffer?.id ?? null) : null,
          full_name: 'Cliente de demostración',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('order_items')
        .values({ order_id: order.id, product_id: product.id, qty: step.qty ?? 1, unit_price_minor: 9900 })
        .execute();
      await db
        .insertInto('order_events')
        .values(
          step.statuses.map((status, k) => ({
            order_id: order.id,
            account_id: null,
            action: 'CHANGE_STATUS' as const,
            status,
            details: JSON.stringify({ demo: true }),
            created_at: new Date(at.getTime() + (k + 1) * 86_400_000),
          })),
        )
        .execute();
    }
  }
}
