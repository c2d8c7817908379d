/**
 * A draft payslip computed from the period's orders (decision 1602): one set-based SQL per charge
 * type over the orders module's outcome rows, priced by the region's tariff, grouped into one
 * salary item per person, region and currency, with every order the item comes from linked to it;
 * then one SQL for the corrections of bonuses an approved payslip paid for orders refused later.
 * USD and salary-currency amounts are converted once, per item, at the rate table.
 */
import type { ComputedChargeType } from '@umbrella/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { orderOutcomesSql, ordersWithOutcomeBetweenSql } from '../orders/index.js';

type Db = Kysely<Database>;

export type DraftScope = { payslipId: number; from: Date; to: Date; regionIds: readonly string[] };

/** Bonus types an order refused after delivery gives back (the delivered order earned them). */
const CORRECTABLE: readonly ComputedChargeType[] = [
  'COD_ORDER_DELIVERED_BONUS',
  'RESALE_ORDER_DELIVERED_BONUS',
  'SIX_PACK_BONUS',
  'NINE_PACK_BONUS',
];

const between = (column: string, s: DraftScope) =>
  sql`${sql.ref(column)} >= ${s.from} and ${sql.ref(column)} <= ${s.to}`;
/** A delivery that counts: in the period and not refused again by the period's end. */
const deliveredInPeriod = (s: DraftScope) =>
  sql`${between('f.delivered_at', s)} and f.refused_after_delivery_at is null`;
/** The event an order earns its bonus with in this period: delivered (COD, resale) or paid (prepaid). */
const earnedInPeriod = (s: DraftScope) =>
  sql`((f.resale or not f.prepaid) and ${deliveredInPeriod(s)}) or (f.prepaid and not f.resale and ${between('f.paid_at', s)})`;

/** Which orders earn each computed charge type in the period, and with what sign. */
const RULES: Record<ComputedChargeType, { sign: 1 | -1; when: (s: DraftScope) => RawBuilder<unknown> }> = {
  COD_ORDER_DELIVERED_BONUS: { sign: 1, when: (s) => sql`not f.prepaid and not f.resale and ${deliveredInPeriod(s)}` },
  RESALE_ORDER_DELIVERED_BONUS: { sign: 1, when: (s) => sql`f.resale and ${deliveredInPeriod(s)}` },
  PREPAID_ORDER_PAID_BONUS: { sign: 1, when: (s) => sql`f.prepaid and not f.resale and ${between('f.paid_at', s)}` },
  COD_ORDER_CANCELLED_FEE: {
    sign: -1,
    when: (s) =>
      sql`not f.prepaid and ${between('f.refused_at', s)} and (f.delivered_at is null or f.delivered_at > f.refused_at)`,
  },
  SIX_PACK_BONUS: { sign: 1, when: (s) => sql`f.quantity between 6 and 8 and (${earnedInPeriod(s)})` },
  NINE_PACK_BONUS: { sign: 1, when: (s) => sql`f.quantity >= 9 and (${earnedInPeriod(s)})` },
};

/** Orders already paid this charge type by an approved payslip (never paid twice). */
const paidBefore = (chargeType: string, correction: boolean) => sql`exists (
  select 1 from salary_item_orders pl
  join salary_items pi on pi.id = pl.salary_item_id
  join account_payslips pap on pap.id = pi.account_payslip_id
  join payslips pp on pp.id = pap.payslip_id
  where pl.order_id = f.order_id and pi.charge_type = ${sql.ref(chargeType)} and pi.correction = ${sql.lit(correction)}
    and pp.status = 'APPROVED')`;

/** Bonuses approved payslips paid for delivered orders, not corrected by an approved payslip yet. */
const uncorrectedBonuses = () => sql`select pl.order_id, pi.charge_type, pl.amount_minor
  from salary_item_orders pl
  join salary_items pi on pi.id = pl.salary_item_id
  join account_payslips pap on pap.id = pi.account_payslip_id
  join payslips pp on pp.id = pap.payslip_id
  where pp.status = 'APPROVED' and not pi.correction and pl.amount_minor > 0
    and pi.charge_type in (${sql.join(CORRECTABLE.map((c) => sql.lit(c)))})
    and not exists (
      select 1 from salary_item_orders cl
      join salary_items ci on ci.id = cl.salary_item_id
      join account_payslips cap on cap.id = ci.account_payslip_id
      join payslips cp on cp.id = cap.payslip_id
      where cl.order_id = pl.order_id and ci.charge_type = pi.charge_type and ci.correction and cp.status = 'APPROVED')`;

/**
 * Inserts `chosen` (order_id, agent_id, region_id, currency, charge_type, amount_minor) as one
 * salary item per person, charge type, region and currency, and links each item to its orders.
 */
function insertItems(s: DraftScope, chosen: RawBuilder<unknown>, correction: boolean, comment: string) {
  return sql`with chosen as (${chosen}),
    items as (
      insert into salary_items (account_payslip_id, charge_type, region_id, currency, amount_minor, correction, comment)
      select ap.id, c.charge_type, c.region_id, c.currency, sum(c.amount_minor), ${sql.lit(correction)},
        ${sql.lit(comment)} || count(*)
      from chosen c join account_payslips ap on ap.payslip_id = ${s.payslipId} and ap.account_id = c.agent_id
      group by ap.id, c.charge_type, c.region_id, c.currency
      returning id, account_payslip_id, charge_type, region_id, currency
    )
    insert into salary_item_orders (salary_item_id, order_id, amount_minor)
    select i.id, c.order_id, c.amount_minor
    from items i
    join account_payslips ap on ap.id = i.account_payslip_id
    join chosen c on c.agent_id = ap.account_id and c.charge_type = i.charge_type
      and c.region_id = i.region_id and c.currency = i.currency`;
}

/** Fills the draft `s.payslipId` with its people and computed items. */
export async function computeDraft(trx: Db, s: DraftScope): Promise<void> {
  const period = orderOutcomesSql(ordersWithOutcomeBetweenSql(s.from, s.to), s.regionIds, s.to);
  const corrections = orderOutcomesSql(sql`select order_id from (${uncorrectedBonuses()}) ub`, s.regionIds, s.to);
  // Everyone who may get an item; those who get none are removed at the end.
  await sql`insert into account_payslips (payslip_id, account_id)
    select distinct ${s.payslipId}::int, f.agent_id from (${period} union ${corrections}) f
    on conflict (payslip_id, account_id) do nothing`.execute(trx);
  for (const [chargeType, rule] of Object.entries(RULES) as [
    ComputedChargeType,
    (typeof RULES)[ComputedChargeType],
  ][]) {
    const chosen = sql`select f.order_id, f.agent_id, f.region_id, f.currency, t.charge_type,
        t.amount_minor * ${sql.lit(rule.sign)} as amount_minor
      from (${period}) f
      join payslip_tariffs t on t.region_id = f.region_id and t.currency = f.currency
        and t.charge_type = ${chargeType}
      where (${rule.when(s)}) and not ${paidBefore('t.charge_type', false)}`;
    await insertItems(s, chosen, false, 'Orders: ').execute(trx);
  }
  const refused = sql`select f.order_id, f.agent_id, f.region_id, f.currency, ub.charge_type,
      -ub.amount_minor as amount_minor
    from (${corrections}) f
    join (${uncorrectedBonuses()}) ub on ub.order_id = f.order_id
    where f.refused_after_delivery_at is not null`;
  await insertItems(s, refused, true, 'Refused after delivery, orders: ').execute(trx);
  await trx
    .deleteFrom('account_payslips')
    .where('payslip_id', '=', s.payslipId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('salary_items')
            .select('id')
            .whereRef('salary_items.account_payslip_id', '=', 'account_payslips.id'),
        ),
      ),
    )
    .execute();
}

/**
 * Converts the amounts of the payslip's items (or of one item) to USD and to each person's salary
 * currency at the rate table, rounding half away from zero per item.
 */
export async function convertAmounts(trx: Db, where: { payslipId: number } | { itemId: number }): Promise<void> {
  const filter = 'itemId' in where ? sql`i.id = ${where.itemId}` : sql`ap.payslip_id = ${where.payslipId}`;
  await sql`update salary_items i
    set amount_usd_minor = round(i.amount_minor / r.units_per_usd),
      salary_amount_minor = round(i.amount_minor * sr.units_per_usd / r.units_per_usd)
    from account_payslips ap, payslip_usd_rates r, payslip_usd_rates sr
    where ap.id = i.account_payslip_id and r.currency = i.currency and sr.currency = ap.salary_currency
      and ${filter}`.execute(trx);
}

/** Currencies among the payslip's items and salary currencies that have no USD rate. */
export async function currenciesWithoutRate(trx: Db, payslipId: number): Promise<string[]> {
  const rows = await sql<{ currency: string }>`select distinct c.currency from (
      select i.currency from salary_items i join account_payslips ap on ap.id = i.account_payslip_id
      where ap.payslip_id = ${payslipId}
      union select ap.salary_currency from account_payslips ap where ap.payslip_id = ${payslipId}
    ) c where not exists (select 1 from payslip_usd_rates r where r.currency = c.currency)
    order by c.currency`.execute(trx);
  return rows.rows.map((r) => r.currency);
}
